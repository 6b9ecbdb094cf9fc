package dev.mapharness.fuzz.stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import dev.mapharness.compress.BisLzss;
import dev.mapharness.compress.CompressionLevel;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The oracle's plain LZSS decoder, which the cheap stage of {@code lzss-decode} compares the codec's
 * decoder with: right on streams whose meaning is worked out by hand, and equal to the codec on every
 * encoder's output.
 */
class PlainLzssTest {
    @Test
    void literalsAndAnOverlappingReference() {
        // flags 0000 0111: three literals "abc", then a reference 3 back, length 5: "abcab"
        byte[] stream = {0x07, 'a', 'b', 'c', 0x03, 0x02};
        PlainLzss.Decoded d = PlainLzss.decode(stream, 0, 8).orElseThrow();
        assertArrayEquals("abcabcab".getBytes(StandardCharsets.US_ASCII), d.bytes());
        assertEquals(stream.length, d.consumed());
    }

    @Test
    void aReferenceBeforeTheStartReadsSpacesAndTheSizeCutsAReference() {
        // a reference 2 back at the start, length 18, cut to the 4 bytes asked for
        byte[] stream = {0x00, 0x02, 0x0F};
        assertArrayEquals("    ".getBytes(StandardCharsets.US_ASCII), PlainLzss.decode(stream, 0, 4).orElseThrow().bytes());
    }

    @Test
    void aStreamThatEndsTooSoonOrNamesDistanceZeroDecodesToNothing() {
        assertFalse(PlainLzss.decode(new byte[] {0x01, 'a'}, 0, 2).isPresent());
        assertFalse(PlainLzss.decode(new byte[] {0x00, 0x00}, 0, 2).isPresent());
        assertFalse(PlainLzss.decode(new byte[] {0x00, 0x00, 0x00}, 0, 3).isPresent());
    }

    @Test
    void everyEncodersStreamDecodesPlainlyToWhatTheCodecDecodes() {
        qt().withExamples(300).withFixedSeed(0x1255L)
                .forAll(integers().between(0, 20_000), integers().between(1, 256), integers().all())
                .checkAssert((size, alphabet, seed) -> {
                    Random random = new Random(seed);
                    byte[] data = new byte[size];
                    for (int i = 0; i < size; i++) {
                        // runs and repeats as terrain has them, over a small or a full alphabet
                        data[i] = i > 0 && random.nextInt(4) == 0 ? data[i - 1] : (byte) random.nextInt(alphabet);
                    }
                    for (CompressionLevel level : CompressionLevel.values()) {
                        byte[] encoded = BisLzss.encode(data, level);
                        PlainLzss.Decoded plain = PlainLzss.decode(encoded, 0, size).orElseThrow();
                        assertArrayEquals(data, plain.bytes(), level.toString());
                        assertEquals(encoded.length - 4, plain.consumed(), level.toString());
                    }
                });
    }

    @Test
    void theCheapStageAcceptsEveryEncodersStream() {
        qt().withExamples(200).withFixedSeed(0x7A5L)
                .forAll(integers().between(0, 5_000), integers().all())
                .checkAssert((size, seed) -> {
                    Random random = new Random(seed);
                    byte[] data = new byte[size];
                    for (int i = 0; i < size; i++) {
                        data[i] = (byte) (random.nextInt(3) == 0 ? ' ' : random.nextInt(8));
                    }
                    byte[] encoded = BisLzss.encode(data);
                    byte[] input = new byte[3 + encoded.length];
                    input[0] = (byte) (int) size;
                    input[1] = (byte) (size >> 8);
                    input[2] = (byte) (size >> 16);
                    System.arraycopy(encoded, 0, input, 3, encoded.length);
                    assertTrue(LzssOracle.explore(input).isPresent());
                });
    }
}
