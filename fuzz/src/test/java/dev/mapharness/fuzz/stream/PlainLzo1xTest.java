package dev.mapharness.fuzz.stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.compress.CompressionLevel;
import dev.mapharness.compress.Lzo1x;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The oracle's plain LZO1X decoder, which {@code lzo1x-decode} compares the codec's decoder with,
 * rejections included: right on streams worked out by hand, and agreeing with the codec on every
 * encoder's output and on hostile streams.
 */
class PlainLzo1xTest {
    private static final byte[] END = {0x11, 0, 0};

    @Test
    void firstLiteralsACopyWithTrailingLiteralsAndTheEndMarker() {
        // 4 literals "abcd"; M2 0b010_001_01 + 0: length 3, distance (0 << 3) + 1 + 1 = 2, one trailing literal 'e'
        byte[] stream = {21, 'a', 'b', 'c', 'd', 0x45, 0x00, 'e', 0x11, 0, 0};
        PlainLzo1x.Decoded d = PlainLzo1x.decode(stream, 0, 8).orElseThrow();
        assertArrayEquals("abcdcdce".getBytes(StandardCharsets.US_ASCII), d.bytes());
        assertEquals(stream.length, d.consumed());
    }

    @Test
    void theThreeByteCopyAfterALongLiteralRunCountsFrom2049() {
        byte[] data = new byte[2100];
        new Random(3).nextBytes(data);
        // 2049 + 4 literals as one first run is too long (238 at most): a run of 2053 with its extension
        byte[] run = literalRun(data, 2053);
        byte[] stream = concat(run, new byte[] {0x00, 0x00}, END); // 0000 00 00, H 0: 3 bytes from 2049 back
        byte[] expected = java.util.Arrays.copyOf(data, 2056);
        System.arraycopy(data, 4, expected, 2053, 3);
        assertArrayEquals(expected, PlainLzo1x.decode(stream, 0, 2056).orElseThrow().bytes());
        assertArrayEquals(expected, Lzo1x.decode(ByteInput.of(stream), 2056, "stream"));
    }

    @Test
    void whatTheCodecRefusesIsRefused() {
        assertFalse(PlainLzo1x.decode(new byte[0], 0, 0).isPresent(), "no end marker");
        assertTrue(PlainLzo1x.decode(END, 0, 0).isPresent(), "the end marker alone is zero bytes");
        assertFalse(PlainLzo1x.decode(concat(new byte[] {19, 'a', 'b'}, END), 0, 3).isPresent(), "the end marker too early");
        assertFalse(PlainLzo1x.decode(concat(new byte[] {19, 'a', 'b'}, END), 0, 1).isPresent(), "more literals than owed");
        assertFalse(PlainLzo1x.decode(new byte[] {19, 'a', 'b', 0x4C, 0x00, 0x11, 0, 0}, 0, 5).isPresent(),
                "a copy from before the start");
        assertFalse(PlainLzo1x.decode(new byte[] {19, 'a', 'b', 0x11, 1, 0}, 0, 2).isPresent(), "an end marker with bits set");
        assertFalse(PlainLzo1x.decode(new byte[] {19, 'a', 'b', 0x20, 0, 0}, 0, 40).isPresent(), "an extension cut short");
    }

    @Test
    void everyEncodersStreamDecodesPlainlyToWhatTheCodecDecodes() {
        qt().withExamples(60).withFixedSeed(0x1201L)
                .forAll(integers().between(0, 60_000), integers().between(1, 256), integers().all())
                .checkAssert((size, alphabet, seed) -> {
                    Random random = new Random(seed);
                    byte[] data = new byte[size];
                    for (int i = 0; i < size; i++) {
                        // runs and far repeats as terrain has them, over a small or a full alphabet
                        data[i] = i > 20_000 && random.nextInt(3) == 0 ? data[i - 17_000 - random.nextInt(50)]
                                : i > 0 && random.nextInt(4) == 0 ? data[i - 1] : (byte) random.nextInt(alphabet);
                    }
                    for (CompressionLevel level : CompressionLevel.values()) {
                        byte[] encoded = Lzo1x.encode(data, level);
                        PlainLzo1x.Decoded plain = PlainLzo1x.decode(encoded, 0, size).orElseThrow();
                        assertArrayEquals(data, plain.bytes(), level.toString());
                        assertEquals(encoded.length, plain.consumed(), level.toString());
                    }
                });
    }

    @Test
    void onHostileStreamsItDecodesWhatTheCodecDecodesAndRefusesWhatItRefuses() {
        qt().withExamples(3000).withFixedSeed(0xBADL)
                .forAll(integers().between(0, 300), integers().between(0, 64), integers().all())
                .checkAssert((size, length, seed) -> {
                    Random random = new Random(seed);
                    byte[] stream = new byte[length];
                    for (int i = 0; i < length; i++) {
                        // opcodes and small numbers, so that some streams get far
                        stream[i] = (byte) (random.nextBoolean() ? random.nextInt(256) : random.nextInt(4));
                    }
                    var plain = PlainLzo1x.decode(stream, 0, size);
                    ByteInput in = ByteInput.of(stream);
                    if (plain.isPresent()) {
                        assertArrayEquals(plain.get().bytes(), Lzo1x.decode(in, size, "stream"));
                        assertEquals(plain.get().consumed(), in.offset());
                    } else {
                        assertThrows(MapFormatException.class, () -> Lzo1x.decode(in, size, "stream"));
                    }
                });
    }

    private static byte[] literalRun(byte[] data, int n) {
        // a run of 18 or more: 00, then (n - 18) / 255 zero bytes, then the rest
        int zeros = (n - 18) / 255;
        byte[] b = new byte[2 + zeros + n];
        b[0] = 0;
        b[1 + zeros] = (byte) (n - 18 - 255 * zeros);
        System.arraycopy(data, 0, b, 2 + zeros, n);
        return b;
    }

    private static byte[] concat(byte[]... parts) {
        int n = 0;
        for (byte[] p : parts) {
            n += p.length;
        }
        byte[] b = new byte[n];
        int at = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, b, at, p.length);
            at += p.length;
        }
        return b;
    }
}
