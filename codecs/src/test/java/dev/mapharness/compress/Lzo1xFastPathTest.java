package dev.mapharness.compress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.quicktheories.QuickTheory.qt;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.MapFormatException;
import io.airlift.compress.lzo.LzoCompressor;
import io.airlift.compress.lzo.LzoDecompressor;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The LZO1X decoder's fast paths (word moves, doubling copies, windows that move) against plain
 * byte-by-byte expectations and against aircompressor, an independent LZO1X implementation.
 */
class Lzo1xFastPathTest {

    static byte[] airCompress(byte[] data) {
        LzoCompressor compressor = new LzoCompressor();
        byte[] out = new byte[compressor.maxCompressedLength(data.length)];
        return Arrays.copyOf(out, compressor.compress(data, 0, data.length, out, 0, out.length));
    }

    private static byte[] airDecompress(byte[] stream, int size) {
        byte[] out = new byte[size];
        assertEquals(size, new LzoDecompressor().decompress(stream, 0, stream.length, out, 0, size));
        return out;
    }

    /** {@code out[at, at + length) = out[at - distance, ...)} one byte at a time, the reference semantics. */
    private static void naiveCopy(byte[] out, int at, int distance, int length) {
        for (int k = 0; k < length; k++) {
            out[at + k] = out[at - distance + k];
        }
    }

    /** {@code 001LLLLL [ext] LE16}: any length from 2 at a distance up to 16384. */
    private static StreamBytes mediumCopy(StreamBytes s, int distance, int length, int trailing) {
        if (length <= 33) {
            s.add(0x20 | (length - 2));
        } else {
            s.add(0x20).extension(length - 33);
        }
        int d = (distance - 1) << 2 | trailing;
        return s.add(d & 0xFF, d >> 8);
    }

    @Test
    void overlappingAndNearCopiesOfEveryDistanceAndLengthAroundWordSizes() {
        int[] lengths = {3, 4, 5, 7, 8, 9, 15, 16, 17, 23, 24, 25, 31, 32, 33, 34, 63, 64, 65, 66, 100, 255, 300, 511, 512,
            513, 1000};
        // every near distance, then around the word loops' steps (16, 32); the first literal run limits the prefix to 238 bytes
        int[] distances = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 31, 32, 33, 63, 64, 65, 200};
        for (int distance : distances) {
            for (int length : lengths) {
                byte[] prefix = StreamBytes.pattern(distance + 4);
                for (int after : new int[] {0, 1, 3, 40}) {
                    // literals, the copy, then `after` literals (0: the copy ends exactly at the decoded size)
                    int size = prefix.length + length + after;
                    byte[] expected = Arrays.copyOf(prefix, size);
                    naiveCopy(expected, prefix.length, distance, length);
                    byte[] tail = Arrays.copyOfRange(StreamBytes.pattern(after + 99), 99, after + 99);
                    System.arraycopy(tail, 0, expected, prefix.length + length, after);

                    StreamBytes s = StreamBytes.of(17 + prefix.length).add(prefix);
                    mediumCopy(s, distance, length, after <= 3 ? after : 0);
                    if (after > 18) {
                        s.add(0).extension(after - 18);
                    } else if (after > 3) {
                        s.add(after - 3);
                    }
                    byte[] stream = s.add(tail).add(0x11, 0, 0).bytes();
                    String what = "distance " + distance + ", length " + length + ", then " + after;
                    assertArrayEquals(expected, DecodeInputs.asBytes(Compression.LZO, stream, size), what);
                    assertArrayEquals(expected, airDecompress(stream, size), "the test's stream, " + what);
                    // the same stream with bytes after it, so that word reads have room
                    ByteInput in = ByteInput.of(StreamBytes.of().add(stream).add(new byte[32]).bytes());
                    assertArrayEquals(expected, Lzo1x.decode(in, size, "x"), what);
                    assertEquals(stream.length, in.offset());
                }
            }
        }
    }

    @Test
    void longCopiesThatDoNotOverlapAroundTheArraycopyThreshold() {
        for (int distance : new int[] {511, 512, 513, 2000}) {
            for (int length : new int[] {64, 511, 512, 513, 1999, 2000}) {
                byte[] prefix = StreamBytes.pattern(distance);
                for (int after : new int[] {0, 2, 40}) {
                    int size = distance + length + after;
                    byte[] expected = Arrays.copyOf(prefix, size);
                    naiveCopy(expected, distance, distance, length);
                    byte[] tail = Arrays.copyOfRange(StreamBytes.pattern(after + 99), 99, after + 99);
                    System.arraycopy(tail, 0, expected, distance + length, after);
                    StreamBytes s = StreamBytes.of(0).extension(distance - 18).add(prefix);
                    mediumCopy(s, distance, length, after <= 3 ? after : 0);
                    if (after > 3) {
                        s.add(0).extension(after - 18);
                    }
                    byte[] stream = s.add(tail).add(0x11, 0, 0).bytes();
                    String what = "distance " + distance + ", length " + length + ", then " + after;
                    assertArrayEquals(expected, DecodeInputs.asBytes(Compression.LZO, stream, size), what);
                    assertArrayEquals(expected, airDecompress(stream, size), "the test's stream, " + what);
                    if (size % 2 == 0) {
                        assertArrayEquals(expected, DecodeInputs.viaShorts(Compression.LZO, stream, size), what);
                    }
                }
            }
        }
    }

    @Test
    void shortCopiesInEveryTwoByteFormAtEveryNearDistance() {
        // 01LDDDSS / 1LLDDDSS: lengths 3..8 at distances 1..16, each followed by 0..3 trailing literals
        for (int distance = 1; distance <= 16; distance++) {
            for (int length = 3; length <= 8; length++) {
                for (int trailing = 0; trailing <= 3; trailing++) {
                    byte[] prefix = StreamBytes.pattern(20);
                    int size = 20 + length + trailing;
                    byte[] expected = Arrays.copyOf(prefix, size);
                    naiveCopy(expected, 20, distance, length);
                    for (int k = 0; k < trailing; k++) {
                        expected[20 + length + k] = (byte) (0xA0 + k);
                    }
                    int d = distance - 1;
                    int op = (length <= 4 ? 0x40 | (length - 3) << 5 : 0x80 | (length - 5) << 5) | (d & 7) << 2 | trailing;
                    StreamBytes s = StreamBytes.of(17 + 20).add(prefix).add(op, d >> 3);
                    for (int k = 0; k < trailing; k++) {
                        s.add(0xA0 + k);
                    }
                    byte[] stream = s.add(0x11, 0, 0).bytes();
                    assertArrayEquals(expected, DecodeInputs.asBytes(Compression.LZO, stream, size),
                            "distance " + distance + " length " + length + " trailing " + trailing);
                }
            }
        }
    }

    @Test
    void streamsThatEndExactlyAtTheEndOfTheirArray() {
        SplittableRandom rnd = new SplittableRandom(23);
        for (DecodeInputs.Kind kind : DecodeInputs.Kind.values()) {
            for (int size : new int[] {4, 8, 12, 20, 36, 1024, 5000}) {
                byte[] data = DecodeInputs.make(kind, size, rnd);
                for (byte[] stream : new byte[][] {Lzo1x.encode(data), airCompress(data)}) {
                    assertArrayEquals(data, DecodeInputs.asBytes(Compression.LZO, stream, size), kind + " " + size);
                    assertArrayEquals(data, DecodeInputs.viaInts(Compression.LZO, stream, size), kind + " " + size);
                }
            }
        }
    }

    @Test
    void truncationAtEveryByteOfBothEncodersStreamsFailsAtTheEndOfInput() {
        byte[] data = DecodeInputs.make(DecodeInputs.Kind.SMOOTH_FLOATS, 4000, new SplittableRandom(4));
        for (byte[] stream : new byte[][] {Lzo1x.encode(data), airCompress(data)}) {
            for (int cut = 0; cut < stream.length; cut++) {
                byte[] prefix = Arrays.copyOf(stream, cut);
                for (int target = 0; target < 2; target++) {
                    boolean ints = target == 1;
                    MapFormatException e = assertThrows(MapFormatException.class, () -> {
                        if (ints) {
                            CompressedArrays.readInts(ByteInput.of(prefix), Compression.LZO, data.length / 4, "x");
                        } else {
                            Lzo1x.decode(ByteInput.of(prefix), data.length, "x");
                        }
                    }, "cut at " + cut);
                    if (data.length > Lzo1x.maxDecodedSize(cut)) {
                        assertEquals(0, e.offset(), "size check, cut at " + cut);
                    } else {
                        assertEquals(cut, e.offset(), "cut at " + cut);
                        assertEquals("x.lzo", e.field());
                    }
                }
            }
        }
    }

    @Test
    void aircompressorsStreamsDecodeAlikeIntoEveryTarget() {
        qt().withExamples(60).withFixedSeed(0x1A20L).forAll(DecodeInputs.inputs()).checkAssert(input -> {
            byte[] data = input.bytes();
            byte[] stream = airCompress(data);
            assertArrayEquals(data, DecodeInputs.asBytes(Compression.LZO, stream, data.length), input.toString());
            assertArrayEquals(data, DecodeInputs.viaShorts(Compression.LZO, stream, data.length), input.toString());
            assertArrayEquals(data, DecodeInputs.viaInts(Compression.LZO, stream, data.length), input.toString());
        });
    }

    @Test
    void ourStreamsDecodeAlikeIntoEveryTargetAndInAircompressor() {
        qt().withExamples(60).withFixedSeed(0x1A21L).forAll(DecodeInputs.inputs()).checkAssert(input -> {
            byte[] data = input.bytes();
            byte[] stream = Lzo1x.encode(data);
            assertArrayEquals(data, airDecompress(stream, data.length), input.toString());
            assertArrayEquals(data, DecodeInputs.asBytes(Compression.LZO, stream, data.length), input.toString());
            assertArrayEquals(data, DecodeInputs.viaShorts(Compression.LZO, stream, data.length), input.toString());
            assertArrayEquals(data, DecodeInputs.viaInts(Compression.LZO, stream, data.length), input.toString());
        });
    }

    @Test
    void copiesLongerThanTheWindowAtTheFarthestDistance() {
        // 49151 literals, then one copy of 400 000 bytes at distance 49151 (the LZO1X maximum), then 2 literals
        byte[] lits = StreamBytes.pattern(Lzo1x.M4_MAX_DISTANCE);
        int length = 400_000;
        int size = lits.length + length + 2;
        byte[] expected = Arrays.copyOf(lits, size);
        naiveCopy(expected, lits.length, Lzo1x.M4_MAX_DISTANCE, length);
        expected[size - 2] = 5;
        expected[size - 1] = 6;
        int d = Lzo1x.M4_MAX_DISTANCE - Lzo1x.M3_MAX_DISTANCE;
        StreamBytes s = StreamBytes.of(0x00).extension(lits.length - 18).add(lits);
        s.add(0x10 | (d >> 14 & 1) << 3).extension(length - 9).add((d & 0x3FFF) << 2 & 0xFF | 2, (d & 0x3FFF) >> 6);
        byte[] stream = s.add(5, 6).add(0x11, 0, 0).bytes();
        assertArrayEquals(expected, airDecompress(stream, size), "the test's stream");
        assertArrayEquals(expected, DecodeInputs.asBytes(Compression.LZO, stream, size));
        // as shorts and ints: a copy of a whole number of elements, no trailing literals
        int even = lits.length + length + 1;
        byte[] evenStream = StreamBytes.of(0x00).extension(lits.length - 18).add(lits)
                .add(0x10 | (d >> 14 & 1) << 3).extension(even - lits.length - 9).add((d & 0x3FFF) << 2 & 0xFF, (d & 0x3FFF) >> 6)
                .add(0x11, 0, 0).bytes();
        byte[] evenExpected = Arrays.copyOf(lits, even);
        naiveCopy(evenExpected, lits.length, Lzo1x.M4_MAX_DISTANCE, even - lits.length);
        assertEquals(0, even % 4);
        assertArrayEquals(evenExpected, DecodeInputs.viaInts(Compression.LZO, evenStream, even));
        assertArrayEquals(evenExpected, DecodeInputs.viaShorts(Compression.LZO, evenStream, even));
    }
}
