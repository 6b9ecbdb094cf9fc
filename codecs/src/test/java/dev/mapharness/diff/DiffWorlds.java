package dev.mapharness.diff;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.Point3;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import dev.mapharness.oprw.OprwEntity;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwMapInfo;
import dev.mapharness.oprw.OprwMaterial;
import dev.mapharness.oprw.OprwObject;
import dev.mapharness.oprw.OprwRoadCell;
import dev.mapharness.oprw.OprwRoadLink;
import dev.mapharness.oprw.OprwWorld;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.UnaryOperator;

/** A small OPRW world with roads, map infos and entities, built by hand for the differential tests. */
final class DiffWorlds {
    static final int LAND_X = 2;
    static final int LAND_Y = 2;
    static final int TERRAIN_X = 4;
    static final int TERRAIN_Y = 4;

    private DiffWorlds() {
    }

    /**
     * A 2 × 2 land grid over a 4 × 4 terrain; every version-dependent section holds non-zero values,
     * so laying it out as another version changes them visibly.
     */
    static OprwWorld world(int version) {
        boolean types = OprwFeature.ROAD_CONNECTION_TYPES.in(version);
        float[] heights = new float[TERRAIN_X * TERRAIN_Y];
        byte[] texture = new byte[TERRAIN_X * TERRAIN_Y];
        for (int i = 0; i < heights.length; i++) {
            heights[i] = i * 2.5f - 3;
            texture[i] = (byte) (1 + i % 3);
        }
        OprwRoadLink link = new OprwRoadLink(List.of(Point3.of(10, 1, 5), Point3.of(30, 1, 5)),
                types ? Optional.of(Blob.of(new byte[] {1, 2})) : Optional.empty(), 50,
                RawString.of("ca\\roads\\asf6.p3d"), Transform.headingAt(90, 20, 1, 5));
        OprwRoadLink second = new OprwRoadLink(List.of(Point3.of(60, 1, 70)),
                types ? Optional.of(Blob.of(new byte[] {3})) : Optional.empty(), 51,
                RawString.of("ca\\roads\\asf6konec.p3d"), Transform.IDENTITY);
        List<OprwMapInfo> infos = new ArrayList<>();
        infos.add(OprwMapInfo.position(0, 7, 12.5f, 30f));
        infos.add(new OprwMapInfo(3, 8, new int[] {1, 2, 3, 4, 5, 6, 7, 8}, Blob.of(new byte[] {9, 8, 7, 6})));
        infos.add(new OprwMapInfo(44, 9, new int[] {Float.floatToRawIntBits(1f), Float.floatToRawIntBits(2f)}, Blob.EMPTY));
        return new OprwWorld(version,
                OprwFeature.APP_ID.in(version) ? OptionalInt.of(107410) : OptionalInt.empty(),
                50f,
                ShortGrid.of(LAND_X, LAND_Y, new short[] {0, 1, 2, 3}),
                ByteGrid.filled(LAND_X, LAND_Y, (byte) 4),
                List.of(Point3.of(25, 40, 25)),
                ShortGrid.of(LAND_X, LAND_Y, new short[] {1, 1, 0, 1}),
                OprwFeature.RANDOM.in(version) ? Optional.of(ShortGrid.of(LAND_X, LAND_Y, new short[] {5, 6, 7, 8})) : Optional.empty(),
                OprwFeature.GRASS.in(version) ? Optional.of(ByteGrid.filled(TERRAIN_X, TERRAIN_Y, (byte) 2)) : Optional.empty(),
                OprwFeature.PRIMARY_TEXTURE.in(version) ? Optional.of(ByteGrid.of(TERRAIN_X, TERRAIN_Y, texture)) : Optional.empty(),
                FloatGrid.of(TERRAIN_X, TERRAIN_Y, heights),
                List.of(OprwMaterial.of(""), new OprwMaterial(RawString.of("data\\layers\\p_000-000_l00.rvmat"), 1)),
                List.of(RawString.of("ca\\structures\\house.p3d"), RawString.of("ca\\plants\\tree.p3d")),
                List.of(new OprwEntity(RawString.of("Land_Hangar"), RawString.of("ca\\buildings\\hangar.p3d"),
                        Point3.of(20, 4, 20), 3)),
                IntGrid.of(LAND_X, LAND_Y, new int[] {0, 120, 120, 120}),
                IntGrid.filled(LAND_X, LAND_Y, 0),
                ByteGrid.of(LAND_X, LAND_Y, new byte[] {0, 1, 0, 1}),
                ByteGrid.filled(TERRAIN_X, TERRAIN_Y, (byte) 3),
                3,
                List.of(new OprwRoadCell(0, List.of(link)), new OprwRoadCell(3, List.of(second))),
                List.of(new OprwObject(1, 0, Transform.headingAt(30, 10, 5, 12), OprwObject.SHIPPED_SHAPE_PARAM),
                        new OprwObject(2, 1, Transform.headingAt(0, 15, 6, 13), OprwObject.SHIPPED_SHAPE_PARAM),
                        new OprwObject(3, 1, Transform.headingAt(45, 60, 3, 60), OprwObject.SHIPPED_SHAPE_PARAM)),
                infos,
                Blob.EMPTY,
                Blob.EMPTY);
    }

    /** {@code w} with its object list changed by {@code change}. */
    static OprwWorld withObjects(OprwWorld w, UnaryOperator<List<OprwObject>> change) {
        return new OprwWorld(w.version(), w.appId(), w.landCellSize(), w.geography(), w.soundMap(), w.peaks(),
                w.materialIndex(), w.random(), w.grass(), w.primaryTexture(), w.elevation(), w.materials(), w.models(),
                w.entities(), w.objectOffsets(), w.mapInfoOffsets(), w.persistent(), w.subdivisionHints(), w.maxObjectId(),
                w.roads(), change.apply(w.objects()), w.mapInfos(), w.mapInfoTail(), w.trailing());
    }

    /** {@code w} with another elevation grid. */
    static OprwWorld withElevation(OprwWorld w, FloatGrid elevation) {
        return new OprwWorld(w.version(), w.appId(), w.landCellSize(), w.geography(), w.soundMap(), w.peaks(),
                w.materialIndex(), w.random(), w.grass(), w.primaryTexture(), elevation, w.materials(), w.models(),
                w.entities(), w.objectOffsets(), w.mapInfoOffsets(), w.persistent(), w.subdivisionHints(), w.maxObjectId(),
                w.roads(), w.objects(), w.mapInfos(), w.mapInfoTail(), w.trailing());
    }

    /** {@code w} with its third object moved one metre east. */
    static OprwWorld withMovedObject(OprwWorld w) {
        return withObjects(w, objects -> {
            List<OprwObject> moved = new ArrayList<>(objects);
            OprwObject o = moved.get(2);
            float[] t = new float[Transform.FLOATS];
            for (int i = 0; i < t.length; i++) {
                t[i] = o.transform().get(i);
            }
            t[9] += 1;
            moved.set(2, new OprwObject(o.objectId(), o.modelIndex(), Transform.of(t), o.shapeParam()));
            return moved;
        });
    }
}
