package dev.mapharness.wvr8;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Inputs built to break readers: each must end in a MapFormatException naming the offset and field. */
class Wvr8HostileInputTest {

    private static MapFormatException rejected(byte[] file, long offset, String field) {
        MapFormatException e = null;
        for (ReadOptions mode : List.of(ReadOptions.STRICT, ReadOptions.LENIENT)) {
            e = assertThrows(MapFormatException.class, () -> Wvr8Reader.read(file, mode));
            assertEquals(field, e.field(), e::getMessage);
            assertEquals(offset, e.offset(), e::getMessage);
        }
        return e;
    }

    @Test
    void emptyFile() {
        rejected(new byte[0], 0, "header.signature");
    }

    @Test
    void threeBytes() {
        rejected(new byte[] {'8', 'W', 'V'}, 0, "header.signature");
    }

    @Test
    void wrongSignature() {
        byte[] file = Wvr8Samples.smallWorldBytes();
        file[0] = '4';
        MapFormatException e = rejected(file, 0, "header.signature");
        assertTrue(e.found().contains("4WVR"), e.getMessage());
    }

    @Test
    void gridsOfTwoToTheThirtyFirstSquared() {
        long big = 1L << 31;
        rejected(Wvr8Bytes.header(big, big, 1, 1, 1).u32(0).toBytes(), 24, "header.landX × landY");
        rejected(Wvr8Bytes.header(1, 1, big, big, 1).u32(0).toBytes(), 24, "header.terrainX × terrainY");
        rejected(Wvr8Bytes.header(0xFFFF_FFFFL, 0xFFFF_FFFFL, 0xFFFF_FFFFL, 0xFFFF_FFFFL, 1).toBytes(),
                24, "header.landX × landY");
    }

    @Test
    void landGridThatOverflowsIntButNotLong() {
        // 65536 × 65536 = 2^32 cells: 0 as an int product
        rejected(Wvr8Bytes.header(65536, 65536, 1, 1, 1).u32(0).toBytes(), 24, "header.landX × landY");
        // 46341 × 46341 overflows int to a negative number
        rejected(Wvr8Bytes.header(46341, 46341, 1, 1, 1).u32(0).toBytes(), 24, "header.landX × landY");
        rejected(Wvr8Bytes.header(1, 1, 65536, 65536, 1).u32(0).toBytes(), 24, "header.terrainX × terrainY");
    }

    @Test
    void zeroSizedGrids() {
        rejected(Wvr8Bytes.header(0, 1, 1, 1, 1).u32(0).u32(0).toBytes(), 24, "header.landX × landY");
        rejected(Wvr8Bytes.header(1, 1, 1, 0, 1).u32(0).u32(0).toBytes(), 24, "header.terrainX × terrainY");
    }

    @Test
    void gridsThatFitAloneButNotTogether() {
        // 40 bytes follow the header: land 10 × 1 needs 20, terrain 2 × 4 needs 32, both 52
        byte[] file = Wvr8Bytes.header(10, 1, 2, 4, 1).bytes(new byte[40]).toBytes();
        MapFormatException e = rejected(file, 24, "header");
        assertTrue(e.found().contains("52 bytes"), e.getMessage());
    }

    @Test
    void materialCountOfAllOnes() {
        byte[] file = Wvr8Bytes.header(2, 2, 2, 2, 50f).f32(0).f32(0).f32(0).f32(0).u16(0).u16(0).u16(0).u16(0)
                .u32(0xFFFF_FFFFL).material().dummy(new int[12], 0).toBytes();
        MapFormatException e = rejected(file, Wvr8Samples.N_MATERIALS_AT, "nMaterials");
        assertEquals("4294967295", e.found());
    }

    @Test
    void materialCountJustPastWhatTheBytesCanHold() {
        // 3 materials need 12 bytes; only 8 follow
        byte[] file = Wvr8Bytes.header(1, 1, 1, 1, 50f).f32(0).u16(0).u32(3).u32(0).u32(0).toBytes();
        rejected(file, 30, "nMaterials");
    }

    @Test
    void nameLengthPastTheEnd() {
        byte[] file = Wvr8Bytes.header(2, 2, 2, 2, 50f).f32(0).f32(0).f32(0).f32(0).u16(0).u16(0).u16(0).u16(0)
                .u32(2).material().u32(0xFFFF_FFF0L).ascii("a.paa").u32(0).toBytes();
        MapFormatException e = rejected(file, Wvr8Samples.MATERIAL_1_AT, "materials[1].names[0].length");
        assertEquals(String.valueOf(0xFFFF_FFF0L), e.found());
    }

    @Test
    void modelLengthPastTheEnd() {
        byte[] file = Wvr8Bytes.header(1, 1, 1, 1, 50f).f32(0).u16(0).u32(1).material()
                .identity().f32(0).f32(0).f32(0).u32(1).u32(0xFFFF_FFFFL).ascii("x.p3d").toBytes();
        rejected(file, 30 + 4 + 4 + 48 + 4, "objects[0].model.length");
    }

    /** The field every prefix of the small world stops in, by the prefix's length. */
    private static String expectedField(int length) {
        if (length < 4) {
            return "header.signature";
        } else if (length < 24) {
            return "header." + List.of("landX", "landY", "terrainX", "terrainY", "landCellSize").get(length / 4 - 1);
        } else if (length < 32) {
            return "header.landX × landY";
        } else if (length < 40) {
            return "header.terrainX × terrainY";
        } else if (length < 48) {
            return "header";
        } else if (length < 60) {
            // the count is checked first: 2 materials need at least 8 more bytes
            return "nMaterials";
        } else if (length < 65) {
            return "materials[1].names[0].length";
        } else if (length < 69) {
            return "materials[1].names[1].length";
        } else if (length < 117) {
            return "objects[0].transform";
        } else if (length < 121) {
            return "objects[0].id";
        } else if (length < 130) {
            return "objects[0].model.length";
        } else if (length < 178) {
            return "objects[1].transform";
        } else if (length < 182) {
            return "objects[1].id";
        } else {
            return "objects[1].model.length";
        }
    }

    /** Where that field starts; grid checks stop at the end of the header, string lengths at the length. */
    private static long expectedOffset(int length) {
        if (length < 4) {
            return 0;
        } else if (length < 24) {
            return length / 4 * 4;
        } else if (length < 48) {
            return 24;
        } else if (length < 60) {
            return 48;
        } else if (length < 65) {
            return 56;
        } else if (length < 69) {
            return 65;
        } else if (length < 117) {
            return 69;
        } else if (length < 121) {
            return 117;
        } else if (length < 130) {
            return 121;
        } else if (length < 178) {
            return 130;
        } else {
            return length < 182 ? 178 : 182;
        }
    }

    @Test
    void everyTruncationFailsAtItsFieldOrEndsAtARecordBoundary() {
        byte[] whole = Wvr8Samples.smallWorldBytes();
        assertEquals(Wvr8Samples.END, whole.length);
        for (int length = 0; length < whole.length; length++) {
            byte[] prefix = Arrays.copyOf(whole, length);
            for (ReadOptions mode : List.of(ReadOptions.STRICT, ReadOptions.LENIENT)) {
                if (length == Wvr8Samples.OBJECT_0_AT || length == Wvr8Samples.OBJECT_1_AT) {
                    // an object list cut at a record boundary is a list without its dummy
                    Decoded<Wvr8World> d = Wvr8Reader.read(prefix, mode);
                    assertTrue(d.model().dummy().isEmpty());
                    assertEquals(length == Wvr8Samples.OBJECT_0_AT ? 0 : 1, d.model().objects().size());
                    assertEquals("objects", d.violations().get(d.violations().size() - 1).field());
                    continue;
                }
                try {
                    Wvr8Reader.read(prefix, mode);
                    fail("a " + length + "-byte prefix decoded");
                } catch (MapFormatException e) {
                    assertEquals(expectedField(length), e.field(), "prefix of " + length + ": " + e.getMessage());
                    assertEquals(expectedOffset(length), e.offset(), "prefix of " + length + ": " + e.getMessage());
                }
            }
        }
    }

    @Test
    void garbageAfterTheDummyFailsStrictly() {
        byte[] file = Wvr8Samples.smallWorld().ascii("garbage").toBytes();
        MapFormatException e = assertThrows(MapFormatException.class, () -> Wvr8Reader.read(file, ReadOptions.STRICT));
        assertEquals(Wvr8Samples.END, e.offset());
        assertEquals("trailing", e.field());
    }

    /**
     * Random damage to valid files: whatever decodes must write and read back to the same model;
     * nothing but MapFormatException may escape. A fixed seed keeps every run the same.
     */
    @Test
    void damagedFilesDecodeOrFailCleanly() {
        Random random = new Random(0x8_57_52L);
        byte[] base = Wvr8Samples.smallWorld().ascii("tail").toBytes();
        int decoded = 0;
        for (int round = 0; round < 20_000; round++) {
            byte[] file = Arrays.copyOf(base, Math.max(0, base.length - random.nextInt(8)));
            int flips = 1 + random.nextInt(4);
            for (int i = 0; i < flips && file.length > 0; i++) {
                int at = random.nextInt(file.length);
                file[at] = random.nextInt(3) == 0 ? (byte) 0xFF : (byte) random.nextInt(256);
            }
            for (ReadOptions mode : List.of(ReadOptions.STRICT, ReadOptions.LENIENT)) {
                Decoded<Wvr8World> d;
                try {
                    d = Wvr8Reader.read(file, mode);
                } catch (MapFormatException e) {
                    assertTrue(e.offset() >= 0 && e.offset() <= file.length, e::getMessage);
                    continue;
                }
                decoded++;
                Wvr8World again = Wvr8Reader.read(Wvr8Writer.write(d.model()), ReadOptions.LENIENT).model();
                assertEquals(d.model(), again, "round " + round);
            }
        }
        assertTrue(decoded > 1000, "only " + decoded + " damaged files decoded; the test lost its reach");
    }
}
