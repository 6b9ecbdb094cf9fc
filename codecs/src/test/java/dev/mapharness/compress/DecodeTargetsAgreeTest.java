package dev.mapharness.compress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.mapharness.bytes.MapFormatException;
import java.util.SplittableRandom;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;

/**
 * Damaged streams decode the same way whatever the target: the same bytes, or the same failure
 * (offset, field, expectation and finding), and never anything but a {@link MapFormatException}.
 * The streams are long enough for the windows of short and int decoding to move.
 */
class DecodeTargetsAgreeTest {

    /** What a decode produced: its bytes, or its failure as text. */
    private static String outcome(BiFunction<byte[], Integer, byte[]> decode, byte[] stream, int size) {
        try {
            byte[] out = decode.apply(stream, size);
            return "decoded " + java.util.Arrays.hashCode(out) + " " + out.length;
        } catch (MapFormatException e) {
            return e.offset() + " " + e.field() + ": " + e.expected() + " / " + e.found();
        }
    }

    private static void agree(Compression c, byte[] stream, int size, String what) {
        String bytes = outcome((s, n) -> DecodeInputs.asBytes(c, s, n), stream, size);
        assertEquals(bytes, outcome((s, n) -> DecodeInputs.viaShorts(c, s, n), stream, size), what);
        assertEquals(bytes, outcome((s, n) -> DecodeInputs.viaInts(c, s, n), stream, size), what);
    }

    @Test
    void damagedStreamsFailAlikeInEveryTarget() {
        qt().withExamples(120).withFixedSeed(0xDA3AL)
                .forAll(integers().between(0, 1), integers().between(1, 6), longs().all())
                .checkAssert((which, flips, seed) -> {
                    Compression c = Compression.values()[which];
                    SplittableRandom rnd = new SplittableRandom(seed);
                    DecodeInputs.Kind kind = DecodeInputs.Kind.values()[rnd.nextInt(DecodeInputs.Kind.values().length)];
                    int size = 4 * (1 + rnd.nextInt(80_000));
                    byte[] stream = c.encode(DecodeInputs.make(kind, size, rnd));
                    for (int i = 0; i < flips; i++) {
                        stream[rnd.nextInt(stream.length)] ^= (byte) (1 + rnd.nextInt(255));
                    }
                    // the claim may also be off by a few elements either way
                    int claim = Math.max(0, size + 4 * (rnd.nextInt(5) - 2));
                    agree(c, stream, claim, c + " " + kind + " of " + size + " claimed as " + claim + ", seed " + seed);
                });
    }

    @Test
    void randomBytesFailAlikeInEveryTarget() {
        qt().withExamples(200).withFixedSeed(0xDA3BL)
                .forAll(integers().between(0, 1), integers().between(0, 5000), longs().all())
                .checkAssert((which, length, seed) -> {
                    SplittableRandom rnd = new SplittableRandom(seed);
                    byte[] stream = new byte[length];
                    rnd.nextBytes(stream);
                    int claim = 4 * rnd.nextInt(1 + length * 2);
                    agree(Compression.values()[which], stream, claim, "seed " + seed);
                });
    }

    @Test
    void intactStreamsDecodeAlike() {
        byte[] data = DecodeInputs.make(DecodeInputs.Kind.SMOOTH_FLOATS, 400_000, new SplittableRandom(1));
        for (Compression c : Compression.values()) {
            byte[] stream = c.encode(data);
            assertArrayEquals(data, DecodeInputs.viaInts(c, stream, data.length));
            agree(c, stream, data.length, c.toString());
        }
    }
}
