package dev.mapharness.compress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static dev.mapharness.compress.Lzo1xFastLoopEdgesTest.PREFIX;
import static dev.mapharness.compress.Lzo1xFastLoopEdgesTest.copied;
import static dev.mapharness.compress.Lzo1xFastLoopEdgesTest.farPrefix;
import static dev.mapharness.compress.Lzo1xFastLoopEdgesTest.farPrefixed;
import static dev.mapharness.compress.Lzo1xFastLoopEdgesTest.prefixed;
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
 * byte-by-byte expectations and against aircompressor, an independent LZO1X implementation; and
 * which instructions the fast loop takes and which it leaves to the checked step, counted by the
 * decoder, at each edge of what the fast loop takes.
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

    // Which instructions go to the checked step. Both ways decode the same bytes, so only the
    // decoder's count tells a fast loop that stops too soon (a slower decoder) from the right one.

    /** The fast loop keeps this much window past an instruction's output (Lzo1xDecoder.SLACK). */
    private static final int SLACK = 32;

    /**
     * A window with {@code spare} bytes past the decoded size, as an {@link ElementWindow} has once it
     * has moved near the end of a long array: with {@link #SLACK} spare or more the fast loop's output
     * ends at the decoded size itself, where in a byte array of the decoded size it ends {@code SLACK}
     * bytes before it.
     */
    static final class SpareWindow extends DecodeTarget {
        SpareWindow(int decodedSize, int spare) {
            super(decodedSize, false);
            window = new byte[decodedSize + spare];
        }

        @Override
        int room(int op, int n) {
            return op;
        }

        @Override
        void finish(int op) {
            assertEquals(decodedSize, op);
        }
    }

    /** What a decode produced, and how many instructions the checked step took. */
    private record Decoded(byte[] bytes, int checked) {
    }

    /**
     * Decodes {@code stream} followed by {@code after} other bytes (what follows a stream in a file:
     * they move the input's end, and with it where the fast loop stops) into {@code out}.
     */
    private static Decoded decode(byte[] stream, int after, DecodeTarget out) {
        ByteInput in = ByteInput.of(StreamBytes.of().add(stream).add(new byte[after]).bytes());
        Lzo1xDecoder decoder = new Lzo1xDecoder(in, out, "x");
        assertEquals(stream.length, decoder.run());
        return new Decoded(Arrays.copyOf(out.window, out.decodedSize), decoder.checkedInstructions());
    }

    /** A byte array of exactly the decoded size, as {@link Lzo1x#decode} allocates for a stream that justifies it. */
    private static DecodedBytes byteArray(int size) {
        return new DecodedBytes(size, size, false);
    }

    @Test
    void anInstructionEightBytesBeforeTheInputsEndGoesTheFastWayAndOneByteLaterToTheCheckedStep() {
        // 200 literals, a copy of 3 at distance 5 (01 0 100 00, 00), the end marker: the copy starts 5
        // bytes before the stream's end, so `after` bytes after the stream put it 5 + after bytes
        // before the input's end. The fast loop takes an instruction with 8 bytes of input from its
        // start (3 for itself, a word of trailing literals); the end marker is always checked.
        byte[] stream = prefixed().add(0x50, 0x00).add(0x11, 0x00, 0x00).bytes();
        byte[] expected = copied(PREFIX, 3, 5);
        for (int after = 0; after <= 5; after++) {
            Decoded d = decode(stream, after, new SpareWindow(expected.length, SLACK));
            assertArrayEquals(expected, d.bytes(), after + " bytes after");
            assertEquals(5 + after >= 8 ? 1 : 2, d.checked(), after + " bytes after");
        }
    }

    @Test
    void aLiteralRunEndingExactlyAtTheFastLoopsOutputLimitGoesTheFastWay() {
        // 200 literals, a copy of 3 without literals (state 0), a run of 10 literals, a copy of `last`
        // bytes at distance 1, the end marker. In a byte array the fast loop's output ends SLACK bytes
        // before the decoded size: the run ends exactly there when last = 32 and is taken; with 31 it
        // ends a byte past it and is checked. The last copy and the end marker are checked either way.
        byte[] lits = StreamBytes.pattern(10);
        for (int last = SLACK - 1; last <= SLACK + 1; last++) {
            StreamBytes s = prefixed().add(0x50, 0x00).add(lits.length - 3).add(lits);
            byte[] stream = mediumCopy(s, 1, last, 0).add(0x11, 0x00, 0x00).bytes();
            byte[] expected = copied(copied(PREFIX, 3, 5, lits), last, 1);
            Decoded d = decode(stream, 0, byteArray(expected.length));
            assertArrayEquals(expected, d.bytes(), "last copy of " + last);
            assertEquals(last >= SLACK ? 2 : 3, d.checked(), "last copy of " + last);
        }
    }

    @Test
    void aCopyWhoseTrailingLiteralsEndExactlyAtTheFastLoopsOutputLimitGoesTheFastWay() {
        // 200 literals, a copy of 20 at distance 9 with 2 trailing literals, a copy of `last` bytes at
        // distance 1, the end marker: the first copy's output, its literals included, ends exactly
        // SLACK bytes before the decoded size when last = 32
        for (int last = SLACK - 1; last <= SLACK + 1; last++) {
            StreamBytes s = mediumCopy(prefixed(), 9, 20, 2).add('p', 'q');
            byte[] stream = mediumCopy(s, 1, last, 0).add(0x11, 0x00, 0x00).bytes();
            byte[] expected = copied(copied(PREFIX, 20, 9, (byte) 'p', (byte) 'q'), last, 1);
            Decoded d = decode(stream, 0, byteArray(expected.length));
            assertArrayEquals(expected, d.bytes(), "last copy of " + last);
            assertEquals(last >= SLACK ? 2 : 3, d.checked(), "last copy of " + last);
        }
    }

    @Test
    void aCopyFromTheFirstDecodedByteGoesTheFastWayAndOneFromBeforeItFailsInTheCheckedStep() {
        // 200 literals, a copy of 4 from 200 bytes back (01 1 111 00, 24: distance 24 * 8 + 7 + 1),
        // a copy of 32 at distance 1, the end marker: the first copy reads byte 0 onwards
        byte[] stream = mediumCopy(prefixed().add(0x7C, 24), 1, SLACK, 0).add(0x11, 0x00, 0x00).bytes();
        byte[] expected = copied(copied(PREFIX, 4, 200), SLACK, 1);
        Decoded d = decode(stream, 0, byteArray(expected.length));
        assertArrayEquals(expected, d.bytes());
        assertEquals(2, d.checked());

        // distance 201 (01 1 000 00, 25) reaches a byte before the output: the fast loop leaves it
        // to the checked step, which fails at it
        byte[] far = mediumCopy(prefixed().add(0x60, 25), 1, SLACK, 0).add(0x11, 0x00, 0x00).bytes();
        DecodedBytes out = byteArray(expected.length);
        Lzo1xDecoder decoder = new Lzo1xDecoder(ByteInput.of(far), out, "x");
        MapFormatException e = assertThrows(MapFormatException.class, decoder::run);
        assertEquals("a copy distance within the 200 bytes decoded so far", e.expected());
        assertEquals(1 + PREFIX.length, e.offset());
        assertEquals(1, decoder.checkedInstructions());
        assertArrayEquals(PREFIX, Arrays.copyOf(out.window, PREFIX.length));
    }

    @Test
    void aLiteralRunWhoseLiteralsAreTheInputsLastBytesGoesTheFastWay() {
        // 200 literals, a copy of 3 without literals (state 0), then a run of 10 literals that end the
        // input: the fast loop takes the run, as all its literals are there, and the checked step
        // then finds no end marker (a truncated stream, whichever way the run went)
        byte[] lits = StreamBytes.pattern(10);
        byte[] stream = prefixed().add(0x50, 0x00).add(lits.length - 3).add(lits).bytes();
        DecodedBytes out = byteArray(1000);
        Lzo1xDecoder decoder = new Lzo1xDecoder(ByteInput.of(stream), out, "x");
        MapFormatException e = assertThrows(MapFormatException.class, decoder::run);
        assertEquals("1 more byte of LZO stream (213 of 1000 bytes decoded)", e.expected());
        assertEquals(stream.length, e.offset());
        assertEquals(1, decoder.checkedInstructions());
        byte[] expected = copied(PREFIX, 3, 5, lits);
        assertArrayEquals(expected, Arrays.copyOf(out.window, expected.length));
    }

    @Test
    void anInstructionEndingASliceExactlyLeavesTheNextToTheNextSliceNotToTheCheckedStep() {
        // a first literal run of `first` bytes (0000 0000 and an extension), a copy of 64 and a copy of
        // 32 at distance 1, the end marker. The fast loop returns after each 65 536 bytes of output (a
        // slice) and is called again; where the run ends the first slice exactly, the copy of 64 is the
        // next slice's first instruction. Only the last copy (past the output limit) and the end marker
        // are checked, wherever the slice ends.
        for (int first = 65_535; first <= 65_537; first++) {
            byte[] lits = StreamBytes.pattern(first);
            StreamBytes s = mediumCopy(StreamBytes.of(0x00).extension(first - 18).add(lits), 1, 64, 0);
            byte[] stream = mediumCopy(s, 1, SLACK, 0).add(0x11, 0x00, 0x00).bytes();
            byte[] expected = copied(copied(lits, 64, 1), SLACK, 1);
            Decoded d = decode(stream, 0, byteArray(expected.length));
            assertArrayEquals(expected, d.bytes(), "a first run of " + first);
            assertEquals(2, d.checked(), "a first run of " + first);
        }
    }

    @Test
    void aCopysLengthExtensionReachingEightBytesBeforeTheInputsEndIsLeftToTheCheckedStep() {
        // 001 00000, an extension of one zero and 10 (a copy of 33 + 255 + 10), LE16 19 00 (distance 7,
        // 1 trailing literal), the literal, the end marker; the same with 0001 0000 (a copy of 9 + 255 +
        // 10) and LE16 05 00 (distance 16385) after 20 004 bytes. With nothing after the stream the zero
        // lies 8 bytes before the input's end, where the fast loop stops scanning an extension, and the
        // copy goes to the checked step; a byte more input and the fast loop reads the whole extension.
        byte[] near = prefixed().add(0x20, 0x00, 10, 0x19, 0x00, 'z').add(0x11, 0x00, 0x00).bytes();
        byte[] nearExpected = copied(PREFIX, 298, 7, (byte) 'z');
        byte[] far = farPrefixed().add(0x10, 0x00, 10, 0x05, 0x00, 'z').add(0x11, 0x00, 0x00).bytes();
        byte[] farExpected = copied(farPrefix(), 274, 16_385, (byte) 'z');
        for (int after = 0; after <= 2; after++) {
            // a window with room past the decoded size, or a copy this near the end would be checked for its output
            Decoded n = decode(near, after, new SpareWindow(nearExpected.length, SLACK));
            assertArrayEquals(nearExpected, n.bytes(), "001, " + after + " bytes after");
            assertEquals(after == 0 ? 2 : 1, n.checked(), "001, " + after + " bytes after");
            Decoded f = decode(far, after, new SpareWindow(farExpected.length, SLACK));
            assertArrayEquals(farExpected, f.bytes(), "0001, " + after + " bytes after");
            assertEquals(after == 0 ? 2 : 1, f.checked(), "0001, " + after + " bytes after");
        }
    }

    /**
     * 20 000 literals, then {@code blocks} times every instruction form (state 4, 1, 3 copies, short,
     * medium and far copies with and without extensions, literal runs with and without one, 0..3
     * trailing literals), then a copy of 40 at distance 1 and one of 3 at distance 5 with a trailing
     * literal, 10 and 6 bytes before the input's end, and the end marker.
     */
    private static byte[] everyForm(int blocks) {
        StreamBytes s = StreamBytes.of(0x00).extension(20_000 - 18).add(StreamBytes.pattern(20_000));
        byte[] lits = StreamBytes.pattern(20);
        for (int b = 0; b < blocks; b++) {
            s.add(0x09, 100).add(lits[0]); // state 4: 3 bytes at distance 100 * 4 + 2 + 2049, 1 literal
            s.add(0x0E, 0x00).add(lits[1], lits[2]); // state 1: 2 bytes at distance 3 + 1, 2 literals
            s.add(0xF7, 2).add(lits[3], lits[4], lits[5]); // 1 11 101 11: 8 bytes at distance 2 * 8 + 5 + 1, 3 literals
            s.add(0x00, 1); // state 3: 2 bytes at distance 1 * 4 + 1, no literals (state 0)
            s.add(0x05).add(Arrays.copyOf(lits, 8)); // a run of 8 literals (state 4)
            mediumCopy(s, 300, 40, 0); // with an extension, no literals (state 0)
            s.add(0x00, 2).add(lits); // a run of 18 + 2 literals (state 4)
            s.add(0x10, 20, 0x91, 0x01).add(lits[6]); // 0001 0000, ext 20: 29 bytes at distance 16384 + 100, 1 literal
            s.add(0x40, 0x01); // 01 0 000 00: 3 bytes at distance 9, no literals (state 0)
            s.add(0x01).add(lits[7], lits[8], lits[9], lits[10]); // a run of 4 literals (state 4)
        }
        return mediumCopy(s, 1, 40, 0).add(0x51, 0x00, 'e').add(0x11, 0x00, 0x00).bytes();
    }

    @Test
    void aLongStreamLeavesOnlyItsLastInstructionsAndTheEndMarkerToTheCheckedStep() {
        // 1500 blocks of 126 bytes: over 200 000 bytes, four slices
        byte[] stream = everyForm(1500);
        int size = 20_000 + 1500 * 126 + 40 + 4;
        byte[] expected = airDecompress(stream, size);
        // where the fast loop's output may end at the decoded size, only the instructions starting
        // within 8 bytes of the input's end are checked: the last copy and the end marker
        Decoded roomy = decode(stream, 0, new SpareWindow(size, SLACK));
        assertArrayEquals(expected, roomy.bytes());
        assertEquals(2, roomy.checked());
        // in a byte array also those ending within SLACK bytes of the decoded size: the copy of 40 too
        Decoded bytes = decode(stream, 0, byteArray(size));
        assertArrayEquals(expected, bytes.bytes());
        assertEquals(3, bytes.checked());
        assertArrayEquals(expected, DecodeInputs.asBytes(Compression.LZO, stream, size));
    }
}
