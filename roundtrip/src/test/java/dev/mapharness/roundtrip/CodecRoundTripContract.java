package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * The round-trip properties every codec keeps: {@code read(write(m)) == m} strictly with no
 * violations for conforming models and leniently for every representable one, and
 * {@code write(read(b)) == b}. Each property also runs one example near its largest grid.
 */
abstract class CodecRoundTripContract<M extends MapModel> {
    static final int EXAMPLES = 150;

    abstract MapCodec<M> codec();

    abstract Gen<M> conforming();

    abstract Gen<M> conformingLarge();

    abstract Gen<M> representable();

    abstract Gen<M> representableLarge();

    /** True if a strict read may refuse this representable model (what only lenient mode keeps). */
    abstract boolean onlyLenient(M model);

    /** Distinguishes the seeds of one codec's properties from another's. */
    abstract long seedBase();

    @Test
    void conformingModelsReadBackStrictlyWithNoViolations() {
        strict(conforming(), EXAMPLES, seedBase() + 1);
        strict(conformingLarge(), 1, seedBase() + 2);
    }

    private void strict(Gen<M> models, int examples, long seed) {
        Theories.qt(seed, examples).forAll(models).checkAssert(m -> {
            Decoded<M> d = codec().read(codec().write(m), ReadOptions.STRICT);
            assertEquals(List.of(), d.violations());
            assertEquals(m, d.model());
        });
    }

    @Test
    void conformingModelsReadBackLenientlyWithNoViolations() {
        Theories.qt(seedBase() + 3, EXAMPLES).forAll(conforming()).checkAssert(m -> {
            Decoded<M> d = codec().read(codec().write(m), ReadOptions.LENIENT);
            assertEquals(List.of(), d.violations());
            assertEquals(m, d.model());
        });
    }

    @Test
    void representableModelsReadBackLeniently() {
        lenient(representable(), EXAMPLES, seedBase() + 4);
        lenient(representableLarge(), 1, seedBase() + 5);
    }

    private void lenient(Gen<M> models, int examples, long seed) {
        Theories.qt(seed, examples).forAll(models).checkAssert(m ->
                assertEquals(m, codec().read(codec().write(m), ReadOptions.LENIENT).model()));
    }

    /** Strict mode may refuse what lenient keeps, but what it returns is the model. */
    @Test
    void representableModelsReadStrictlyAsThemselvesOrAreRefused() {
        Theories.qt(seedBase() + 6, EXAMPLES).forAll(representable()).checkAssert(m -> {
            byte[] b = codec().write(m);
            try {
                assertEquals(m, codec().read(b, ReadOptions.STRICT).model());
            } catch (MapFormatException e) {
                assertTrue(onlyLenient(m), () -> "strict read refused " + e.getMessage());
            }
        });
    }

    @Test
    void writtenBytesRewriteToThemselves() {
        bytes(representable(), EXAMPLES, seedBase() + 7);
        bytes(representableLarge(), 1, seedBase() + 8);
    }

    private void bytes(Gen<M> models, int examples, long seed) {
        Theories.qt(seed, examples).forAll(models).checkAssert(m -> {
            byte[] b = codec().write(m);
            assertArrayEquals(b, codec().write(codec().read(b, ReadOptions.LENIENT).model()));
        });
    }
}
