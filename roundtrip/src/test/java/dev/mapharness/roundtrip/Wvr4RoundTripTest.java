package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.wvr4.Wvr4Codec;
import dev.mapharness.wvr4.Wvr4World;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/** 4WVR: read(write(m)) == m and write(read(b)) == b over the whole format. */
class Wvr4RoundTripTest {
    private static final int EXAMPLES = 150;
    private static final Wvr4Codec CODEC = Wvr4Codec.INSTANCE;

    @Test
    void conformingWorldsReadBackStrictlyWithNoViolations() {
        checkStrict(Wvr4Gens.conforming(), EXAMPLES, 0x4_0001L);
        checkStrict(Wvr4Gens.conforming(GridSizes.large()), 1, 0x4_0002L);
    }

    private static void checkStrict(Gen<Wvr4World> worlds, int examples, long seed) {
        Theories.qt(seed, examples).forAll(worlds).checkAssert(m -> {
            Decoded<Wvr4World> d = CODEC.read(CODEC.write(m), ReadOptions.STRICT);
            assertEquals(java.util.List.of(), d.violations());
            assertEquals(m, d.model());
        });
    }

    @Test
    void conformingWorldsReadBackLenientlyWithNoViolations() {
        Theories.qt(0x4_0003L, EXAMPLES).forAll(Wvr4Gens.conforming()).checkAssert(m -> {
            Decoded<Wvr4World> d = CODEC.read(CODEC.write(m), ReadOptions.LENIENT);
            assertEquals(java.util.List.of(), d.violations());
            assertEquals(m, d.model());
        });
    }

    @Test
    void representableWorldsReadBackLeniently() {
        checkLenient(Wvr4Gens.representable(), EXAMPLES, 0x4_0004L);
        checkLenient(Wvr4Gens.representable(GridSizes.large()), 1, 0x4_0005L);
    }

    private static void checkLenient(Gen<Wvr4World> worlds, int examples, long seed) {
        Theories.qt(seed, examples).forAll(worlds).checkAssert(m ->
                assertEquals(m, CODEC.read(CODEC.write(m), ReadOptions.LENIENT).model()));
    }

    /** Strict mode may refuse what lenient keeps (no NUL, trailing bytes), but what it returns is the model. */
    @Test
    void representableWorldsReadStrictlyAsThemselvesOrAreRefused() {
        Theories.qt(0x4_0006L, EXAMPLES).forAll(Wvr4Gens.representable()).checkAssert(m -> {
            byte[] b = CODEC.write(m);
            try {
                assertEquals(m, CODEC.read(b, ReadOptions.STRICT).model());
            } catch (MapFormatException e) {
                assertTrue(!m.trailing().isEmpty() || hasUnterminatedName(m), () -> "strict read refused " + e.getMessage());
            }
        });
    }

    private static boolean hasUnterminatedName(Wvr4World m) {
        return m.textureNames().stream().anyMatch(n -> !n.isTerminated())
                || m.objects().stream().anyMatch(o -> !o.name().isTerminated());
    }

    @Test
    void writtenBytesRewriteToThemselves() {
        checkBytes(Wvr4Gens.representable(), EXAMPLES, 0x4_0007L);
        checkBytes(Wvr4Gens.representable(GridSizes.large()), 1, 0x4_0008L);
    }

    private static void checkBytes(Gen<Wvr4World> worlds, int examples, long seed) {
        Theories.qt(seed, examples).forAll(worlds).checkAssert(m -> {
            byte[] b = CODEC.write(m);
            assertArrayEquals(b, CODEC.write(CODEC.read(b, ReadOptions.LENIENT).model()));
        });
    }
}
