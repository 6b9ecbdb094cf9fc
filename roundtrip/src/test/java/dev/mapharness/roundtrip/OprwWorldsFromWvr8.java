package dev.mapharness.roundtrip;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.Point3;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.oprw.OprwEntity;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwMapInfo;
import dev.mapharness.oprw.OprwMaterial;
import dev.mapharness.oprw.OprwObject;
import dev.mapharness.oprw.OprwRoadCell;
import dev.mapharness.oprw.OprwRoadLink;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.wvr8.Wvr8Material;
import dev.mapharness.wvr8.Wvr8Object;
import dev.mapharness.wvr8.Wvr8World;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.quicktheories.core.Gen;

/**
 * Conforming OPRW worlds built from generated 8WVR worlds: the same grids, materials and objects,
 * with every OPRW-only section (random, grass, primary texture, roads with connection types,
 * entities, map infos, appId) filled with values taken from them, so that laying a world out as
 * another version changes something visible.
 */
final class OprwWorldsFromWvr8 {
    private static final RawString ROAD = RawString.of("ca\\roads2\\asf1_6.p3d");

    private OprwWorldsFromWvr8() {
    }

    /** Conforming worlds as {@code version} lays them out. */
    static Gen<OprwWorld> conforming(int version) {
        return Wvr8Gens.conforming(GridSizes.small(16)).map(w -> of(w, version)).describedAs(OprwWorldsFromWvr8::describe);
    }

    static OprwWorld of(Wvr8World w, int version) {
        int lx = w.landWidth();
        int ly = w.landHeight();
        int tx = w.terrainWidth();
        int ty = w.terrainHeight();
        List<OprwMaterial> materials = new ArrayList<>();
        for (int i = 0; i < w.materials().size(); i++) {
            Wvr8Material m = w.materials().get(i);
            materials.add(new OprwMaterial(i == 0 || m.names().isEmpty() ? RawString.EMPTY : m.names().get(0), i % 3));
        }
        Map<RawString, Integer> modelIndex = new LinkedHashMap<>();
        List<OprwObject> objects = new ArrayList<>();
        int maxId = 0;
        for (Wvr8Object o : w.objects()) {
            int index = modelIndex.computeIfAbsent(o.model(), k -> modelIndex.size());
            objects.add(new OprwObject(o.id(), index, o.transform(), OprwObject.SHIPPED_SHAPE_PARAM));
            maxId = Integer.compareUnsigned(o.id(), maxId) > 0 ? o.id() : maxId;
        }
        // every land cell points at the object block's end: a valid offset whatever the count
        IntGrid objectOffsets = IntGrid.filled(lx, ly, objects.size() * 60);

        int[] elevationBits = w.elevation().bitsUnsafe();
        byte[] grass = new byte[tx * ty];
        byte[] texture = new byte[tx * ty];
        for (int i = 0; i < grass.length; i++) {
            grass[i] = (byte) elevationBits[i];
            texture[i] = (byte) (1 + (elevationBits[i] >>> 8) % 7);
        }
        short[] random = w.materialIndices().toArray();
        for (int i = 0; i < random.length; i++) {
            random[i] = (short) (random[i] * 31 + i);
        }

        boolean types = OprwFeature.ROAD_CONNECTION_TYPES.in(version);
        List<OprwRoadCell> roads = new ArrayList<>();
        List<OprwEntity> entities = new ArrayList<>();
        List<OprwMapInfo> infos = new ArrayList<>();
        for (int i = 0; i < Math.min(objects.size(), lx * ly) && i < 8; i++) {
            OprwObject o = objects.get(i);
            Point3 at = new Point3(o.transform().bits(9), o.transform().bits(10), o.transform().bits(11));
            List<Point3> positions = List.of(at, Point3.of(i, 0, i + 1)).subList(0, 1 + i % 2);
            byte[] connection = new byte[positions.size()];
            for (int k = 0; k < connection.length; k++) {
                connection[k] = (byte) (o.objectId() + k + 1);
            }
            roads.add(new OprwRoadCell(i, List.of(new OprwRoadLink(positions,
                    types ? Optional.of(Blob.of(connection)) : Optional.empty(), o.objectId(), ROAD, o.transform()))));
            entities.add(new OprwEntity(RawString.of("Land_Object" + i), ROAD, at, o.objectId()));
            infos.add(OprwMapInfo.position(i % 3, o.objectId(), at.x(), at.z()));
        }
        return new OprwWorld(version,
                OprwFeature.APP_ID.in(version) ? OptionalInt.of(107410 + objects.size()) : OptionalInt.empty(),
                w.landCellSize(),
                ShortGrid.of(lx, ly, random),
                ByteGrid.filled(lx, ly, (byte) 4),
                objects.isEmpty() ? List.of() : List.of(Point3.of(1, 2, 3)),
                w.materialIndices(),
                OprwFeature.RANDOM.in(version) ? Optional.of(ShortGrid.of(lx, ly, random)) : Optional.empty(),
                OprwFeature.GRASS.in(version) ? Optional.of(ByteGrid.of(tx, ty, grass)) : Optional.empty(),
                OprwFeature.PRIMARY_TEXTURE.in(version) ? Optional.of(ByteGrid.of(tx, ty, texture)) : Optional.empty(),
                w.elevation(),
                materials,
                List.copyOf(modelIndex.keySet()),
                entities,
                objectOffsets,
                IntGrid.filled(lx, ly, 0),
                ByteGrid.filled(lx, ly, (byte) 1),
                ByteGrid.of(tx, ty, texture),
                maxId,
                roads,
                objects,
                infos,
                Blob.EMPTY,
                Blob.EMPTY);
    }

    static String describe(OprwWorld w) {
        return "OprwWorld " + w.summary();
    }
}
