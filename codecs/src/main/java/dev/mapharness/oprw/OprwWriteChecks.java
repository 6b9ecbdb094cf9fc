package dev.mapharness.oprw;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.format.MapWriteException;
import java.util.List;

/** What an {@link OprwWorld} can hold but an OPRW file cannot: the writer refuses it, naming the field. */
final class OprwWriteChecks {
    private OprwWriteChecks() {
    }

    static void validate(OprwWorld world) {
        int version = world.version();
        for (int i = 0; i < world.materials().size(); i++) {
            OprwWriter.asciiz(world.materials().get(i).path(), "materials[" + i + "].path");
            if (!OprwFeature.MATERIAL_MAJOR.in(version) && world.materials().get(i).major() != 0) {
                throw new MapWriteException(OprwWriteRules.MATERIAL_MAJOR_UNSUPPORTED, "materials[" + i + "].major", "OPRW " + version + " has no major byte");
            }
        }
        for (int i = 0; i < world.models().size(); i++) {
            OprwWriter.asciiz(world.models().get(i), "models[" + i + "]");
        }
        if (!OprwFeature.ENTITIES.in(version) && !world.entities().isEmpty()) {
            throw new MapWriteException(OprwWriteRules.ENTITIES_UNSUPPORTED, "entities", "OPRW " + version + " has no entity list");
        }
        for (int i = 0; i < world.entities().size(); i++) {
            OprwWriter.asciiz(world.entities().get(i).className(), "entities[" + i + "].className");
            OprwWriter.asciiz(world.entities().get(i).model(), "entities[" + i + "].model");
        }
        List<OprwObject> objects = world.objects();
        for (int i = 0; i < objects.size(); i++) {
            int index = objects.get(i).modelIndex();
            if (index < 0 || index >= world.models().size()) {
                throw new MapWriteException(OprwWriteRules.MODEL_INDEX_PAST_LIST, "objects[" + i + "].modelIndex", "index " + Integer.toUnsignedString(index)
                        + " is past the " + world.models().size() + "-entry model list");
            }
        }
        if (OprwLayoutRules.objectBlockBytes(objects.size()) > OprwWriter.MAX_FILE_BYTES) {
            throw new MapWriteException(OprwWriteRules.TOO_MANY_OBJECTS, "objects", objects.size() + " objects do not fit in a file below 2 GiB");
        }
        for (int c = 0; c < world.roads().size(); c++) {
            OprwRoadCell cell = world.roads().get(c);
            for (int i = 0; i < cell.links().size(); i++) {
                OprwRoadLink link = cell.links().get(i);
                String field = "roads[" + c + "].links[" + i + "]";
                if (link.positions().size() > OprwLayoutRules.MAX_ROAD_POSITIONS) {
                    throw new MapWriteException(OprwWriteRules.ROAD_POSITIONS_TOO_MANY, field + ".positions", link.positions().size()
                            + " positions; the i16 count holds at most " + OprwLayoutRules.MAX_ROAD_POSITIONS);
                }
                OprwWriter.asciiz(link.model(), field + ".model");
                if (!OprwFeature.ROAD_MODELS.in(version) && !link.model().isEmpty()) {
                    throw new MapWriteException(OprwWriteRules.ROAD_MODEL_UNSUPPORTED, field + ".model", "OPRW " + version + " road links have no model path");
                }
            }
        }
        if (!world.mapInfoTail().isEmpty() && world.mapInfoTail().length() < OprwLayoutRules.MAP_INFO_HEAD_BYTES) {
            throw new MapWriteException(OprwWriteRules.MAP_INFO_TAIL_TOO_SHORT, "mapInfoTail", "raw map-info bytes start with a record's type and object id;"
                    + " " + world.mapInfoTail().length() + " bytes cannot");
        }
        if (!world.mapInfoTail().isEmpty()) {
            long type = ByteInput.of(world.mapInfoTail().bytes()).u32("type");
            if (MapInfoShape.of(type) != null) {
                throw new MapWriteException(OprwWriteRules.MAP_INFO_TAIL_KNOWN_TYPE, "mapInfoTail", "raw map-info bytes must start with a type the format does"
                        + " not define, or they would be read back as records; they start with type " + type);
            }
        }
    }
}
