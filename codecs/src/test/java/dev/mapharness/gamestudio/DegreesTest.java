package dev.mapharness.gamestudio;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Degrees exact where level files need them exact (multiples of 90°, never −0) and the plain
 * library functions elsewhere.
 */
class DegreesTest {
    private static void assertSameBits(double expected, double actual, String what) {
        assertEquals(Double.doubleToRawLongBits(expected), Double.doubleToRawLongBits(actual), what + ": " + actual);
    }

    @Test
    void squareTurnsAreExactInEveryQuadrantAndWinding() {
        double[] angles = {0, 90, 180, 270, 360, 450, -90, -180, -270, -360, -450, 720, 900, -0.0};
        double[] sines = {0, 1, 0, -1, 0, 1, -1, 0, 1, 0, -1, 0, 0, 0};
        double[] cosines = {1, 0, -1, 0, 1, 0, 0, -1, 0, 1, 0, 1, -1, 1};
        for (int i = 0; i < angles.length; i++) {
            assertSameBits(sines[i], Degrees.sin(angles[i]), "sin " + angles[i]);
            assertSameBits(cosines[i], Degrees.cos(angles[i]), "cos " + angles[i]);
        }
    }

    @Test
    void otherAnglesAreTheLibrarysAfterWrapping() {
        for (double d : new double[] {30, 45, -45, 389, 1e6 + 0.5, 89.999999}) {
            assertSameBits(Math.sin(Math.toRadians(d % 360)), Degrees.sin(d), "sin " + d);
            assertSameBits(Math.cos(Math.toRadians(d % 360)), Degrees.cos(d), "cos " + d);
        }
        assertEquals(Double.NaN, Degrees.sin(Double.POSITIVE_INFINITY));
        assertEquals(Double.NaN, Degrees.cos(Double.NaN));
    }

    @Test
    void atan2IsExactOnTheAxes() {
        assertSameBits(0, Degrees.atan2(0, 5), "east");
        assertSameBits(0, Degrees.atan2(-0.0, 5), "east below");
        assertSameBits(180, Degrees.atan2(0, -5), "west");
        assertSameBits(180, Degrees.atan2(-0.0, -5), "west below");
        assertSameBits(90, Degrees.atan2(5, 0), "north");
        assertSameBits(90, Degrees.atan2(5, -0.0), "north");
        assertSameBits(-90, Degrees.atan2(-5, 0), "south");
        assertSameBits(-90, Degrees.atan2(-5, -0.0), "south");
        // the origin: the library's answer, signed zeros included
        assertSameBits(0, Degrees.atan2(0, 0), "origin");
        assertSameBits(-0.0, Degrees.atan2(-0.0, 0), "origin below");
        assertSameBits(180, Degrees.atan2(0, -0.0), "origin behind");
        assertSameBits(Math.toDegrees(Math.atan2(1, 1)), Degrees.atan2(1, 1), "45");
        assertSameBits(Math.toDegrees(Math.atan2(-1e-300, -1)), Degrees.atan2(-1e-300, -1), "just below west");
    }

    @Test
    void asinIsExactAtZeroAndTheEndsAndClamped() {
        assertSameBits(90, Degrees.asin(1), "1");
        assertSameBits(90, Degrees.asin(1.0000001), "above 1");
        assertSameBits(-90, Degrees.asin(-1), "-1");
        assertSameBits(-90, Degrees.asin(-1.5), "below -1");
        assertSameBits(0, Degrees.asin(0), "0");
        assertSameBits(0, Degrees.asin(-0.0), "-0");
        assertSameBits(Math.toDegrees(Math.asin(0.5)), Degrees.asin(0.5), "0.5");
        assertSameBits(Math.toDegrees(Math.asin(-0.999)), Degrees.asin(-0.999), "-0.999");
    }

    @Test
    void wrapMovesIntoZeroTo360WithoutNegativeZero() {
        assertSameBits(0, Degrees.wrap360(0), "0");
        assertSameBits(0, Degrees.wrap360(-0.0), "-0");
        assertSameBits(0, Degrees.wrap360(360), "360");
        assertSameBits(0, Degrees.wrap360(-360), "-360");
        assertSameBits(270, Degrees.wrap360(-90), "-90");
        assertSameBits(10, Degrees.wrap360(730), "730");
        assertSameBits(359.5, Degrees.wrap360(-0.5), "-0.5");
        // a tiny negative angle plus 360 rounds to 360, which is 0
        assertSameBits(0, Degrees.wrap360(-1e-20), "-1e-20");
    }
}
