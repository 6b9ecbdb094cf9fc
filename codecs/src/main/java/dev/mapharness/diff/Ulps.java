package dev.mapharness.diff;

/**
 * Distances between floating-point values in units in the last place, for comparisons that allow a
 * computed value to be rounded otherwise (a conversion's heights scaled, a matrix decomposed). NaNs
 * are never close to anything but their own bits; +0 and −0 are 0 apart.
 */
final class Ulps {
    private Ulps() {
    }

    /** True if float32 bits {@code a} and {@code b} are the same or at most {@code ulps} apart. */
    static boolean close(int a, int b, int ulps) {
        if (a == b) {
            return true;
        }
        if (ulps == 0 || !Float.isFinite(Float.intBitsToFloat(a)) || !Float.isFinite(Float.intBitsToFloat(b))) {
            return false;
        }
        return Math.abs((long) ordered(a) - ordered(b)) <= ulps;
    }

    /** True if float64 bits {@code a} and {@code b} are the same or at most {@code ulps} apart. */
    static boolean close(long a, long b, int ulps) {
        if (a == b) {
            return true;
        }
        if (ulps == 0 || !Double.isFinite(Double.longBitsToDouble(a)) || !Double.isFinite(Double.longBitsToDouble(b))) {
            return false;
        }
        try {
            return Math.abs(Math.subtractExact(ordered(a), ordered(b))) <= ulps;
        } catch (ArithmeticException farApart) {
            return false;
        }
    }

    /** Bits mapped so that adjacent floats are adjacent integers, negatives below positives. */
    private static int ordered(int bits) {
        return bits < 0 ? Integer.MIN_VALUE - bits : bits;
    }

    private static long ordered(long bits) {
        return bits < 0 ? Long.MIN_VALUE - bits : bits;
    }
}
