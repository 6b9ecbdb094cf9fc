package dev.mapharness.compress;

import static java.nio.charset.StandardCharsets.US_ASCII;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.MapFormatException;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class Lzo1xTest {
    private static final int[] END = {0x11, 0x00, 0x00};

    private static byte[] ascii(String s) {
        return s.getBytes(US_ASCII);
    }

    private static byte[] decode(byte[] stream, int decodedSize) {
        ByteInput in = ByteInput.of(stream);
        byte[] out = Lzo1x.decode(in, decodedSize, "x");
        assertEquals(stream.length, in.offset(), "the whole stream is consumed");
        return out;
    }

    private static MapFormatException failure(byte[] stream, int decodedSize) {
        return assertThrows(MapFormatException.class, () -> Lzo1x.decode(ByteInput.of(stream), decodedSize, "x"));
    }

    @Test
    void endMarkerAloneIsTheEmptyStream() {
        assertEquals(0, decode(StreamBytes.of(END).bytes(), 0).length);
        assertArrayEquals(StreamBytes.of(END).bytes(), Lzo1x.encode(new byte[0]));
    }

    @Test
    void firstByteLiteralRun() {
        assertArrayEquals(ascii("abc"), decode(StreamBytes.of(0x14, 'a', 'b', 'c').add(END).bytes(), 3));
        byte[] lits = StreamBytes.pattern(238);
        assertArrayEquals(lits, decode(StreamBytes.of(0xFF).add(lits).add(END).bytes(), 238));
    }

    @Test
    void literalRunInstructionWithZeroByteExtension() {
        byte[] lits = StreamBytes.pattern(18 + 255 + 2);
        // first byte 0 = literal run with state 0; 18 + 255 (one zero byte) + 2
        assertArrayEquals(lits, decode(StreamBytes.of(0x00, 0x00, 0x02).add(lits).add(END).bytes(), lits.length));
        byte[] four = ascii("wxyz");
        assertArrayEquals(four, decode(StreamBytes.of(0x01).add(four).add(END).bytes(), 4));
    }

    @Test
    void shortCopyOfFiveToEightBytes() {
        // "abc" (state 3), then 1LLDDDSS: length 6, distance 3
        byte[] stream = StreamBytes.of(0x14, 'a', 'b', 'c', 0x80 | 1 << 5 | 2 << 2, 0x00).add(END).bytes();
        assertArrayEquals(ascii("abcabcabc"), decode(stream, 9));
    }

    @Test
    void threeByteCopyTrailingLiteralsAndTwoByteCopy() {
        // 'x' (state 1); 01LDDDSS length 3 distance 1 with 2 trailing literals; then state 2 makes
        // 0000DDSS a 2-byte copy within 1 KiB: distance 2
        byte[] stream = StreamBytes.of(0x12, 'x', 0x42, 0x00, 'y', 'z', 0x04, 0x00).add(END).bytes();
        assertArrayEquals(ascii("xxxxyzyz"), decode(stream, 8));
    }

    @Test
    void mediumCopyWithAndWithoutExtension() {
        // "ab", 001LLLLL length 10 distance 2
        byte[] stream = StreamBytes.of(0x13, 'a', 'b', 0x28, 0x04, 0x00).add(END).bytes();
        assertArrayEquals(ascii("abababababab"), decode(stream, 12));
        // 'q', L = 0: 33 + 255 + 1 = 289 bytes at distance 1, then one trailing literal in the LE16's S bits
        byte[] longer = StreamBytes.of(0x12, 'q', 0x20, 0x00, 0x01, 0x01, 0x00, 'r').add(END).bytes();
        byte[] expected = new byte[291];
        Arrays.fill(expected, (byte) 'q');
        expected[290] = 'r';
        assertArrayEquals(expected, decode(longer, 291));
    }

    @Test
    void farCopiesWithBothHighBits() {
        byte[] lits = StreamBytes.pattern(33000);
        StreamBytes s = StreamBytes.of(0x00).extension(lits.length - 18).add(lits);
        // 0001HLLL H = 0: length 5 at distance 16400 (D = 16); then H = 1: length 2 + 7 + 3 = 12 at 32800 (D = 32)
        s.add(0x13, 16 << 2, 0x00);
        s.add(0x18).extension(3).add(32 << 2, 0x00);
        byte[] expected = Arrays.copyOf(lits, 33000 + 5 + 12);
        System.arraycopy(expected, 33000 - 16400, expected, 33000, 5);
        System.arraycopy(expected, 33005 - 32800, expected, 33005, 12);
        assertArrayEquals(expected, decode(s.add(END).bytes(), expected.length));
    }

    @Test
    void afterFourOrMoreLiteralsTheShortFormReachesTwoToThreeKilobytes() {
        byte[] lits = StreamBytes.pattern(3000);
        // state 4: 0000DDSS HHHHHHHH = 3 bytes at (H << 2) + D + 2049 = 2100 → H = 12, D = 3
        byte[] stream = StreamBytes.of(0x00).extension(3000 - 18).add(lits).add(0x0C, 0x0C).add(END).bytes();
        byte[] expected = Arrays.copyOf(lits, 3003);
        System.arraycopy(lits, 900, expected, 3000, 3);
        assertArrayEquals(expected, decode(stream, 3003));
        // the same copy with 40 literals after it, so that it is decoded with the input's end far off
        byte[] tail = StreamBytes.pattern(140);
        byte[] longer = StreamBytes.of(0x00).extension(3000 - 18).add(lits).add(0x0C, 0x0C)
                .add(0x00, 40 - 18).add(Arrays.copyOfRange(tail, 100, 140)).add(END).bytes();
        byte[] longerExpected = Arrays.copyOf(expected, 3043);
        System.arraycopy(tail, 100, longerExpected, 3003, 40);
        assertArrayEquals(longerExpected, decode(longer, 3043));
    }

    @Test
    void bytesAfterTheMarkerAreLeftUnconsumed() {
        byte[] stream = StreamBytes.of(0x14, 'a', 'b', 'c').add(END).add(0x7E, 0x7F).bytes();
        ByteInput in = ByteInput.of(stream);
        assertArrayEquals(ascii("abc"), Lzo1x.decode(in, 3, "x"));
        assertEquals(7, in.offset());
        assertEquals(0x7E, in.u8("next"));
    }

    @Test
    void copyFromBeforeTheStartFailsAtTheInstruction() {
        // 'a', then 01LDDDSS length 3 distance 5
        MapFormatException e = failure(StreamBytes.of(0x12, 'a', 0x50, 0x00).add(END).bytes(), 4);
        assertEquals(2, e.offset());
        assertEquals("x.lzo", e.field());
        assertEquals("a copy distance within the 1 bytes decoded so far", e.expected());
        assertEquals("5", e.found());
        // 01LDDDSS: distance 2 after 2 literals reaches the first byte, distance 3 does not
        assertArrayEquals(ascii("ababa"), decode(StreamBytes.of(0x13, 'a', 'b', 0x44, 0x00).add(END).bytes(), 5));
        assertEquals("3", failure(StreamBytes.of(0x13, 'a', 'b', 0x48, 0x00).add(END).bytes(), 5).found());
    }

    @Test
    void failuresAreReportedAtFileOffsetsWhenTheStreamStartsInsideTheInput() {
        // five bytes of something else, then a stream whose copy reaches before its output's start
        byte[] file = StreamBytes.of(9, 9, 9, 9, 9, 0x12, 'a', 0x50, 0x00).add(END).bytes();
        ByteInput in = ByteInput.of(file);
        in.skip(5, "before");
        MapFormatException e = assertThrows(MapFormatException.class, () -> Lzo1x.decode(in, 4, "x"));
        assertEquals(5 + 2, e.offset());
        // and one cut short: at the end of the input
        ByteInput cut = ByteInput.of(StreamBytes.of(9, 9, 9, 9, 9, 0x14, 'a', 'b', 'c', 0x11).bytes());
        cut.skip(5, "before");
        assertEquals(10, assertThrows(MapFormatException.class, () -> Lzo1x.decode(cut, 3, "x")).offset());
    }

    @Test
    void theFirstLiteralRunSetsTheState() {
        // 2 literals (state 2): 0000DDSS is a 2-byte copy at distance 1
        assertArrayEquals(ascii("abbb"), decode(StreamBytes.of(0x13, 'a', 'b', 0x00, 0x00).add(END).bytes(), 4));
        assertEquals(4, Lzo1xDecoder.scan(ByteInput.of(StreamBytes.of(0x13, 'a', 'b', 0x00, 0x00).add(END).bytes()), 100));
        // 5 literals (state 4): a 3-byte copy from 2049 back, which 5 bytes do not reach
        MapFormatException e = failure(StreamBytes.of(0x16, 'a', 'b', 'c', 'd', 'e', 0x00, 0x00).add(END).bytes(), 8);
        assertEquals(6, e.offset());
        assertEquals("2049", e.found());
        // a first byte of 17 is an ordinary instruction: here the end marker, so nothing is counted
        assertEquals(0, Lzo1xDecoder.scan(ByteInput.of(StreamBytes.of(END).add(0, 0, 0, 0).bytes()), 100));
    }

    @Test
    void aStreamCutRightAfterAnInstructionCountsWhatItDecoded() {
        // 001LLLLL: 3 bytes at distance 1, then the input ends
        MapFormatException copy = failure(StreamBytes.of(0x14, 'a', 'b', 'c', 0x21, 0x00, 0x00).bytes(), 10);
        assertEquals(7, copy.offset());
        assertEquals("1 more byte of LZO stream (6 of 10 bytes decoded)", copy.expected());
        // 0000DDSS in state 2 without its second byte
        MapFormatException pair = failure(StreamBytes.of(0x13, 'a', 'b', 0x00).bytes(), 4);
        assertEquals(4, pair.offset());
        assertEquals("1 more byte of LZO stream (2 of 4 bytes decoded)", pair.expected());
    }

    @Test
    void copyAtTheVeryStartFails() {
        MapFormatException e = failure(StreamBytes.of(0x11, 0x04, 0x00).add(END).bytes(), 3);
        assertEquals(0, e.offset());
    }

    @Test
    void outputBeyondTheDecodedSizeFailsAtTheInstruction() {
        byte[] stream = StreamBytes.of(0x14, 'a', 'b', 'c', 0xA8, 0x00).add(END).bytes();
        MapFormatException e = failure(stream, 5);
        assertEquals(4, e.offset());
        assertEquals("x.lzo", e.field());
        assertEquals("a stream producing exactly 5 bytes", e.expected());
        assertEquals("an instruction producing 6 bytes after 3 (only 2 left)", e.found());
        // a first literal run longer than the decoded size
        assertEquals(0, failure(StreamBytes.of(0x14, 'a', 'b', 'c').add(END).bytes(), 2).offset());
    }

    @Test
    void hugeExtensionIsAnOverrunNotAnOverflow() {
        StreamBytes s = StreamBytes.of(0x12, 'q', 0x20);
        for (int i = 0; i < 100_000; i++) {
            s.add(0);
        }
        MapFormatException e = failure(s.add(0x01, 0x00, 0x00).add(END).bytes(), 10);
        assertEquals(2, e.offset());
    }

    @Test
    void endMarkerBeforeTheDecodedSizeFails() {
        MapFormatException e = failure(StreamBytes.of(0x14, 'a', 'b', 'c').add(END).bytes(), 4);
        assertEquals(4, e.offset());
        assertEquals("x.lzo", e.field());
        assertEquals("a stream producing 4 bytes", e.expected());
        assertEquals("the end marker after 3 bytes", e.found());
    }

    @Test
    void missingEndMarkerFails() {
        // all bytes decoded, then another instruction instead of the marker
        MapFormatException e = failure(StreamBytes.of(0x14, 'a', 'b', 'c', 0x40, 0x00).add(END).bytes(), 3);
        assertEquals(4, e.offset());
        assertEquals("the end marker 11 00 00 after all 3 bytes", e.expected());
        assertEquals("instruction 40", e.found());
        // all bytes decoded, then zero bytes where the marker belongs
        assertEquals(4, failure(StreamBytes.of(0x14, 'a', 'b', 'c', 0, 0, 0, 0).bytes(), 3).offset());
        // all bytes decoded, then the input ends
        MapFormatException end = failure(StreamBytes.of(0x14, 'a', 'b', 'c').add(0x11, 0x00).bytes(), 3);
        assertEquals(6, end.offset());
        assertEquals("end of input", end.found());
        assertEquals("1 more byte of LZO stream (3 of 3 bytes decoded)", end.expected());
        // the first literal run cut short: the bytes missing are counted
        MapFormatException cut = failure(StreamBytes.of(0x16, 'a', 'b', 'c').bytes(), 5);
        assertEquals(4, cut.offset());
        assertEquals("2 more bytes of LZO stream (0 of 5 bytes decoded)", cut.expected());
        // nothing at all
        MapFormatException empty = failure(new byte[0], 0);
        assertEquals(0, empty.offset());
        assertEquals("1 more byte of LZO stream (0 of 0 bytes decoded)", empty.expected());
    }

    @Test
    void malformedEndMarkersAreRejected() {
        // distance 16384 with S bits set, and with length 4
        MapFormatException s = failure(StreamBytes.of(0x14, 'a', 'b', 'c', 0x11, 0x01, 0x00).bytes(), 3);
        assertEquals(4, s.offset());
        assertEquals("the end marker 11 00 00", s.expected());
        assertEquals("an end-of-stream copy encoded as 11 ... 01 00", s.found());
        assertEquals(4, failure(StreamBytes.of(0x14, 'a', 'b', 'c', 0x12, 0x00, 0x00).bytes(), 3).offset());
    }

    @Test
    void truncationAtEveryLengthFailsAtTheEndOfInput() {
        byte[] data = ascii("LZO LZO LZO world world world, elevation and more elevation; LZO world.");
        byte[] stream = Lzo1x.encode(data);
        for (int cut = 0; cut < stream.length; cut++) {
            byte[] prefix = Arrays.copyOf(stream, cut);
            MapFormatException e = failure(prefix, data.length);
            if (data.length > Lzo1x.maxDecodedSize(cut)) {
                assertEquals(0, e.offset(), "size check, cut at " + cut);
                assertEquals("x", e.field());
            } else {
                assertEquals(cut, e.offset(), "cut at " + cut);
                assertEquals("x.lzo", e.field());
            }
        }
        // a long hand-built stream, so most cuts pass the size check
        byte[] lits = StreamBytes.pattern(40);
        byte[] hand = StreamBytes.of(0x00).extension(40 - 18).add(lits).add(0x20, 0x05, 0x04, 0x00).add(END).bytes();
        int size = 40 + 33 + 5;
        decode(hand, size);
        for (int cut = 0; cut < hand.length; cut++) {
            MapFormatException e = failure(Arrays.copyOf(hand, cut), size);
            assertEquals(size > Lzo1x.maxDecodedSize(cut) ? 0 : cut, e.offset(), "cut at " + cut);
        }
    }

    @Test
    void decodedSizeBeyondWhatTheInputCanHoldFailsBeforeDecoding() {
        ByteInput in = ByteInput.of(StreamBytes.of(0x12, 'a', 0x20, 0, 0, 0, 0xFF, 0x00, 0x00).add(END).bytes());
        MapFormatException e = assertThrows(MapFormatException.class, () -> Lzo1x.decode(in, 1 << 30, "x"));
        assertEquals(0, e.offset());
        assertEquals("x", e.field());
        assertEquals("a decoded size of at most " + 255 * 9 + " bytes (what the 12 bytes left can hold as LZO)", e.expected());
        assertEquals(String.valueOf(1 << 30), e.found());
        MapFormatException negative = assertThrows(MapFormatException.class,
                () -> Lzo1x.decode(ByteInput.of(StreamBytes.of(END).bytes()), -1, "x"));
        assertEquals("a non-negative decoded size", negative.expected());
        assertEquals(0, Lzo1x.maxDecodedSize(3));
        assertEquals(255, Lzo1x.maxDecodedSize(4));
        assertThrows(MapFormatException.class, () -> Lzo1x.decode(ByteInput.of(StreamBytes.of(END).bytes()), -1, "x"));
    }

    @Test
    void theBoundIsLongMaxWhereTheProductDoesNotFitALong() {
        long largest = Long.MAX_VALUE / 255;
        assertEquals(largest * 255, Lzo1x.maxDecodedSize(largest + 3));
        // one byte more: 255 × (largest + 1) is at least 2^63 and would wrap to a negative bound
        assertEquals(Long.MAX_VALUE, Lzo1x.maxDecodedSize(largest + 4));
        assertEquals(Long.MAX_VALUE, Lzo1x.maxDecodedSize(Long.MAX_VALUE / 128));
        assertEquals(Long.MAX_VALUE, Lzo1x.maxDecodedSize(Long.MAX_VALUE));
    }

    @Test
    void encoderCompressesRunsAndEndsWithTheMarker() {
        byte[] data = new byte[65536];
        Arrays.fill(data, (byte) 9);
        byte[] stream = Lzo1x.encode(data);
        assertTrue(stream.length < 300, "run of 64 KiB encoded to " + stream.length);
        assertArrayEquals(new byte[] {0x11, 0, 0}, Arrays.copyOfRange(stream, stream.length - 3, stream.length));
        assertArrayEquals(data, decode(stream, data.length));
    }
}
