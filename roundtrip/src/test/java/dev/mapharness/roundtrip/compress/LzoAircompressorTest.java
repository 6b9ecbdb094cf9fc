package dev.mapharness.roundtrip.compress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.compress.Lzo1x;
import dev.mapharness.roundtrip.Theories;
import io.airlift.compress.MalformedInputException;
import io.airlift.compress.lzo.LzoCompressor;
import io.airlift.compress.lzo.LzoDecompressor;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Our LZO1X against aircompressor's, an independent implementation.
 *
 * <p>What aircompressor's {@code LzoCompressor} writes is a bare LZO1X block, the same framing as
 * OPRW's: no length, no checksum, literals and copies, then {@code 11 00 00} (e.g. "a" is
 * {@code 12 61 11 00 00}). The one difference is empty input: it encodes it as zero bytes with no
 * end marker, and its decompressor refuses the marker-only stream {@code 11 00 00} that liblzo2
 * writes for empty input. OPRW never compresses an empty array (only arrays of 1024 bytes or more),
 * so the properties compare non-empty inputs. Its {@code LzoDecompressor} needs the decoded size up
 * front and does not report the input it consumed, which is why OPRW reading uses our decoder.
 */
class LzoAircompressorTest {

    private static byte[] airCompress(byte[] data) {
        LzoCompressor compressor = new LzoCompressor();
        byte[] out = new byte[compressor.maxCompressedLength(data.length)];
        int n = compressor.compress(data, 0, data.length, out, 0, out.length);
        return Arrays.copyOf(out, n);
    }

    private static byte[] airDecompress(byte[] stream, int decodedSize) {
        byte[] out = new byte[decodedSize];
        int n = new LzoDecompressor().decompress(stream, 0, stream.length, out, 0, out.length);
        assertEquals(decodedSize, n, "aircompressor's decoded size");
        return out;
    }

    @Test
    void aircompressorDecodesOurStreams() {
        Theories.qt(0x7_0300L, 300).forAll(CompressionInputs.inputs()).checkAssert(input -> {
            byte[] data = input.bytes();
            if (data.length == 0) {
                return;
            }
            assertArrayEquals(data, airDecompress(Lzo1x.encode(data), data.length), input.toString());
        });
    }

    @Test
    void weDecodeAircompressorsStreams() {
        Theories.qt(0x7_0301L, 300).forAll(CompressionInputs.inputs()).checkAssert(input -> {
            byte[] data = input.bytes();
            if (data.length == 0) {
                return;
            }
            byte[] stream = airCompress(data);
            ByteInput in = ByteInput.of(CompressionInputs.withTrailing(stream, 2));
            assertArrayEquals(data, Lzo1x.decode(in, data.length, "x"), input.toString());
            assertEquals(stream.length, in.offset(), "consumed exactly aircompressor's block");
        });
    }

    @Test
    void largeInputsBothWays() {
        byte[] run = new byte[4 << 20];
        Arrays.fill(run, (byte) 1);
        byte[] random = new byte[1 << 20];
        new SplittableRandom(5).nextBytes(random);
        for (byte[] data : new byte[][] {run, random}) {
            assertArrayEquals(data, airDecompress(Lzo1x.encode(data), data.length));
            assertArrayEquals(data, Lzo1x.decode(ByteInput.of(airCompress(data)), data.length, "x"));
        }
    }

    @Test
    void emptyInputIsTheOneFramingDifference() {
        assertEquals(0, airCompress(new byte[0]).length, "aircompressor writes no end marker for nothing");
        assertArrayEquals(new byte[] {0x11, 0, 0}, Lzo1x.encode(new byte[0]));
        assertThrows(MalformedInputException.class, () -> airDecompress(Lzo1x.encode(new byte[0]), 0));
        assertThrows(MapFormatException.class, () -> Lzo1x.decode(ByteInput.of(new byte[0]), 0, "x"));
    }
}
