package dev.mapharness.wvr8;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Canonical files round trip byte for byte: write(read(b)) == b, and read(write(m)) == m. */
class Wvr8RoundTripTest {

    private static void roundTrips(byte[] file, ReadOptions mode) {
        Decoded<Wvr8World> d = Wvr8Reader.read(file, mode);
        byte[] written = Wvr8Writer.write(d.model());
        assertArrayEquals(file, written);
        assertEquals(d.model(), Wvr8Reader.read(written, mode).model());
    }

    @Test
    void smallWorld() {
        roundTrips(Wvr8Samples.smallWorldBytes(), ReadOptions.STRICT);
    }

    @Test
    void noObjectsOnlyTheDummy() {
        byte[] file = Wvr8Bytes.header(1, 1, 1, 1, 12.5f).f32(3f).u16(0).u32(1).material()
                .dummy(Wvr8Samples.DUMMY_BITS, 0xFFFF_FFFFL).toBytes();
        roundTrips(file, ReadOptions.STRICT);
        assertEquals(0, Wvr8Reader.read(file, ReadOptions.STRICT).model().objects().size());
    }

    @Test
    void noMaterialsNoObjectsNoDummy() {
        byte[] file = Wvr8Bytes.header(1, 1, 1, 1, 1f).f32(0f).u16(0).u32(0).toBytes();
        roundTrips(file, ReadOptions.STRICT);
    }

    @Test
    void dummyPayloadBitsAndAnOddIdSurvive() {
        byte[] file = Wvr8Samples.smallWorldBytes();
        Wvr8Dummy dummy = Wvr8Reader.read(file, ReadOptions.STRICT).model().dummy().orElseThrow();
        assertEquals(0x7FC00001, dummy.transform().bits(0));
        assertEquals(0xFFFFFFFF, dummy.transform().bits(1));
        assertEquals(0x7F800001, dummy.transform().bits(3));
        assertEquals(0x80000001, dummy.id());
        roundTrips(file, ReadOptions.STRICT);
    }

    @Test
    void materialZeroWithNamesAndIndicesPastTheList() {
        byte[] file = Wvr8Bytes.header(2, 1, 4, 2, 25f).f32(1).f32(2).f32(3).f32(4).f32(5).f32(6).f32(7).f32(8)
                .u16(0).u16(900)
                .u32(2).material("tb\\a.rvmat").material("b.paa", "c.paa")
                .object(1, 2, 3, 1, "a.p3d").object(4, 5, 6, 1, "a.p3d")
                .dummy(new int[12], 3).toBytes();
        assertEquals(3, Wvr8Reader.read(file, ReadOptions.STRICT).violations().size());
        roundTrips(file, ReadOptions.STRICT);
    }

    @ParameterizedTest
    @ValueSource(ints = {0x7FC00123, 0x7F800001, 0xFFFFFFFF, 0x80000000})
    void landCellSizeBitsSurvive(int bits) {
        byte[] file = Wvr8Bytes.header(1, 1, 1, 1, 0).f32(0f).u16(0).u32(1).material().dummy(new int[12], 0).toBytes();
        file[20] = (byte) bits;
        file[21] = (byte) (bits >>> 8);
        file[22] = (byte) (bits >>> 16);
        file[23] = (byte) (bits >>> 24);
        roundTrips(file, ReadOptions.LENIENT);
    }

    @Test
    void trailingBytesAfterTheDummyInLenientMode() {
        byte[] file = Wvr8Samples.smallWorld().ascii("left over by an editor").u32(0).toBytes();
        roundTrips(file, ReadOptions.LENIENT);
    }

    static Stream<Long> seeds() {
        return IntStream.range(0, 40).mapToObj(i -> 0x8000L + i);
    }

    /** Many materials and objects, random bits everywhere, encoded by hand from a fixed seed. */
    @ParameterizedTest
    @MethodSource("seeds")
    void generatedWorlds(long seed) {
        Random r = new Random(seed);
        int landX = 1 + r.nextInt(6);
        int landY = 1 + r.nextInt(6);
        int terrainX = landX * (1 + r.nextInt(3));
        int terrainY = landY * (1 + r.nextInt(3));
        Wvr8Bytes b = Wvr8Bytes.header(landX, landY, terrainX, terrainY, 1 + r.nextInt(100));
        for (int i = 0; i < terrainX * terrainY; i++) {
            b.u32(r.nextInt() & 0xFFFF_FFFFL);
        }
        int materials = r.nextInt(30);
        for (int i = 0; i < landX * landY; i++) {
            b.u16(r.nextInt(materials + 3));
        }
        b.u32(materials);
        for (int m = 0; m < materials; m++) {
            String[] names = new String[r.nextInt(4)];
            for (int j = 0; j < names.length; j++) {
                names[j] = "m" + m + "_" + j + "x".repeat(r.nextInt(40)) + ".rvmat";
            }
            b.material(names);
        }
        int objects = r.nextInt(80);
        for (int o = 0; o < objects; o++) {
            int[] bits = new int[12];
            for (int i = 0; i < 12; i++) {
                bits[i] = r.nextInt();
            }
            b.transformBits(bits).u32(r.nextInt(50) & 0xFFFF_FFFFL).str("ca\\obj" + o + ".p3d");
        }
        boolean withDummy = r.nextInt(4) != 0;
        if (withDummy) {
            int[] bits = new int[12];
            for (int i = 0; i < 12; i++) {
                bits[i] = r.nextInt();
            }
            b.dummy(bits, r.nextInt() & 0xFFFF_FFFFL);
        }
        byte[] file = b.toBytes();
        roundTrips(file, ReadOptions.STRICT);
        Wvr8World w = Wvr8Reader.read(file, ReadOptions.STRICT).model();
        assertEquals(materials, w.materials().size());
        assertEquals(objects, w.objects().size());
        assertEquals(withDummy, w.dummy().isPresent());
        assertTrue(w.objects().stream().allMatch(o -> o.model().endsWithIgnoreCase(".p3d")));
    }
}
