package dev.mapharness.oprw;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.Point3;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/** Small hand-built OPRW worlds with every section filled, for codec tests. */
final class OprwSamples {
    private OprwSamples() {
    }

    /**
     * A 3 × 2 land grid over a 12 × 8 terrain (4 terrain cells a land cell), two models, three
     * objects in two cells, a road cell with two links, one map info of every shape.
     */
    static OprwWorld world(int version) {
        int lx = 3;
        int ly = 2;
        int tx = 12;
        int ty = 8;
        float[] heights = new float[tx * ty];
        for (int i = 0; i < heights.length; i++) {
            heights[i] = (i % tx) * 1.5f - (i / tx) * 0.25f;
        }
        short[] geography = {0, 1, 2, 0x10, 0, (short) 0x8001};
        byte[] hints = new byte[tx * ty];
        for (int i = 0; i < hints.length; i++) {
            hints[i] = (byte) (i % 7 == 0 ? 2 : 3);
        }
        List<OprwObject> objects = List.of(
                new OprwObject(7, 1, Transform.headingAt(30, 10, 5, 12), OprwObject.SHIPPED_SHAPE_PARAM),
                new OprwObject(9, 0, Transform.headingAt(0, 15, 6, 13), OprwObject.SHIPPED_SHAPE_PARAM),
                new OprwObject(12, 1, Transform.headingAt(90, 90, 3, 50), OprwObject.SHIPPED_SHAPE_PARAM));
        // objects 0 and 1 lie in cell 0, object 2 in cell 5 (x 90 / 40 m = 2, z 50 / 40 m = 1)
        int[] objectOffsets = {0, 120, 120, 120, 120, 120};
        boolean types = OprwFeature.ROAD_CONNECTION_TYPES.in(version);
        OprwRoadLink straight = new OprwRoadLink(List.of(Point3.of(41, 2, 1), Point3.of(79, 2, 1)),
                types ? Optional.of(Blob.of(new byte[] {1, 2})) : Optional.empty(), 100,
                RawString.of("ca\\roads\\asf6.p3d"), Transform.headingAt(90, 60, 2, 1));
        OprwRoadLink end = new OprwRoadLink(List.of(),
                types ? Optional.of(Blob.EMPTY) : Optional.empty(), 101,
                RawString.of("ca\\roads\\asf6konec.p3d"), Transform.IDENTITY);
        List<OprwMapInfo> infos = new ArrayList<>();
        for (int type = 0; type <= MapInfoShape.LAST_KNOWN_TYPE; type++) {
            infos.add(mapInfo(type));
        }
        return new OprwWorld(version,
                OprwFeature.APP_ID.in(version) ? OptionalInt.of(107410) : OptionalInt.empty(),
                40f,
                ShortGrid.of(lx, ly, geography),
                ByteGrid.filled(lx, ly, (byte) 3),
                List.of(Point3.of(11.5f, 20f, 7f)),
                ShortGrid.of(lx, ly, new short[] {1, 1, 2, 2, 1, 0}),
                OprwFeature.RANDOM.in(version) ? Optional.of(ShortGrid.of(lx, ly, new short[] {5, 6, 7, 8, 9, 10})) : Optional.empty(),
                OprwFeature.GRASS.in(version) ? Optional.of(ByteGrid.filled(tx, ty, (byte) 4)) : Optional.empty(),
                OprwFeature.PRIMARY_TEXTURE.in(version) ? Optional.of(ByteGrid.of(tx, ty, hints)) : Optional.empty(),
                FloatGrid.of(tx, ty, heights),
                List.of(OprwMaterial.of(""), new OprwMaterial(RawString.of("data\\layers\\p_000-000_l00.rvmat"), 1),
                        OprwMaterial.of("data\\layers\\p_001-000_l00.rvmat")),
                List.of(RawString.of("ca\\structures\\house.p3d"), RawString.of("ca\\plants\\tree.p3d")),
                List.of(new OprwEntity(RawString.of("Land_Hangar"), RawString.of("ca\\buildings\\hangar.p3d"),
                        Point3.of(100, 4, 60), 12)),
                IntGrid.of(lx, ly, objectOffsets),
                IntGrid.filled(lx, ly, 0),
                ByteGrid.of(lx, ly, new byte[] {0, 1, 0, 1, 0, 0}),
                ByteGrid.of(tx, ty, hints),
                12,
                List.of(new OprwRoadCell(1, List.of(straight, end))),
                objects,
                infos,
                Blob.EMPTY,
                Blob.EMPTY);
    }

    /** A map info of {@code type} with distinct values in every slot its shape has. */
    static OprwMapInfo mapInfo(int type) {
        MapInfoShape shape = MapInfoShape.of(type);
        int floats = shape == MapInfoShape.RIVER ? 6 : shape.floats();
        int[] bits = new int[floats];
        for (int i = 0; i < floats; i++) {
            bits[i] = Float.floatToRawIntBits(type * 10f + i);
        }
        byte[] bytes = new byte[shape.bytes()];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) (0xF0 + i);
        }
        return new OprwMapInfo(type, 1000 + type, bits, Blob.of(bytes));
    }

    static OprwWorld withTrailing(OprwWorld w, Blob mapInfoTail, Blob trailing) {
        return new OprwWorld(w.version(), w.appId(), w.landCellSize(), w.geography(), w.soundMap(), w.peaks(),
                w.materialIndex(), w.random(), w.grass(), w.primaryTexture(), w.elevation(), w.materials(), w.models(),
                w.entities(), w.objectOffsets(), w.mapInfoOffsets(), w.persistent(), w.subdivisionHints(), w.maxObjectId(),
                w.roads(), w.objects(), w.mapInfos(), mapInfoTail, trailing);
    }

    static OprwWorld withMaxObjectId(OprwWorld w, int maxObjectId) {
        return new OprwWorld(w.version(), w.appId(), w.landCellSize(), w.geography(), w.soundMap(), w.peaks(),
                w.materialIndex(), w.random(), w.grass(), w.primaryTexture(), w.elevation(), w.materials(), w.models(),
                w.entities(), w.objectOffsets(), w.mapInfoOffsets(), w.persistent(), w.subdivisionHints(), maxObjectId,
                w.roads(), w.objects(), w.mapInfos(), w.mapInfoTail(), w.trailing());
    }

    /** A terrain large enough that its arrays cross the 1024-byte compression threshold. */
    static OprwWorld large(int version) {
        OprwWorld w = world(version).withVersion(version);
        int tx = 48;
        int ty = 64;
        float[] heights = new float[tx * ty];
        byte[] hints = new byte[tx * ty];
        for (int i = 0; i < heights.length; i++) {
            // terraces: runs of equal heights that both compressors shorten
            heights[i] = (float) Math.round(Math.sin(i % tx / 7.0) * 3) * 10 + (i / tx / 16);
            hints[i] = (byte) (i / 500);
        }
        return new OprwWorld(version, w.appId(), w.landCellSize(), w.geography(), w.soundMap(), w.peaks(),
                w.materialIndex(), w.random(),
                w.grass().map(g -> ByteGrid.of(tx, ty, hints)),
                w.primaryTexture().map(g -> ByteGrid.filled(tx, ty, (byte) 9)),
                FloatGrid.of(tx, ty, heights), w.materials(), w.models(), w.entities(), w.objectOffsets(),
                w.mapInfoOffsets(), w.persistent(), ByteGrid.of(tx, ty, hints), w.maxObjectId(), w.roads(), w.objects(),
                w.mapInfos(), w.mapInfoTail(), w.trailing());
    }
}
