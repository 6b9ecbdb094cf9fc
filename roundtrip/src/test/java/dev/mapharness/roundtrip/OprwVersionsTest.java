package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.oprw.OprwCodec;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwWorld;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Round trips of each OPRW version on its own: every version has its own sections and compressor,
 * so a mixed-version run could leave one version with few examples.
 */
class OprwVersionsTest {
    private static final int EXAMPLES = 40;
    private static final OprwCodec CODEC = OprwCodec.INSTANCE;

    static IntStream versions() {
        return IntStream.rangeClosed(OprwFeature.FIRST_VERSION, OprwFeature.LAST_VERSION);
    }

    private static long seed(int version, int property) {
        return 0x0_5100_0000L + version * 16L + property;
    }

    @ParameterizedTest
    @MethodSource("versions")
    void conformingWorldsReadBackStrictlyWithNoViolations(int version) {
        Theories.qt(seed(version, 1), EXAMPLES).forAll(OprwGens.forVersion(version)).checkAssert(m -> {
            Decoded<OprwWorld> d = CODEC.read(CODEC.write(m), ReadOptions.STRICT);
            assertEquals(List.of(), d.violations());
            assertEquals(m, d.model());
        });
    }

    /** A lenient read reports exactly the rules the world breaks, one violation each, and keeps the world. */
    @ParameterizedTest
    @MethodSource("versions")
    void representableWorldsReadBackLenientlyWithTheirViolations(int version) {
        Theories.qt(seed(version, 2), EXAMPLES).forAll(OprwGens.representable(version)).checkAssert(m -> {
            Decoded<OprwWorld> d = CODEC.read(CODEC.write(m), ReadOptions.LENIENT);
            assertEquals(m, d.model());
            assertEquals(OprwRules.broken(m), OprwRules.reported(d.violations()), d.violations()::toString);
            assertEquals(OprwRules.broken(m).size(), d.violations().size(), d.violations()::toString);
        });
    }

    /** What only lenient mode keeps makes a strict read throw; the rest reads strictly with the same violations. */
    @ParameterizedTest
    @MethodSource("versions")
    void representableWorldsReadStrictlyAsThemselvesOrAreRefused(int version) {
        Theories.qt(seed(version, 3), EXAMPLES).forAll(OprwGens.representable(version)).checkAssert(m -> {
            byte[] b = CODEC.write(m);
            if (!m.mapInfoTail().isEmpty() || !m.trailing().isEmpty()) {
                assertThrows(MapFormatException.class, () -> CODEC.read(b, ReadOptions.STRICT));
            } else {
                Decoded<OprwWorld> d = CODEC.read(b, ReadOptions.STRICT);
                assertEquals(m, d.model());
                assertEquals(OprwRules.broken(m), OprwRules.reported(d.violations()), d.violations()::toString);
            }
        });
    }

    /** Written bytes are canonical: read and written again, they come out the same. */
    @ParameterizedTest
    @MethodSource("versions")
    void writtenBytesRewriteToThemselves(int version) {
        Theories.qt(seed(version, 4), EXAMPLES).forAll(OprwGens.representable(version)).checkAssert(m -> {
            byte[] b = CODEC.write(m);
            assertArrayEquals(b, CODEC.write(CODEC.read(b, ReadOptions.LENIENT).model()));
        });
    }

    /** The first bytes are the magic and the version the model says, then the appId exactly in 25. */
    @ParameterizedTest
    @MethodSource("versions")
    void theHeaderSaysTheVersion(int version) {
        Theories.qt(seed(version, 5), 5).forAll(OprwGens.forVersion(version)).checkAssert(m -> {
            java.nio.ByteBuffer b = java.nio.ByteBuffer.wrap(CODEC.write(m)).order(java.nio.ByteOrder.LITTLE_ENDIAN);
            assertEquals(0x5752504F, b.getInt(0), "OPRW");
            assertEquals(version, b.getInt(4));
            int landAt = OprwFeature.APP_ID.in(version) ? 12 : 8;
            if (OprwFeature.APP_ID.in(version)) {
                assertEquals(m.appId().getAsInt(), b.getInt(8));
            }
            assertEquals(m.landWidth(), b.getInt(landAt));
            assertEquals(m.terrainHeight(), b.getInt(landAt + 12));
        });
    }
}
