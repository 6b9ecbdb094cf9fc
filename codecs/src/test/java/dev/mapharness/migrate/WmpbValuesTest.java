package dev.mapharness.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.gamestudio.Affine3;
import dev.mapharness.gamestudio.Angles;
import dev.mapharness.gamestudio.EulerConvention;
import dev.mapharness.gamestudio.Vec3;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How stored radians read as WED's degrees and back (docs/wmpb.md, "Migrations"): every reading is the
 * same turn, straight up and down included, and the edges of reading a number as WED's decimals.
 */
class WmpbValuesTest {
    private static void sameTurn(Affine3 turn, Angles a, double tolerance) {
        double[] m = EulerConvention.matrix(a);
        for (int i = 0; i < 3; i++) {
            Vec3 c = turn.column(i);
            assertEquals(m[i], c.x(), tolerance, a + " column " + i);
            assertEquals(m[3 + i], c.y(), tolerance, a + " column " + i);
            assertEquals(m[6 + i], c.z(), tolerance, a + " column " + i);
        }
    }

    @Test
    void storedRadiansAreTheTurnOfTheirDegrees() {
        for (Angles a : List.of(new Angles(30, 20, 10), new Angles(10, 90, 20), new Angles(10, -90, 20), new Angles(0, 30, 0),
                new Angles(0, 0, 30), new Angles(200, -40, 300))) {
            sameTurn(WmpbValues.turn(WmpbValues.radians(a)), a, 1e-12);
        }
    }

    @Test
    void straightUpOrDownReadsAsTheSameTurn() {
        for (Angles a : List.of(new Angles(10, 90, 20), new Angles(10, -90, 20))) {
            Vec3 stored = WmpbValues.radians(a);
            Angles read = WmpbValues.angles(stored);
            assertEquals(0, read.pan(), "WED writes pan 0 straight up or down");
            sameTurn(WmpbValues.turn(stored), read, 1e-9);
        }
    }

    @Test
    void aTurnAboutTheStoredTiltAxisAlone() {
        // tilt 360 is tilt 0, so roll 90 leaves the first stored angle alone to say the pan
        Angles a = new Angles(10, 360, 90);
        Vec3 stored = WmpbValues.radians(a);
        assertEquals(new Vec3(Math.toRadians(10), Math.PI / 2, 0), stored);
        sameTurn(WmpbValues.turn(stored), a, 1e-12);
        // a tilt whose sine is exactly 1e-9: the pan and roll axes are 1e-9 apart, which still counts as one axis
        double t = -5.7295779513082324E-8;
        assertEquals(-1e-9, Math.sin(Math.toRadians(t)));
        Angles nearly = new Angles(90, t, 90);
        assertEquals(new Vec3(Math.PI / 2, Math.PI / 2, 0), WmpbValues.radians(nearly));
        sameTurn(WmpbValues.turn(WmpbValues.radians(nearly)), nearly, 1e-8);
    }

    @Test
    void zeroTurnsAreStoredAsPositiveZero() {
        // WED's own files hold 0, never −0, where a turn is 0
        Vec3 tilt = WmpbValues.radians(new Angles(0, 30, 0));
        assertEquals(0.0, tilt.x());
        assertEquals(0.0, tilt.y());
        Vec3 roll = WmpbValues.radians(new Angles(0, 0, 30));
        assertEquals(0.0, roll.x());
        assertEquals(0.0, roll.z());
        for (double roll90 : new double[] {90, -90}) {
            // a roll of ±90 turns the stored tilt axis onto the pan axis: the stored pan of no pan is 0, not −0
            Vec3 onAxis = WmpbValues.radians(new Angles(0, 0, roll90));
            assertEquals(0.0, onAxis.x(), onAxis.toString());
            assertEquals(0.0, onAxis.z(), onAxis.toString());
        }
    }

    @Test
    void noTurnIsStoredWithANegativeZero() {
        double[] quarter = {0, -0.0, 90, 180, 270, 360, -90, -180, 30, -30, 150, -150};
        for (double pan : quarter) {
            for (double tilt : quarter) {
                for (double roll : quarter) {
                    Vec3 stored = WmpbValues.radians(new Angles(pan, tilt, roll));
                    for (double v : new double[] {stored.x(), stored.y(), stored.z()}) {
                        assertNotEquals(-0.0, v, () -> "(" + pan + ", " + tilt + ", " + roll + ") is stored as " + stored);
                    }
                }
            }
        }
    }

    @Test
    void aTiltWithinTheNoiseOfStraightUpReadsAsTheSameTurn() {
        // 1e-5 degrees from straight up, as a file's float radians hold a turn WED wrote as tilt 90: read as
        // tilt 90 with pan 0, the pan folded into the roll, the same turn within the noise
        for (double sign : new double[] {1, -1}) {
            Vec3 stored = WmpbValues.radians(new Angles(10, sign * (90 - 1e-5), 20));
            Angles read = WmpbValues.angles(stored);
            assertEquals(sign * 90, read.tilt() > 180 ? read.tilt() - 360 : read.tilt(), read.toString());
            assertEquals(0, read.pan(), read.toString());
            sameTurn(WmpbValues.turn(stored), read, 1e-6);
        }
    }

    @Test
    void readingDegreesAtTheirEdges() {
        assertEquals(0.0, WmpbValues.degrees(WmpbValues.NOISE_RADIANS), "exactly the noise from 0 is 0");
        assertEquals(0.0, WmpbValues.degrees(Math.toRadians(-1e-6)), "a hair below 0 reads as 0, not −0");
        assertTrue(WmpbValues.degrees(WmpbValues.NOISE_RADIANS * 1.5) > 0, "more is an angle");
        assertEquals(Double.POSITIVE_INFINITY, WmpbValues.degrees(Double.POSITIVE_INFINITY));
        assertEquals(Double.NaN, WmpbValues.angles(new Vec3(Double.NaN, 0, 0)).pan());
        assertEquals(0.0, WmpbValues.wrap(-1e-20), "a hair below 0 wraps to 360, which is 0");
        assertEquals(0.0, WmpbValues.wrap(-0.0));
        assertEquals(0.0, WmpbValues.wrap(360));
        assertEquals(350.0, WmpbValues.wrap(-10));
        assertEquals(Double.NEGATIVE_INFINITY, WmpbValues.wrap(Double.NEGATIVE_INFINITY));
    }
}
