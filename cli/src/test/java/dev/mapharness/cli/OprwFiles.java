package dev.mapharness.cli;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.Point3;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import dev.mapharness.oprw.OprwEntity;
import dev.mapharness.oprw.OprwMapInfo;
import dev.mapharness.oprw.OprwMaterial;
import dev.mapharness.oprw.OprwObject;
import dev.mapharness.oprw.OprwRoadCell;
import dev.mapharness.oprw.OprwRoadLink;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.oprw.OprwWriter;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/** One small OPRW world, written as any version, for the diff command tests. */
final class OprwFiles {
    /** The x of object 1, a value found nowhere else in the file, so a test can tamper with it. */
    static final float OBJECT_X = 1234.5f;

    private OprwFiles() {
    }

    /** A 24 world (connection types set) with a road cell with two links, one object and one map info. */
    static OprwWorld world24() {
        float[] heights = new float[16];
        byte[] texture = new byte[16];
        for (int i = 0; i < 16; i++) {
            heights[i] = i * 3f;
            texture[i] = (byte) (i % 4);
        }
        OprwRoadLink a = new OprwRoadLink(List.of(Point3.of(10, 1, 5), Point3.of(30, 1, 5)),
                Optional.of(Blob.of(new byte[] {1, 2})), 50, RawString.of("ca\\roads\\asf6.p3d"), Transform.headingAt(90, 20, 1, 5));
        OprwRoadLink b = new OprwRoadLink(List.of(Point3.of(60, 1, 70)), Optional.of(Blob.of(new byte[] {3})), 51,
                RawString.of("ca\\roads\\asf6konec.p3d"), Transform.IDENTITY);
        return new OprwWorld(24, OptionalInt.empty(), 50f,
                ShortGrid.of(2, 2, new short[] {0, 1, 2, 3}), ByteGrid.filled(2, 2, (byte) 4),
                List.of(Point3.of(25, 40, 25)), ShortGrid.of(2, 2, new short[] {1, 1, 0, 1}),
                Optional.empty(), Optional.of(ByteGrid.filled(4, 4, (byte) 2)), Optional.of(ByteGrid.of(4, 4, texture)),
                FloatGrid.of(4, 4, heights),
                List.of(OprwMaterial.of(""), new OprwMaterial(RawString.of("data\\layers\\p_000-000_l00.rvmat"), 1)),
                List.of(RawString.of("ca\\structures\\house.p3d")),
                List.of(new OprwEntity(RawString.of("Land_Hangar"), RawString.of("ca\\buildings\\hangar.p3d"), Point3.of(20, 4, 20), 1)),
                IntGrid.of(2, 2, new int[] {0, 60, 60, 60}), IntGrid.filled(2, 2, 0),
                ByteGrid.of(2, 2, new byte[] {0, 1, 0, 1}), ByteGrid.filled(4, 4, (byte) 3), 1,
                List.of(new OprwRoadCell(0, List.of(a)), new OprwRoadCell(3, List.of(b))),
                List.of(new OprwObject(1, 0, Transform.headingAt(0, OBJECT_X, 5, 12), OprwObject.SHIPPED_SHAPE_PARAM)),
                List.of(OprwMapInfo.position(0, 1, 12.5f, 30f)), Blob.EMPTY, Blob.EMPTY);
    }

    static byte[] asVersion(int version) {
        return OprwWriter.write(world24().withVersion(version));
    }

    /** {@code file} with the first little-endian occurrence of {@code from} replaced by {@code to}. */
    static byte[] replaceFloat(byte[] file, float from, float to) {
        int f = Float.floatToRawIntBits(from);
        int t = Float.floatToRawIntBits(to);
        byte[] out = file.clone();
        for (int i = 0; i + 4 <= out.length; i++) {
            if ((out[i] & 0xFF | (out[i + 1] & 0xFF) << 8 | (out[i + 2] & 0xFF) << 16 | (out[i + 3] & 0xFF) << 24) == f) {
                for (int k = 0; k < 4; k++) {
                    out[i + k] = (byte) (t >>> 8 * k);
                }
                return out;
            }
        }
        throw new IllegalArgumentException(from + " is not in the file");
    }
}
