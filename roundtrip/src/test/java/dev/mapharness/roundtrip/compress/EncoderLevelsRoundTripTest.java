package dev.mapharness.roundtrip.compress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.compress.BisLzss;
import dev.mapharness.compress.CompressionLevel;
import dev.mapharness.compress.Lzo1x;
import dev.mapharness.roundtrip.Theories;
import io.airlift.compress.lzo.LzoDecompressor;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.Generate;

/**
 * Every encoder level's stream decodes to its input: LZO1X with our decoder and aircompressor's
 * (an independent one), BIS LZSS with ours and its checksum; each stream is consumed exactly and is
 * never much longer than the data stored as literals. DEFAULT is the one-argument encoder.
 */
class EncoderLevelsRoundTripTest {

    private static void lzoRoundTrip(byte[] data, CompressionLevel level, Object label) {
        byte[] stream = Lzo1x.encode(data, level);
        assertArrayEquals(new byte[] {0x11, 0, 0}, Arrays.copyOfRange(stream, stream.length - 3, stream.length),
                level + " " + label + ": ends in 11 00 00");
        ByteInput in = ByteInput.of(CompressionInputs.withTrailing(stream, 4));
        assertArrayEquals(data, Lzo1x.decode(in, data.length, "x"), level + " " + label);
        assertEquals(stream.length, in.offset(), level + " " + label + ": consumed exactly the stream");
        // all literals cost n + n / 255 + a few bytes; a short copy inside random bytes may add a byte or two
        assertTrue(stream.length <= data.length + data.length / 64 + 16, level + " " + label + " grew to " + stream.length);
        if (data.length > 0) {
            // aircompressor refuses the marker-only stream of no data (LzoAircompressorTest says why)
            byte[] theirs = new byte[data.length];
            int produced = new LzoDecompressor().decompress(stream, 0, stream.length, theirs, 0, theirs.length);
            assertEquals(data.length, produced, level + " " + label + ": aircompressor's decoded size");
            assertArrayEquals(data, theirs, level + " " + label + ": aircompressor");
        }
    }

    private static void lzssRoundTrip(byte[] data, CompressionLevel level, Object label) {
        byte[] stream = BisLzss.encode(data, level);
        ByteInput in = ByteInput.of(CompressionInputs.withTrailing(stream, 3));
        assertArrayEquals(data, BisLzss.decode(in, data.length, "x"), level + " " + label);
        assertEquals(stream.length, in.offset(), level + " " + label + ": stream and checksum consumed, nothing more");
        assertTrue(stream.length <= data.length + (data.length + 7) / 8 + 4, level + " " + label + " grew to " + stream.length);
    }

    @Test
    void everyLzoLevelDecodesWithBothDecoders() {
        Theories.qt(0x7_0400L, 300).forAll(CompressionInputs.inputs(), Generate.enumValues(CompressionLevel.class))
                .checkAssert((input, level) -> lzoRoundTrip(input.bytes(), level, input));
    }

    @Test
    void everyLzssLevelDecodes() {
        Theories.qt(0x7_0401L, 300).forAll(CompressionInputs.inputs(), Generate.enumValues(CompressionLevel.class))
                .checkAssert((input, level) -> lzssRoundTrip(input.bytes(), level, input));
    }

    @Test
    void defaultIsTheOneArgumentEncoder() {
        Theories.qt(0x7_0402L, 100).forAll(CompressionInputs.inputs()).checkAssert(input -> {
            byte[] data = input.bytes();
            assertArrayEquals(Lzo1x.encode(data), Lzo1x.encode(data, CompressionLevel.DEFAULT), input.toString());
            assertArrayEquals(BisLzss.encode(data), BisLzss.encode(data, CompressionLevel.DEFAULT), input.toString());
        });
    }

    /** Sizes past the block and window lengths: runs longer than any block, noise, and a map of regions in rows. */
    @Test
    void largeInputsAtEveryLevel() {
        byte[] run = new byte[3 << 20];
        Arrays.fill(run, (byte) 7);
        byte[] random = new byte[1 << 20];
        new SplittableRandom(11).nextBytes(random);
        byte[] regions = regionRows(1 << 20, 700);
        for (CompressionLevel level : CompressionLevel.values()) {
            for (byte[] data : new byte[][] {run, random, regions}) {
                lzoRoundTrip(data, level, data.length + " bytes");
                lzssRoundTrip(data, level, data.length + " bytes");
            }
        }
    }

    /** u16 cells in rows of {@code width}, in regions 24 cells across whose borders shift from row to row. */
    static byte[] regionRows(int size, int width) {
        SplittableRandom rnd = new SplittableRandom(size);
        byte[] b = new byte[size];
        for (int i = 0; i + 1 < size; i += 2) {
            int x = i / 2 % width;
            int y = i / 2 / width;
            int shifted = x + (int) (6 * Math.sin(y / 9.0)) + (rnd.nextInt(8) == 0 ? rnd.nextInt(3) : 0);
            int value = Math.floorDiv(shifted, 24) * 31 + y / 24 * 7 & 0x3F;
            b[i] = (byte) value;
            b[i + 1] = (byte) (value >> 6);
        }
        return b;
    }
}
