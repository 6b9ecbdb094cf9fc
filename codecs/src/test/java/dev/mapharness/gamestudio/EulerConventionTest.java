package dev.mapharness.gamestudio;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Angles to a rotation and back (the convention in {@link EulerConvention}), at and away from the poles. */
class EulerConventionTest {
    @Test
    void zeroAnglesAreTheIdentityBitForBit() {
        assertArrayEquals(new double[] {1, 0, 0, 0, 1, 0, 0, 0, 1}, EulerConvention.matrix(Angles.ZERO));
        // pan 180 turns x and y around; no entry is −0
        double[] m = EulerConvention.matrix(new Angles(180, 0, 0));
        assertArrayEquals(new double[] {-1, 0, 0, 0, -1, 0, 0, 0, 1}, m);
        for (double v : m) {
            assertEquals(false, Double.doubleToRawLongBits(v) == Double.doubleToRawLongBits(-0.0));
        }
    }

    @Test
    void eachAngleFillsItsEntries() {
        // pan 90, tilt 0, roll 90: x axis north (0,1,0); y axis: (−sp·cr, cp·cr, ct·sr) = (0, 0, 1);
        // z axis: (sp·sr, −cp·sr, ct·cr) = (1, 0, 0)
        assertArrayEquals(new double[] {0, 0, 1, 1, 0, 0, 0, 1, 0}, EulerConvention.matrix(new Angles(90, 0, 90)));
        // tilt 90, roll 90: x axis up; y axis (−cp·st·sr... ) = (−1, 0, 0); z axis (−cp·st·cr, ...) = (0, −1, 0)
        assertArrayEquals(new double[] {0, -1, 0, 0, 0, -1, 1, 0, 0}, EulerConvention.matrix(new Angles(0, 90, 90)));
    }

    @Test
    void anglesComeBackAwayFromThePoles() {
        Angles a = EulerConvention.angles(EulerConvention.matrix(new Angles(30, 20, 10)));
        assertEquals(30, a.pan(), 1e-9);
        assertEquals(20, a.tilt(), 1e-9);
        assertEquals(10, a.roll(), 1e-9);
        Angles b = EulerConvention.angles(EulerConvention.matrix(new Angles(-30, -20, -10)));
        assertEquals(330, b.pan(), 1e-9);
        assertEquals(-20, b.tilt(), 1e-9);
        assertEquals(350, b.roll(), 1e-9);
    }

    @Test
    void atAPoleRollIsZeroAndPanCarriesTheWholeTurn() {
        Angles a = EulerConvention.angles(EulerConvention.matrix(new Angles(30, 90, 20)));
        assertEquals(50, a.pan(), 1e-9);
        assertEquals(90, a.tilt());
        assertEquals(0, a.roll());
        Angles b = EulerConvention.angles(EulerConvention.matrix(new Angles(30, -90, 20)));
        assertEquals(10, b.pan(), 1e-9);
        assertEquals(-90, b.tilt());
        assertEquals(0, b.roll());
    }

    @Test
    void theGimbalThresholdIsAtOneBillionth() {
        // |cos tilt| = 1e-9 exactly counts as the pole: pan from the y column, which says 90 here
        double[] pole = {1e-9, -1, 0, 0, 0, 0, 0.5, 0, 1};
        assertEquals(new Angles(90, 30.000000000000004, 0), EulerConvention.angles(pole));
        // just above: pan from the x column (0°) and roll from the last row (atan2(0, 1) = 0)
        double[] off = {2e-9, -1, 0, 0, 0, 0, 0.5, 0, 1};
        assertEquals(new Angles(0, 30.000000000000004, 0), EulerConvention.angles(off));
        // the x column's length counts both entries (at the pole the y column would say 45)
        double[] diagonal = {0, -1, 0, 2e-9, 1, 0, 0.5, 0, 1};
        assertEquals(new Angles(90, 30.000000000000004, 0), EulerConvention.angles(diagonal));
    }
}
