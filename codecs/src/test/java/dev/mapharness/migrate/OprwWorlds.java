package dev.mapharness.migrate;

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
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/** Small OPRW worlds built from the model directly, for migration tests. */
final class OprwWorlds {
    private OprwWorlds() {
    }

    static ShortGrid shorts(int width, int height, int... cells) {
        return WvrWorlds.grid(width, height, cells);
    }

    static ByteGrid bytes(int width, int height, int... cells) {
        byte[] b = new byte[cells.length];
        for (int i = 0; i < cells.length; i++) {
            b[i] = (byte) cells[i];
        }
        return ByteGrid.of(width, height, b);
    }

    static OprwRoadLink link(int version, int... types) {
        List<Point3> positions = java.util.stream.IntStream.range(0, types.length)
                .mapToObj(i -> Point3.of(i, 1, 2 * i)).toList();
        Optional<Blob> t = Optional.empty();
        if (OprwFeature.ROAD_CONNECTION_TYPES.in(version)) {
            byte[] b = new byte[types.length];
            for (int i = 0; i < types.length; i++) {
                b[i] = (byte) types[i];
            }
            t = Optional.of(Blob.of(b));
        }
        return new OprwRoadLink(positions, t, 77, RawString.of("ca\\roads\\asf1_25.p3d"), Transform.IDENTITY);
    }

    /**
     * A 2 × 2 land grid over a 4 × 2 terrain grid at {@code version}, every section holding
     * something: random 2 of 4 cells non-zero, grass 3 of 8, primary texture 1 of 8, appId 1234,
     * two road links of which one has a non-zero connection type.
     */
    static OprwWorld full(int version) {
        int lx = 2;
        int ly = 2;
        int tx = 4;
        int ty = 2;
        return new OprwWorld(version,
                OprwFeature.APP_ID.in(version) ? OptionalInt.of(1234) : OptionalInt.empty(),
                25f, shorts(lx, ly, 1, 0, 0, 4), bytes(lx, ly, 0, 0, 3, 0), List.of(Point3.of(10, 200, 30)),
                shorts(lx, ly, 0, 1, 1, 2),
                OprwFeature.RANDOM.in(version) ? Optional.of(shorts(lx, ly, 5, 0, 0, 9)) : Optional.empty(),
                OprwFeature.GRASS.in(version) ? Optional.of(bytes(tx, ty, 1, 0, 2, 0, 0, 3, 0, 0)) : Optional.empty(),
                OprwFeature.PRIMARY_TEXTURE.in(version) ? Optional.of(bytes(tx, ty, 0, 0, 0, 0, 7, 0, 0, 0)) : Optional.empty(),
                FloatGrid.of(tx, ty, new float[] {1, 2, 3, 4, 5, 6, 7, 8}),
                List.of(new OprwMaterial(RawString.EMPTY, 0), new OprwMaterial(RawString.of("a\\grass.rvmat"), 3),
                        OprwMaterial.of("a\\sand.rvmat")),
                List.of(RawString.of("a\\tree.p3d"), RawString.of("a\\rock.p3d"), RawString.of("a\\unused.p3d")),
                List.of(new OprwEntity(RawString.of("Land_Lamp"), RawString.of("a\\lamp.p3d"), Point3.of(1, 2, 3), 9)),
                IntGrid.of(lx, ly, new int[] {0, 60, 120, 120}), IntGrid.filled(lx, ly, 0),
                bytes(lx, ly, 0, 1, 0, 0), bytes(tx, ty, 0, 0, 0, 0, 0, 0, 1, 1), 41,
                List.of(new OprwRoadCell(1, List.of(link(version, 0, 0), link(version, 0, 5, 0)))),
                List.of(new OprwObject(40, 0, Transform.of(1, 0, 0, 0, 1, 0, 0, 0, 1, 5, 0, 5), 2),
                        new OprwObject(41, 1, Transform.of(1, 0, 0, 0, 1, 0, 0, 0, 1, 30, 0, 5), 2)),
                List.of(OprwMapInfo.position(0, 40, 5, 5)), Blob.EMPTY, Blob.EMPTY);
    }
}
