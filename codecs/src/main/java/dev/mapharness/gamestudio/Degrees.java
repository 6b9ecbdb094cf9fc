package dev.mapharness.gamestudio;

/**
 * Sine and cosine of angles in degrees, exact at multiples of 90° (0 and ±1, never −0), so a group
 * turned square keeps its blocks on whole numbers. Level files are full of 90° and 180° turns;
 * {@code Math.sin(Math.toRadians(180))} is 1.2e-16, not 0.
 */
final class Degrees {
    private static final double[] SIN_QUADRANT = {0, 1, 0, -1};
    private static final double[] COS_QUADRANT = {1, 0, -1, 0};

    private Degrees() {
    }

    static double sin(double degrees) {
        int q = quadrant(degrees);
        return q >= 0 ? SIN_QUADRANT[q] : Math.sin(Math.toRadians(degrees % 360));
    }

    static double cos(double degrees) {
        int q = quadrant(degrees);
        return q >= 0 ? COS_QUADRANT[q] : Math.cos(Math.toRadians(degrees % 360));
    }

    /** Degrees of {@code atan2(y, x)} in (−180, 180], exact where the result is a multiple of 90°. */
    static double atan2(double y, double x) {
        if (y == 0 && x > 0) {
            return 0;
        }
        if (y == 0 && x < 0) {
            return 180;
        }
        if (x == 0 && y > 0) {
            return 90;
        }
        if (x == 0 && y < 0) {
            return -90;
        }
        return Math.toDegrees(Math.atan2(y, x));
    }

    /** Degrees of {@code asin(s)} for s clamped to [−1, 1], exact at 0 and ±1. */
    static double asin(double s) {
        if (s >= 1) {
            return 90;
        }
        if (s <= -1) {
            return -90;
        }
        if (s == 0) {
            return 0;
        }
        return Math.toDegrees(Math.asin(s));
    }

    /** The angle moved into [0, 360), with −0 as 0. */
    static double wrap360(double degrees) {
        double w = degrees % 360;
        if (w < 0) {
            w += 360;
        }
        if (w >= 360) {
            w -= 360;
        }
        return w == 0 ? 0 : w;
    }

    private static int quadrant(double degrees) {
        if (!Double.isFinite(degrees) || degrees % 90 != 0) {
            return -1;
        }
        return (int) Math.floorMod((long) ((degrees % 360) / 90), 4L);
    }
}
