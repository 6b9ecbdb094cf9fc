package dev.mapharness.roundtrip;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.Point3;
import dev.mapharness.grid.Transform;
import dev.mapharness.oprw.OprwEntity;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwMaterial;
import dev.mapharness.oprw.OprwObject;
import dev.mapharness.oprw.OprwRoadCell;
import dev.mapharness.oprw.OprwRoadLink;
import dev.mapharness.oprw.OprwWorld;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.quicktheories.core.Gen;
import org.quicktheories.core.RandomnessSource;
import org.quicktheories.generators.Generate;

/**
 * OPRW worlds the writer must refuse: a conforming world with one defect the file format cannot
 * hold (a NUL inside a NUL-terminated string, a model index past the model list, more road
 * positions than an i16 counts, map-info tail bytes that would read back as records), and the field
 * the refusal must name.
 */
public final class OprwRefusals {
    /** One more position than a road link's i16 count holds. */
    public static final int TOO_MANY_POSITIONS = Short.MAX_VALUE + 1;

    private OprwRefusals() {
    }

    private enum Defect { NUL_IN_MODEL, NUL_IN_MATERIAL, NUL_IN_ENTITY, NUL_IN_ROAD_MODEL, MODEL_INDEX, SHORT_TAIL, KNOWN_TAIL }

    public static Gen<Refusal<OprwWorld>> refused() {
        Gen<OprwWorld> worlds = OprwGens.conforming();
        Gen<Defect> defects = Generate.enumValues(Defect.class);
        Gen<RawString> text = ByteGens.rawStringsWithoutNul(0, 20);
        return ((Gen<Refusal<OprwWorld>>) rs -> refuse(worlds.generate(rs), defects.generate(rs), text, rs))
                .describedAs(r -> r.defect() + " in " + OprwGens.describe(r.model()));
    }

    private static Refusal<OprwWorld> refuse(OprwWorld w, Defect d, Gen<RawString> text, RandomnessSource rs) {
        RawString withNul = withNul(text.generate(rs), text.generate(rs));
        switch (d) {
            case NUL_IN_MODEL -> {
                List<RawString> models = new ArrayList<>(w.models());
                int i = index(models.size() + 1, rs);
                models.add(i, withNul);
                // objects keep pointing at the models they did: indices at or past i move up by one
                List<OprwObject> objects = w.objects().stream().map(o -> o.modelIndex() < i ? o
                        : new OprwObject(o.objectId(), o.modelIndex() + 1, o.transform(), o.shapeParam())).toList();
                return new Refusal<>(with(w, w.materials(), models, w.entities(), w.roads(), objects, w.mapInfoTail()),
                        "models[" + i + "]", "a NUL inside model " + i);
            }
            case NUL_IN_MATERIAL -> {
                List<OprwMaterial> materials = new ArrayList<>(w.materials());
                int i = 1 + index(materials.size(), rs);
                materials.add(i, new OprwMaterial(withNul, 0));
                return new Refusal<>(with(w, materials, w.models(), w.entities(), w.roads(), w.objects(), w.mapInfoTail()),
                        "materials[" + i + "].path", "a NUL inside material " + i);
            }
            case NUL_IN_ENTITY -> {
                List<OprwEntity> entities = new ArrayList<>(w.entities());
                int i = index(entities.size() + 1, rs);
                entities.add(i, new OprwEntity(withNul, RawString.of("a.p3d"), Point3.ORIGIN, 1));
                return new Refusal<>(with(w, w.materials(), w.models(), entities, w.roads(), w.objects(), w.mapInfoTail()),
                        "entities[" + i + "].className", "a NUL inside the class of entity " + i);
            }
            case NUL_IN_ROAD_MODEL -> {
                OprwRoadLink bad = link(w, List.of(), withNul);
                return roadDefect(w, bad, ".model", "a NUL inside a road model");
            }
            case MODEL_INDEX -> {
                List<OprwObject> objects = new ArrayList<>(w.objects());
                int i = index(objects.size() + 1, rs);
                int index = Generate.pick(List.of(w.models().size(), w.models().size() + 1, -1, Integer.MAX_VALUE)).generate(rs);
                objects.add(i, new OprwObject(7, index, Transform.IDENTITY, OprwObject.SHIPPED_SHAPE_PARAM));
                return new Refusal<>(with(w, w.materials(), w.models(), w.entities(), w.roads(), objects, w.mapInfoTail()),
                        "objects[" + i + "].modelIndex", "model index " + Integer.toUnsignedString(index) + " past "
                        + w.models().size() + " models");
            }
            case SHORT_TAIL -> {
                byte[] head = {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 1, 2, 3};
                byte[] tail = Arrays.copyOf(head, Generate.range(1, 7, 4).generate(rs));
                return new Refusal<>(with(w, w.materials(), w.models(), w.entities(), w.roads(), w.objects(), Blob.of(tail)),
                        "mapInfoTail", "a " + tail.length + "-byte map-info tail, shorter than a record head");
            }
            default -> {
                byte[] tail = new byte[12];
                tail[0] = (byte) (int) Generate.range(0, 44, 0).generate(rs);
                return new Refusal<>(with(w, w.materials(), w.models(), w.entities(), w.roads(), w.objects(), Blob.of(tail)),
                        "mapInfoTail", "a map-info tail starting with known type " + tail[0]);
            }
        }
    }

    /**
     * {@code w} with one more road link, in a cell of its own or added to an existing one; the
     * refusal names it by its place in the road list (the writer's field path).
     */
    public static Refusal<OprwWorld> roadDefect(OprwWorld w, OprwRoadLink bad, String suffix, String defect) {
        List<OprwRoadCell> roads = new ArrayList<>(w.roads());
        int c;
        int i;
        if (roads.isEmpty()) {
            roads.add(new OprwRoadCell(0, List.of(bad)));
            c = 0;
            i = 0;
        } else {
            c = roads.size() - 1;
            List<OprwRoadLink> links = new ArrayList<>(roads.get(c).links());
            links.add(bad);
            i = links.size() - 1;
            roads.set(c, new OprwRoadCell(roads.get(c).cell(), links));
        }
        return new Refusal<>(with(w, w.materials(), w.models(), w.entities(), roads, w.objects(), w.mapInfoTail()),
                "roads[" + c + "].links[" + i + "]" + suffix, defect);
    }

    /** A road link laid out for {@code w}'s version (connection types exactly where the version has them). */
    public static OprwRoadLink link(OprwWorld w, List<Point3> positions, RawString model) {
        Optional<Blob> types = OprwFeature.ROAD_CONNECTION_TYPES.in(w.version())
                ? Optional.of(Blob.of(new byte[positions.size()])) : Optional.empty();
        return new OprwRoadLink(positions, types, 1, model, Transform.IDENTITY);
    }

    /** {@code n} copies of one position, for road links at and past the i16 count. */
    public static List<Point3> positions(int n) {
        return Collections.nCopies(n, Point3.of(1, 2, 3));
    }

    public static OprwWorld with(OprwWorld w, List<OprwMaterial> materials, List<RawString> models, List<OprwEntity> entities,
                                 List<OprwRoadCell> roads, List<OprwObject> objects, Blob mapInfoTail) {
        return new OprwWorld(w.version(), w.appId(), w.landCellSize(), w.geography(), w.soundMap(), w.peaks(),
                w.materialIndex(), w.random(), w.grass(), w.primaryTexture(), w.elevation(), materials, models, entities,
                w.objectOffsets(), w.mapInfoOffsets(), w.persistent(), w.subdivisionHints(), w.maxObjectId(), roads, objects,
                w.mapInfos(), mapInfoTail, w.trailing());
    }

    private static int index(int bound, RandomnessSource rs) {
        return Generate.range(0, bound - 1, 0).generate(rs);
    }

    private static RawString withNul(RawString before, RawString after) {
        byte[] b = new byte[before.length() + 1 + after.length()];
        System.arraycopy(before.bytes(), 0, b, 0, before.length());
        System.arraycopy(after.bytes(), 0, b, before.length() + 1, after.length());
        return RawString.of(b);
    }
}
