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

class BisLzssTest {

    private static byte[] ascii(String s) {
        return s.getBytes(US_ASCII);
    }

    @Test
    void literalOnlyStreamWithChecksum() {
        byte[] stream = StreamBytes.of(0x07, 'A', 'B', 'C').u32(65 + 66 + 67).add(0x99).bytes();
        ByteInput in = ByteInput.of(stream);
        assertArrayEquals(ascii("ABC"), BisLzss.decode(in, 3, "x"));
        assertEquals(8, in.offset(), "stream and checksum consumed, the byte after left");
        assertEquals(0x99, in.u8("next"));
    }

    @Test
    void referenceBeforeTheStartReadsSpaces() {
        // item 0: reference distance 2 length 4 (all before the start), item 1: literal 'x'
        byte[] stream = StreamBytes.of(0x02, 0x02, 0x01, 'x').u32(4 * 0x20 + 'x').bytes();
        assertArrayEquals(ascii("    x"), BisLzss.decode(ByteInput.of(stream), 5, "x"));
    }

    @Test
    void referenceStartingBeforeTheStartContinuesIntoTheOutput() {
        // "ab", then distance 3 length 5: one space, then a b ' ' a from the output itself
        byte[] decoded = ascii("ab ab a");
        byte[] stream = StreamBytes.of(0x03, 'a', 'b', 0x03, 0x02).u32(StreamBytes.sum(decoded)).bytes();
        assertArrayEquals(decoded, BisLzss.decode(ByteInput.of(stream), 7, "x"));
    }

    @Test
    void lastReferenceIsCutAtTheDecodedSize() {
        // 'a', then distance 1 length 18; only 9 of its bytes are wanted, and no further flag byte is read
        byte[] decoded = ascii("aaaaaaaaaa");
        byte[] stream = StreamBytes.of(0x01, 'a', 0x01, 0x0F).u32(StreamBytes.sum(decoded)).bytes();
        ByteInput in = ByteInput.of(stream);
        assertArrayEquals(decoded, BisLzss.decode(in, 10, "x"));
        assertEquals(stream.length, in.offset());
    }

    @Test
    void distanceUsesTheHighNibbleOfTheSecondByte() {
        byte[] prefix = StreamBytes.pattern(300);
        // 300 literals in groups of 8, then a reference distance 0x123 length 3
        StreamBytes s = new StreamBytes();
        for (int i = 0; i < 296; i += 8) {
            s.add(0xFF).add(Arrays.copyOfRange(prefix, i, i + 8));
        }
        s.add(0x0F).add(Arrays.copyOfRange(prefix, 296, 300)).add(0x23, 0x10);
        byte[] decoded = Arrays.copyOf(prefix, 303);
        System.arraycopy(prefix, 300 - 0x123, decoded, 300, 3);
        s.u32(StreamBytes.sum(decoded));
        assertArrayEquals(decoded, BisLzss.decode(ByteInput.of(s.bytes()), 303, "x"));
    }

    @Test
    void emptyDecodedSizeReadsOnlyTheChecksum() {
        ByteInput in = ByteInput.of(new byte[] {0, 0, 0, 0, 5});
        assertEquals(0, BisLzss.decode(in, 0, "x").length);
        assertEquals(4, in.offset());
    }

    @Test
    void checksumMismatchIsReportedAtTheChecksum() {
        byte[] stream = StreamBytes.of(0x07, 'A', 'B', 'C').u32(65 + 66 + 67 + 1).bytes();
        ByteInput in = ByteInput.of(stream);
        in.enter("world");
        MapFormatException e = assertThrows(MapFormatException.class, () -> BisLzss.decode(in, 3, "elevation"));
        assertEquals(4, e.offset());
        assertEquals("world.elevation.checksum", e.field());
        assertEquals("the sum of the 3 decoded bytes, 0xC6", e.expected());
        assertEquals("0xC7", e.found());
    }

    @Test
    void checksumIsTheUnsignedSum() {
        byte[] decoded = {(byte) 0xFF, (byte) 0x80};
        byte[] stream = StreamBytes.of(0x03, 0xFF, 0x80).u32(0xFF + 0x80).bytes();
        assertArrayEquals(decoded, BisLzss.decode(ByteInput.of(stream), 2, "x"));
    }

    @Test
    void zeroDistanceIsRejectedAtTheReference() {
        byte[] stream = StreamBytes.of(0x01, 'a', 0x00, 0x02).u32(0).bytes();
        MapFormatException e = assertThrows(MapFormatException.class, () -> BisLzss.decode(ByteInput.of(stream), 6, "x"));
        assertEquals(2, e.offset());
        assertEquals("x.lzss", e.field());
        assertEquals("a reference distance of 1..4095", e.expected());
        assertEquals("0 (reference bytes 00 02)", e.found());
    }

    @Test
    void failuresAreReportedAtFileOffsetsWhenTheStreamStartsInsideTheInput() {
        ByteInput in = ByteInput.of(StreamBytes.of(9, 9, 9, 0x01, 'a', 0x00, 0x02).u32(0).bytes());
        in.skip(3, "before");
        assertEquals(3 + 2, assertThrows(MapFormatException.class, () -> BisLzss.decode(in, 6, "x")).offset());
        // a group of 8 literals, then the input ends where the next flag byte belongs
        ByteInput cut = ByteInput.of(StreamBytes.of(9, 9, 9, 0xFF).add(StreamBytes.pattern(8)).bytes());
        cut.skip(3, "before");
        MapFormatException e = assertThrows(MapFormatException.class, () -> BisLzss.decode(cut, 9, "x"));
        assertEquals("x.lzss", e.field());
        assertEquals(3 + 9, e.offset());
    }

    @Test
    void truncationAtEveryLengthFailsAtTheEndOfInput() {
        byte[] data = (ascii("  OPRW world OPRW world OPRW world, elevation elevation elevation"));
        byte[] stream = BisLzss.encode(data);
        int streamLength = stream.length - 4;
        for (int cut = 0; cut < stream.length; cut++) {
            byte[] prefix = Arrays.copyOf(stream, cut);
            int at = cut;
            MapFormatException e = assertThrows(MapFormatException.class,
                    () -> BisLzss.decode(ByteInput.of(prefix), data.length, "x"), "cut at " + cut);
            if (data.length > BisLzss.maxDecodedSize(cut)) {
                assertEquals(0, e.offset(), "size check, cut at " + at);
                assertEquals("x", e.field());
            } else if (cut < streamLength) {
                assertEquals(cut, e.offset(), "cut at " + at);
                assertEquals("x.lzss", e.field());
                assertTrue(e.expected().matches("more LZSS stream \\(\\d+ of " + data.length + " bytes decoded\\)"), e.expected());
                assertEquals("end of input", e.found());
            } else {
                assertEquals(streamLength, e.offset(), "checksum cut at " + at);
                assertEquals("x.checksum", e.field());
            }
        }
        assertArrayEquals(data, BisLzss.decode(ByteInput.of(stream), data.length, "x"));
    }

    @Test
    void decodedSizeBeyondWhatTheInputCanHoldFailsBeforeDecoding() {
        byte[] stream = StreamBytes.of(0x00, 0x01, 0x0F, 0x01, 0x0F, 0x01, 0x0F).u32(0).bytes();
        ByteInput in = ByteInput.of(stream);
        MapFormatException e = assertThrows(MapFormatException.class, () -> BisLzss.decode(in, Integer.MAX_VALUE, "x"));
        assertEquals(0, e.offset());
        assertEquals("x", e.field());
        assertThrows(MapFormatException.class, () -> BisLzss.decode(ByteInput.of(stream), -1, "x"));
    }

    @Test
    void boundIsReachedByAGroupOfEightLongestReferences() {
        // 17 bytes: a flag byte and 8 references of 18 spaces each, all before or from the start
        StreamBytes s = StreamBytes.of(0x00);
        for (int i = 0; i < 8; i++) {
            s.add(0x01, 0x0F);
        }
        byte[] stream = s.u32(144 * 0x20).bytes();
        assertEquals(144, BisLzss.maxDecodedSize(stream.length));
        byte[] expected = new byte[144];
        Arrays.fill(expected, (byte) 0x20);
        assertArrayEquals(expected, BisLzss.decode(ByteInput.of(stream), 144, "x"));
        assertEquals(0, BisLzss.maxDecodedSize(4));
        assertEquals(0, BisLzss.maxDecodedSize(0));
    }

    @Test
    void theBoundIsLongMaxWhereTheProductDoesNotFitALong() {
        long largest = Long.MAX_VALUE / 144;
        assertEquals(largest * 144 / 17, BisLzss.maxDecodedSize(largest + 4));
        // one byte more: 144 × (largest + 1) is at least 2^63 and would wrap to a negative bound
        assertEquals(Long.MAX_VALUE, BisLzss.maxDecodedSize(largest + 5));
        assertEquals(Long.MAX_VALUE, BisLzss.maxDecodedSize(Long.MAX_VALUE / 100));
        assertEquals(Long.MAX_VALUE, BisLzss.maxDecodedSize(Long.MAX_VALUE));
    }

    @Test
    void encoderReferencesTheSpacesBeforeTheStart() {
        byte[] data = ascii("        spaces first");
        byte[] stream = BisLzss.encode(data);
        assertEquals(0, stream[0] & 1, "first item is a reference");
        assertArrayEquals(data, BisLzss.decode(ByteInput.of(stream), data.length, "x"));
    }

    @Test
    void encoderCompressesRuns() {
        byte[] data = new byte[65536];
        Arrays.fill(data, (byte) 7);
        byte[] stream = BisLzss.encode(data);
        // at best 144 bytes per 17: 65536 / 144 × 17 ≈ 7737
        assertTrue(stream.length < 7800, "run of 64 KiB encoded to " + stream.length);
        ByteInput in = ByteInput.of(stream);
        assertArrayEquals(data, BisLzss.decode(in, data.length, "x"));
        assertEquals(stream.length, in.offset());
    }

    @Test
    void emptyInputEncodesToAZeroChecksum() {
        assertArrayEquals(new byte[4], BisLzss.encode(new byte[0]));
    }

    @Test
    void aReferenceThatEndsExactlyAtTheInputsEndIsWhole() {
        // flags 01: 'a', then a reference of 3 at distance 1; no checksum after it, so the
        // reference's second byte is the input's last
        byte[] stream = StreamBytes.of(0x01, 'a', 0x01, 0x00).bytes();
        DecodedBytes out = new DecodedBytes(4, stream.length, false);
        assertEquals(stream.length, BisLzssDecoder.run(ByteInput.of(stream), out, "x"));
        assertArrayEquals(ascii("aaaa"), out.bytes());
    }

    @Test
    void theChecksumKeepsAllFourBytesAtEveryLevel() {
        // 70 000 bytes of FF sum to 17 850 000: the checksum's top byte is 01
        byte[] data = new byte[70_000];
        Arrays.fill(data, (byte) 0xFF);
        for (CompressionLevel level : CompressionLevel.values()) {
            byte[] stream = BisLzss.encode(data, level);
            assertEquals(StreamBytes.of().u32(17_850_000L).bytes()[3], stream[stream.length - 1], level.toString());
            assertArrayEquals(data, BisLzss.decode(ByteInput.of(stream), data.length, "x"), level.toString());
        }
    }

    @Test
    void theFastEncoderProbesTheLastThreeBytes() {
        // six literals, then "abc" again at distance 6: a reference, though it ends the data
        byte[] data = ascii("abcxyzabc");
        byte[] stream = StreamBytes.of(0x3F, 'a', 'b', 'c', 'x', 'y', 'z', 0x06, 0x00).u32(StreamBytes.sum(data)).bytes();
        assertArrayEquals(stream, BisLzss.encode(data, CompressionLevel.FAST));
    }

}
