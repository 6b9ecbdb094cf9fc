package dev.mapharness.diff;

import java.math.BigDecimal;

/**
 * When two floating-point values that differ in their bits still count as equal: within a relative
 * tolerance T (|a − b| ≤ T·max(1, |a|, |b|), so T is absolute below 1 and relative above), or within
 * N units in the last place of their own width (float32 or float64), or both (either suffices).
 * For comparing one writer's output with another's, which print or round the same value otherwise
 * ({@code 2.2337100505828857} against {@code 2.23371}).
 *
 * <p>Only floating-point values are affected: integers are counts, indices, flags and ids, where 1
 * off is never rounding. A NaN equals only its own bits and an infinity only itself; +0 and −0 are
 * equal under any tolerance other than {@link #EXACT}.
 *
 * @param relative T, finite and at least 0; 0 for none
 * @param ulps     N, at least 0; 0 for none
 */
public record NumberTolerance(double relative, int ulps) {
    /** Every bit counts. */
    public static final NumberTolerance EXACT = new NumberTolerance(0, 0);

    public NumberTolerance {
        if (!(relative >= 0) || Double.isInfinite(relative)) {
            throw new IllegalArgumentException("a tolerance is a finite number of at least 0, not " + relative);
        }
        if (ulps < 0) {
            throw new IllegalArgumentException("units in the last place cannot be negative: " + ulps);
        }
    }

    public static NumberTolerance relative(double t) {
        return new NumberTolerance(t, 0);
    }

    public static NumberTolerance ulps(int n) {
        return new NumberTolerance(0, n);
    }

    public boolean exact() {
        return relative == 0 && ulps == 0;
    }

    /** True if float32 bits {@code a} and {@code b} differ but count as equal. */
    boolean absorbsFloat(int a, int b) {
        return a != b && (Ulps.close(a, b, ulps) || withinRelative(Float.intBitsToFloat(a), Float.intBitsToFloat(b)));
    }

    /** True if float64 bits {@code a} and {@code b} differ but count as equal. */
    boolean absorbsDouble(long a, long b) {
        return a != b && (Ulps.close(a, b, ulps)
                || withinRelative(Double.longBitsToDouble(a), Double.longBitsToDouble(b)));
    }

    private boolean withinRelative(double a, double b) {
        if (relative == 0 || !Double.isFinite(a) || !Double.isFinite(b)) {
            return false;
        }
        // a − b may overflow to infinity (MAX against −MAX), which no finite bound admits
        return Math.abs(a - b) <= relative * Math.max(1, Math.max(Math.abs(a), Math.abs(b)));
    }

    /** For people: {@code within 0.0001 (|a − b| ≤ T·max(1, |a|, |b|)) or 4 units in the last place}, or {@code exact}. */
    public String describe() {
        if (exact()) {
            return "exact";
        }
        String t = relative > 0 ? plain(relative) + " (|a − b| ≤ T·max(1, |a|, |b|))" : "";
        String n = ulps > 0 ? ulps + (ulps == 1 ? " unit" : " units") + " in the last place" : "";
        return "within " + (t.isEmpty() ? n : n.isEmpty() ? t : t + " or " + n);
    }

    private static String plain(double d) {
        return new BigDecimal(Double.toString(d)).stripTrailingZeros().toPlainString();
    }
}
