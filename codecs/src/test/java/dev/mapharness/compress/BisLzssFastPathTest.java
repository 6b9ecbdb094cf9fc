package dev.mapharness.compress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.MapFormatException;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The LZSS decoder's fast paths (whole groups without checks, 8-byte words, windows that move)
 * against a plain byte-by-byte decoder written from the format description, on random valid
 * streams: references at every distance, into the spaces before the start, cut at any size. And
 * which groups go the fast way and which the checked one, counted by the decoder, at each edge of
 * what the fast way takes.
 */
class BisLzssFastPathTest {

    /** A decoded prefix and the stream bytes it took. */
    private record Plain(byte[] decoded, int consumed) {
    }

    /** The format description, byte by byte: stops at {@code size}, possibly inside a group or a reference. */
    private static Plain plainDecode(byte[] stream, int size) {
        byte[] out = new byte[size];
        int op = 0;
        int ip = 0;
        while (op < size) {
            int flags = stream[ip++];
            for (int item = 0; item < 8 && op < size; item++, flags >>= 1) {
                if ((flags & 1) != 0) {
                    out[op++] = stream[ip++];
                } else {
                    int b0 = stream[ip++] & 0xFF;
                    int b1 = stream[ip++] & 0xFF;
                    int distance = b0 | (b1 & 0xF0) << 4;
                    int length = (b1 & 0x0F) + 3;
                    for (int k = 0; k < length && op < size; k++, op++) {
                        out[op] = op - distance < 0 ? (byte) 0x20 : out[op - distance];
                    }
                }
            }
        }
        return new Plain(out, ip);
    }

    /** {@code items} random items; distances near (1..20), anywhere (1..4095) or at most the output so far. */
    private static byte[] randomItems(int items, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        ByteArrayOutputStream s = new ByteArrayOutputStream();
        int literalPercent = rnd.nextInt(101);
        int nearPercent = rnd.nextInt(101);
        for (int group = 0; group < items; group += 8) {
            int flags = 0;
            ByteArrayOutputStream body = new ByteArrayOutputStream();
            for (int item = 0; item < 8; item++) {
                if (rnd.nextInt(100) < literalPercent) {
                    flags |= 1 << item;
                    body.write(rnd.nextInt(256));
                } else {
                    int distance = rnd.nextInt(100) < nearPercent ? 1 + rnd.nextInt(20) : 1 + rnd.nextInt(BisLzss.MAX_DISTANCE);
                    int length = 3 + rnd.nextInt(16);
                    body.write(distance & 0xFF);
                    body.write((distance >> 4 & 0xF0) | (length - 3));
                }
            }
            s.write(flags);
            s.writeBytes(body.toByteArray());
        }
        return s.toByteArray();
    }

    private static byte[] withChecksum(byte[] items, int consumed, byte[] decoded) {
        return StreamBytes.of().add(Arrays.copyOf(items, consumed)).u32(StreamBytes.sum(decoded)).bytes();
    }

    @Test
    void randomStreamsDecodeAsTheFormatSaysIntoEveryTarget() {
        qt().withExamples(150).withFixedSeed(0x155L)
                .forAll(integers().between(1, 40_000), integers().between(0, 100), longs().all())
                .checkAssert((items, cutPercent, seed) -> {
                    byte[] stream = randomItems(items, seed);
                    int full = fullSize(stream);
                    int size = (int) ((long) full * cutPercent / 100) & ~3;
                    Plain plain = plainDecode(stream, size);
                    byte[] input = withChecksum(stream, plain.consumed(), plain.decoded());
                    String what = items + " items, cut to " + size + " of " + full + ", seed " + seed;
                    assertArrayEquals(plain.decoded(), DecodeInputs.asBytes(Compression.LZSS, input, size), what);
                    assertArrayEquals(plain.decoded(), DecodeInputs.viaShorts(Compression.LZSS, input, size), what);
                    assertArrayEquals(plain.decoded(), DecodeInputs.viaInts(Compression.LZSS, input, size), what);
                });
    }

    /** What all of a generated stream decodes to. */
    private static int fullSize(byte[] stream) {
        int size = 0;
        int ip = 0;
        while (ip < stream.length) {
            int flags = stream[ip++];
            for (int item = 0; item < 8; item++, flags >>= 1) {
                if ((flags & 1) != 0) {
                    size++;
                    ip++;
                } else {
                    size += (stream[ip + 1] & 0x0F) + 3;
                    ip += 2;
                }
            }
        }
        return size;
    }

    @Test
    void everyNearDistanceAndLengthInFastAndCheckedGroups() {
        for (int distance = 1; distance <= 16; distance++) {
            for (int length = 3; length <= 18; length++) {
                // 24 literals, 8 equal references, then 24 more literals: the middle group is a fast
                // one when enough follows, a checked one when the decoded size ends inside it
                StreamBytes s = new StreamBytes();
                byte[] lits = StreamBytes.pattern(48);
                for (int g = 0; g < 3; g++) {
                    s.add(0xFF).add(Arrays.copyOfRange(lits, 8 * g, 8 * g + 8));
                }
                s.add(0x00);
                for (int k = 0; k < 8; k++) {
                    s.add(distance, (distance >> 4 & 0xF0) | (length - 3));
                }
                for (int g = 3; g < 6; g++) {
                    s.add(0xFF).add(Arrays.copyOfRange(lits, 8 * g, 8 * g + 8));
                }
                byte[] items = s.bytes();
                int full = fullSize(items);
                for (int size : new int[] {full, full - 24, 24 + 8 * length, 24 + 3 * length + 1, 25}) {
                    Plain plain = plainDecode(items, size);
                    byte[] input = withChecksum(items, plain.consumed(), plain.decoded());
                    assertArrayEquals(plain.decoded(), DecodeInputs.asBytes(Compression.LZSS, input, size),
                            "distance " + distance + " length " + length + " size " + size);
                }
            }
        }
    }

    @Test
    void referencesIntoTheSpacesBeforeTheStartInAFastGroup() {
        // a first group of 8 references reaching before the start (distances 1..4095), then literals
        StreamBytes s = StreamBytes.of(0x00);
        int[] distances = {1, 7, 8, 9, 18, 100, 4095, 3};
        for (int d : distances) {
            s.add(d & 0xFF, (d >> 4 & 0xF0) | 15);
        }
        for (int g = 0; g < 20; g++) {
            s.add(0xFF).add(StreamBytes.pattern(8));
        }
        byte[] items = s.bytes();
        int size = fullSize(items);
        Plain plain = plainDecode(items, size);
        assertEquals(0x20, plain.decoded()[0]);
        byte[] input = withChecksum(items, plain.consumed(), plain.decoded());
        assertArrayEquals(plain.decoded(), DecodeInputs.asBytes(Compression.LZSS, input, size));
        assertArrayEquals(plain.decoded(), DecodeInputs.viaInts(Compression.LZSS, input, size));
    }

    @Test
    void zeroDistanceInAFastGroupFailsAtTheReference() {
        // 3 groups of literals, then a group whose fifth item is a reference of distance 0, then more
        StreamBytes s = new StreamBytes();
        for (int g = 0; g < 3; g++) {
            s.add(0xFF).add(StreamBytes.pattern(8));
        }
        s.add(0xEF).add(1, 2, 3, 4).add(0x00, 0x0F).add(5, 6, 7);
        for (int g = 0; g < 30; g++) {
            s.add(0xFF).add(StreamBytes.pattern(8));
        }
        byte[] stream = s.u32(0).bytes();
        MapFormatException e = assertThrows(MapFormatException.class,
                () -> BisLzss.decode(ByteInput.of(stream), 500, "x"));
        assertEquals(27 + 1 + 4, e.offset());
        assertEquals("x.lzss", e.field());
    }

    @Test
    void ourStreamsDecodeIntoEveryTarget() {
        qt().withExamples(60).withFixedSeed(0x156L).forAll(DecodeInputs.inputs()).checkAssert(input -> {
            byte[] data = input.bytes();
            byte[] stream = BisLzss.encode(data);
            assertArrayEquals(data, DecodeInputs.asBytes(Compression.LZSS, stream, data.length), input.toString());
            assertArrayEquals(data, DecodeInputs.viaShorts(Compression.LZSS, stream, data.length), input.toString());
            assertArrayEquals(data, DecodeInputs.viaInts(Compression.LZSS, stream, data.length), input.toString());
        });
    }

    @Test
    void truncationAtEveryByteFailsAtTheEndOfInputInEveryTarget() {
        byte[] data = DecodeInputs.make(DecodeInputs.Kind.SMOOTH_FLOATS, 3000, new SplittableRandom(8));
        byte[] stream = BisLzss.encode(data);
        int streamLength = stream.length - 4;
        for (int cut = 0; cut < stream.length; cut++) {
            byte[] prefix = Arrays.copyOf(stream, cut);
            MapFormatException bytes = assertThrows(MapFormatException.class,
                    () -> BisLzss.decode(ByteInput.of(prefix), data.length, "x"));
            MapFormatException ints = assertThrows(MapFormatException.class,
                    () -> CompressedArrays.readInts(ByteInput.of(prefix), Compression.LZSS, data.length / 4, "x"));
            for (MapFormatException e : new MapFormatException[] {bytes, ints}) {
                if (data.length > BisLzss.maxDecodedSize(cut)) {
                    assertEquals(0, e.offset(), "size check, cut at " + cut);
                } else if (cut < streamLength) {
                    assertEquals(cut, e.offset(), "cut at " + cut);
                    assertEquals("x.lzss", e.field());
                } else {
                    assertEquals(streamLength, e.offset(), "checksum cut at " + cut);
                    assertEquals("x.checksum", e.field());
                }
            }
        }
    }

    @Test
    void checksumOfAWindowedDecodeCoversEveryByte() {
        byte[] data = DecodeInputs.make(DecodeInputs.Kind.RANDOM, 300_000, new SplittableRandom(9));
        byte[] stream = BisLzss.encode(data);
        stream[stream.length - 4]++;
        MapFormatException e = assertThrows(MapFormatException.class,
                () -> CompressedArrays.readInts(ByteInput.of(stream), Compression.LZSS, data.length / 4, "x"));
        assertEquals("x.checksum", e.field());
        assertEquals(stream.length - 4, e.offset());
    }

    // Which groups go to the checked path. Both ways decode the same bytes, so only the decoder's
    // count tells a fast path that stops too soon (a slower decoder) from the right one.

    /** Decodes {@code stream} into {@code out} (a checksum after it is the caller's); returns the checked groups. */
    private static int checkedGroups(byte[] stream, int consumed, DecodeTarget out) {
        BisLzssDecoder decoder = new BisLzssDecoder(ByteInput.of(stream), out, "x");
        assertEquals(consumed, decoder.run());
        return decoder.checkedGroups();
    }

    /** 8 literals, then 8 references of 18 bytes at distance 8: 26 bytes for 152. */
    private static StreamBytes literalsThenLongestReferences() {
        StreamBytes s = StreamBytes.of(0xFF).add(StreamBytes.pattern(8)).add(0x00);
        for (int k = 0; k < 8; k++) {
            s.add(8, 0x0F);
        }
        return s;
    }

    @Test
    void aGroupWithExactlyItsSeventeenBytesOfInputLeftGoesTheFastWay() {
        // the two groups end the input (as they would with nothing after them, not even the
        // checksum) where 1000 bytes are claimed: the second group's 17 bytes are all there, so it
        // goes the fast way, and only the missing third group is checked, and found truncated
        byte[] items = literalsThenLongestReferences().bytes();
        DecodedBytes out = new DecodedBytes(1000, 1000, true);
        BisLzssDecoder decoder = new BisLzssDecoder(ByteInput.of(items), out, "x");
        MapFormatException e = assertThrows(MapFormatException.class, decoder::run);
        assertEquals("more LZSS stream (152 of 1000 bytes decoded)", e.expected());
        assertEquals(items.length, e.offset());
        assertEquals(1, decoder.checkedGroups());
        assertArrayEquals(plainDecode(items, 152).decoded(), Arrays.copyOf(out.window, 152));
    }

    @Test
    void aGroupWithExactly144BytesOwedGoesTheFastWayWhereTheWindowHas152() {
        // the second group owes the last 144 bytes, the most a group writes; written in words it
        // needs 8 bytes of window past them: a window with 8 spare bytes or more takes it the fast
        // way, one with 7 leaves it to the checked path
        byte[] items = literalsThenLongestReferences().bytes();
        byte[] expected = plainDecode(items, 152).decoded();
        byte[] stream = withChecksum(items, items.length, expected);
        for (int spare : new int[] {7, 8, 100}) {
            Lzo1xFastPathTest.SpareWindow out = new Lzo1xFastPathTest.SpareWindow(152, spare);
            assertEquals(spare >= 8 ? 0 : 1, checkedGroups(stream, items.length, out), spare + " spare bytes");
            assertArrayEquals(expected, Arrays.copyOf(out.window, 152), spare + " spare bytes");
        }
    }

    @Test
    void inAByteArrayAGroupWithExactly152BytesLeftGoesTheFastWay() {
        // then `last` literals: with 8, the second group starts 152 bytes before the end of a byte
        // array of the decoded size (room for its 144 bytes and its words' 8 past them) and goes the
        // fast way; with 7 it is checked. The last group, short of room, is checked either way.
        for (int last = 7; last <= 8; last++) {
            StreamBytes s = literalsThenLongestReferences().add(0xFF >> (8 - last)).add(StreamBytes.pattern(last));
            byte[] items = s.bytes();
            int size = 152 + last;
            byte[] expected = plainDecode(items, size).decoded();
            byte[] stream = withChecksum(items, items.length, expected);
            DecodedBytes out = new DecodedBytes(size, size, true);
            assertEquals(last == 8 ? 1 : 2, checkedGroups(stream, items.length, out), last + " literals last");
            assertArrayEquals(expected, out.bytes(), last + " literals last");
            assertArrayEquals(expected, BisLzss.decode(ByteInput.of(stream), size, "x"), last + " literals last");
        }
    }

    @Test
    void aLongStreamLeavesOnlyItsLastGroupToTheCheckedPath() {
        // 3000 rounds of a group of literals, one of references (near, far, into the spaces before
        // the start in the first round) and one of both, then 8 references of 18 bytes: the last
        // group owes 144 bytes and in a byte array of the decoded size has no room for its words
        // past them; every other group has 152 bytes or more left
        int[] distances = {1, 3, 7, 8, 9, 100, 4095, 2};
        StreamBytes s = new StreamBytes();
        for (int round = 0; round < 3000; round++) {
            s.add(0xFF).add(StreamBytes.pattern(8));
            s.add(0x00);
            for (int k = 0; k < 8; k++) {
                s.add(distances[k] & 0xFF, (distances[k] >> 4 & 0xF0) | (k + round) % 16);
            }
            // 1010 0101: literal, reference, literal, reference, reference, literal, reference, literal
            s.add(0xA5).add(round & 0xFF).add(5, 0x03).add(0x41).add(40, 0x1F).add(2, 0x0A)
                    .add(0x42).add(12, 0x06).add(0x43);
        }
        s.add(0x00);
        for (int k = 0; k < 8; k++) {
            s.add(17, 0x0F);
        }
        byte[] items = s.bytes();
        int size = fullSize(items);
        byte[] expected = plainDecode(items, size).decoded();
        byte[] stream = withChecksum(items, items.length, expected);
        DecodedBytes bytes = new DecodedBytes(size, size, true);
        assertEquals(1, checkedGroups(stream, items.length, bytes));
        assertArrayEquals(expected, bytes.bytes());
        // where the window has room past the decoded size, not even the last group
        Lzo1xFastPathTest.SpareWindow roomy = new Lzo1xFastPathTest.SpareWindow(size, 8);
        assertEquals(0, checkedGroups(stream, items.length, roomy));
        assertArrayEquals(expected, Arrays.copyOf(roomy.window, size));
        assertArrayEquals(expected, DecodeInputs.asBytes(Compression.LZSS, stream, size));
    }
}
