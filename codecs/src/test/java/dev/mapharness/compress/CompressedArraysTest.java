package dev.mapharness.compress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.bytes.FieldMap;
import dev.mapharness.bytes.MapFormatException;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class CompressedArraysTest {

    private static byte[] written(Compression c, byte[] values) {
        ByteOutput out = new ByteOutput();
        CompressedArrays.writeBytes(out, c, values);
        return out.toByteArray();
    }

    @ParameterizedTest
    @EnumSource(Compression.class)
    void emptyArrayReadsAndWritesNothing(Compression c) {
        assertEquals(0, written(c, new byte[0]).length);
        ByteInput in = ByteInput.of(new byte[0]);
        assertEquals(0, CompressedArrays.readBytes(in, c, 0, "x").length);
        assertEquals(0, CompressedArrays.readShorts(in, c, 0, "x").length);
        assertEquals(0, CompressedArrays.readInts(in, c, 0, "x").length);
        assertEquals(0, in.offset());
    }

    @ParameterizedTest
    @EnumSource(Compression.class)
    void belowTheThresholdArraysAreRaw(Compression c) {
        for (int n : new int[] {1, 1023}) {
            byte[] values = StreamBytes.pattern(n);
            byte[] file = written(c, values);
            assertArrayEquals(values, file, n + " bytes are stored raw");
            ByteInput in = ByteInput.of(file);
            assertArrayEquals(values, CompressedArrays.readBytes(in, c, n, "x"));
            assertEquals(n, in.offset());
        }
    }

    @ParameterizedTest
    @EnumSource(Compression.class)
    void fromTheThresholdOnArraysAreCompressed(Compression c) {
        for (int n : new int[] {1024, 1025}) {
            byte[] values = new byte[n];
            values[n - 1] = 5;
            byte[] file = written(c, values);
            assertArrayEquals(c.encode(values), file, n + " bytes are one stream");
            assertTrue(file.length < n / 4, "zeros compress");
            byte[] withTail = StreamBytes.of().add(file).add(0x42).bytes();
            ByteInput in = ByteInput.of(withTail);
            assertArrayEquals(values, CompressedArrays.readBytes(in, c, n, "x"));
            assertEquals(file.length, in.offset());
        }
    }

    @ParameterizedTest
    @EnumSource(Compression.class)
    void shortsAndIntsUseTheByteSizeForTheThreshold(Compression c) {
        short[] raw = new short[511];
        short[] packed = new short[512];
        for (int i = 0; i < packed.length; i++) {
            packed[i] = (short) (i * 3 - 700);
        }
        System.arraycopy(packed, 0, raw, 0, raw.length);
        ByteOutput out = new ByteOutput();
        CompressedArrays.writeShorts(out, c, raw);
        assertEquals(1022, out.size());
        CompressedArrays.writeShorts(out, c, packed);
        int[] ints = new int[256];
        for (int i = 0; i < ints.length; i++) {
            ints[i] = Float.floatToRawIntBits(i * 0.5f);
        }
        int[] rawInts = java.util.Arrays.copyOf(ints, 255);
        int before = out.size();
        CompressedArrays.writeInts(out, c, rawInts);
        assertEquals(1020, out.size() - before);
        CompressedArrays.writeInts(out, c, ints);

        ByteInput in = ByteInput.of(out.toByteArray());
        assertArrayEquals(raw, CompressedArrays.readShorts(in, c, 511, "a"));
        assertEquals(1022, in.offset());
        assertArrayEquals(packed, CompressedArrays.readShorts(in, c, 512, "b"));
        assertArrayEquals(rawInts, CompressedArrays.readInts(in, c, 255, "c"));
        assertArrayEquals(ints, CompressedArrays.readInts(in, c, 256, "d"));
        assertFalse(in.hasRemaining());
    }

    @ParameterizedTest
    @EnumSource(Compression.class)
    void compressedArrayIsOneFieldMapEntry(Compression c) {
        byte[] values = StreamBytes.pattern(5000);
        byte[] stream = c.encode(values);
        FieldMap map = new FieldMap();
        ByteInput in = ByteInput.of(stream, map);
        in.enter("world");
        assertArrayEquals(values, CompressedArrays.readBytes(in, c, values.length, "grass"));
        List<FieldMap.Entry> entries = map.entries();
        if (c == Compression.LZO) {
            assertEquals(List.of(new FieldMap.Entry(0, stream.length, "world.grass.lzo", 0)), entries);
        } else {
            assertEquals(List.of(new FieldMap.Entry(0, stream.length - 4, "world.grass.lzss", 0),
                    new FieldMap.Entry(stream.length - 4, stream.length, "world.grass.checksum", 0)), entries);
        }
    }

    @ParameterizedTest
    @EnumSource(Compression.class)
    void hostileCountsFailBeforeAllocating(Compression c) {
        byte[] stream = c.encode(new byte[2048]);
        for (long count : new long[] {-1, 1L << 29, Integer.MAX_VALUE, Long.MAX_VALUE}) {
            ByteInput in = ByteInput.of(stream);
            in.skip(1, "before");
            MapFormatException e = assertThrows(MapFormatException.class,
                    () -> CompressedArrays.readInts(in, c, count, "elevation"), "count " + count);
            assertEquals(1, e.offset());
            assertEquals("elevation", e.field());
        }
        MapFormatException negative = assertThrows(MapFormatException.class,
                () -> CompressedArrays.readShorts(ByteInput.of(stream), c, -1, "elevation"));
        assertEquals("a non-negative element count", negative.expected());
        assertEquals("-1", negative.found());
        // the most ints below 2 GiB passes the first check and fails the second; one more fails the first
        long most = (Integer.MAX_VALUE - 8) / 4;
        MapFormatException large = assertThrows(MapFormatException.class,
                () -> CompressedArrays.readInts(ByteInput.of(stream), c, most + 1, "elevation"));
        assertEquals("at most " + most + " elements of 4 bytes (an array below 2 GiB)", large.expected());
        assertEquals(String.valueOf(most + 1), large.found());
        MapFormatException largest = assertThrows(MapFormatException.class,
                () -> CompressedArrays.readInts(ByteInput.of(stream), c, most, "elevation"));
        assertEquals(most + " elements of 4 bytes in the " + stream.length + " bytes left (" + c + " decodes to at most "
                + c.maxDecodedSize(stream.length) + " bytes)", largest.expected());
        assertEquals(4 * most + " bytes", largest.found());
        // within 2 GiB but beyond what the bytes left can decode to; exactly the bound passes the size check
        long tooMany = c.maxDecodedSize(stream.length) + 1;
        MapFormatException e = assertThrows(MapFormatException.class,
                () -> CompressedArrays.readBytes(ByteInput.of(stream), c, tooMany, "grass"));
        assertEquals(0, e.offset());
        assertEquals(tooMany + " bytes", e.found());
        MapFormatException bound = assertThrows(MapFormatException.class,
                () -> CompressedArrays.readBytes(ByteInput.of(stream), c, tooMany - 1, "grass"));
        assertEquals(c == Compression.LZO ? "grass.lzo" : "grass.lzss", bound.field());
        // raw: more than the bytes left
        e = assertThrows(MapFormatException.class, () -> CompressedArrays.readShorts(ByteInput.of(new byte[10]), c, 6, "r"));
        assertEquals(0, e.offset());
        assertEquals("r", e.field());
        assertEquals("6 elements of 2 bytes in the 10 bytes left (raw)", e.expected());
        assertEquals("12 bytes", e.found());
        // raw: exactly the bytes left
        assertEquals(5, CompressedArrays.readShorts(ByteInput.of(new byte[10]), c, 5, "r").length);
    }

    @ParameterizedTest
    @EnumSource(Compression.class)
    void streamErrorsNameTheArray(Compression c) {
        byte[] stream = c.encode(StreamBytes.pattern(2000));
        byte[] cut = java.util.Arrays.copyOf(stream, stream.length - 5);
        ByteInput in = ByteInput.of(cut);
        in.enter("world");
        MapFormatException e = assertThrows(MapFormatException.class,
                () -> CompressedArrays.readBytes(in, c, 2000, "grass"));
        assertEquals(c == Compression.LZO ? "world.grass.lzo" : "world.grass.lzss", e.field());
        assertEquals(cut.length, e.offset());
    }

    @ParameterizedTest
    @EnumSource(Compression.class)
    void anArrayOfExactlyTheThresholdIsAStreamInTheSizeCheck(Compression c) {
        MapFormatException e = assertThrows(MapFormatException.class,
                () -> CompressedArrays.readBytes(ByteInput.of(new byte[3]), c, CompressedArrays.THRESHOLD, "r"));
        assertEquals("1024 elements of 1 bytes in the 3 bytes left (" + c + " decodes to at most " + c.maxDecodedSize(3)
                + " bytes)", e.expected());
        assertEquals("1024 bytes", e.found());
    }
}
