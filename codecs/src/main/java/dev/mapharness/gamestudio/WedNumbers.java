package dev.mapharness.gamestudio;

import dev.mapharness.text.TextNumbers;
import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Numbers as WED prints them into {@code $$M} and text WMP (docs/wmpb.md, "Numbers as WED prints
 * them"): a float32 value through C's {@code %f}, six decimals, with trailing zeros and a bare point
 * dropped ({@code 2.23371}, {@code 44.999073}, {@code 384}, {@code 1468.799927}). A negative value
 * that rounds to zero keeps its sign ({@code -0}, as the real files' texture vectors show), and a
 * value exactly halfway rounds away from zero, as Microsoft's C runtime does.
 *
 * <p>The models hold doubles and their writers print the shortest text that reads back as the same
 * double ({@link TextNumbers#format}); {@link #asPrinted} gives the double that is printed as WED's
 * text, so a migration's output is written as WED writes it without a writer of its own.
 */
public final class WedNumbers {
    /** C's {@code %f}. */
    private static final int DECIMALS = 6;

    private WedNumbers() {
    }

    /** WED's text for a float32 value; {@code v} must be finite. */
    public static String text(float v) {
        if (!Float.isFinite(v)) {
            throw new IllegalArgumentException("WED prints no " + v);
        }
        // new BigDecimal(double) is the float's exact binary fraction, which printf rounds
        BigDecimal rounded = new BigDecimal(v).setScale(DECIMALS, RoundingMode.HALF_UP);
        if (rounded.signum() == 0) {
            return Float.floatToRawIntBits(v) < 0 ? "-0" : "0";
        }
        return rounded.stripTrailingZeros().toPlainString();
    }

    /**
     * The double that the text writers print as WED prints {@code v}: {@code v} rounded to float32,
     * then to six decimals. A value that is not finite, or too large for a float32, is returned as it
     * is (WED could not hold it; the migration reports it).
     */
    public static double asPrinted(double v) {
        float f = (float) v;
        return Float.isFinite(f) ? TextNumbers.parse(text(f)) : v;
    }
}
