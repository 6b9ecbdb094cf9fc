package dev.mapharness.gamestudio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.doubles;
import static org.quicktheories.generators.SourceDSL.integers;

import org.junit.jupiter.api.Test;

/** Decomposing a placement's map gives back the same turn, for turns in any direction. */
class DecompositionPropertiesTest {

    /** The turn of {@code angles} as a map, to compare turns whatever angles name them. */
    private static void assertSameTurn(Angles expected, Angles actual, String what) {
        double[] e = EulerConvention.matrix(expected);
        double[] a = EulerConvention.matrix(actual);
        for (int i = 0; i < 9; i++) {
            assertEquals(e[i], a[i], 1e-9, what + ", entry " + i + ": " + actual);
        }
    }

    @Test
    void aFlattenedAxisIsCompletedToTheTurnTheOtherTwoGive() {
        // any turn off the poles, any positive scale, one axis flattened to 0: the other two axes fix
        // the turn, and the flattened one is their right-handed completion, so the map reads as
        // exactly the placement it was made from
        qt().withFixedSeed(17).withExamples(300)
                .forAll(doubles().between(0, 360), doubles().between(-80, 80), doubles().between(0, 360), integers().between(0, 2))
                .checkAssert((pan, tilt, roll, flat) -> {
                    Angles angles = new Angles(pan, tilt, roll);
                    double[] s = {1.5, 0.75, 2.25};
                    s[flat] = 0;
                    Vec3 scale = new Vec3(s[0], s[1], s[2]);
                    Decomposition d = Decomposition.of(Affine3.of(new Vec3(1, 2, 3), angles, scale), Vec3.ONE);
                    String what = angles + " flattened " + flat;
                    assertTrue(d.exact(), what);
                    assertFalse(d.sheared(), what);
                    assertEquals(scale, d.placement().scale(), what);
                    assertEquals(new Vec3(1, 2, 3), d.placement().position(), what);
                    assertSameTurn(angles, d.placement().angles(), what);
                });
    }

    @Test
    void aFlatMapTakesTheSignOfEveryHintThatIsNotPositiveZero() {
        // det 0 (y flattened): the hint alone gives the signs; a zero x hint counts as positive
        Affine3 flat = Affine3.of(Vec3.ZERO, Angles.ZERO, new Vec3(2, 0, 1));
        assertEquals(new Vec3(2, 0, 1), Decomposition.of(flat, new Vec3(0, 1, 1)).placement().scale());
        assertEquals(new Vec3(2, 0, 1), Decomposition.of(flat, new Vec3(-0.0, 1, 1)).placement().scale());
        assertEquals(new Vec3(-2, 0, 1), Decomposition.of(flat, new Vec3(-1e-300, 1, 1)).placement().scale());
    }
}
