package dev.mapharness.text;

import java.math.BigDecimal;

/**
 * Numbers as Gamestudio text levels write them: an optional sign, digits with an optional
 * fraction, an optional exponent ({@code 100}, {@code -0.000062}, {@code .5}, {@code 1e-7}).
 * Unlike {@link Double#parseDouble} this accepts no {@code NaN}, {@code Infinity}, hex or type
 * suffix, and no value that overflows to infinity.
 *
 * <p>{@link #format} prints the shortest plain decimal that parses back to the same double
 * ({@code 100}, {@code -0}, {@code 0.1}), never an exponent, which old tools may not read.
 */
public final class TextNumbers {
    private TextNumbers() {
    }

    /** True if {@code s} matches the number grammar. */
    public static boolean isNumber(CharSequence s) {
        int n = s.length();
        int i = 0;
        if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
            i++;
        }
        int intDigits = 0;
        while (i < n && isDigit(s.charAt(i))) {
            i++;
            intDigits++;
        }
        int fracDigits = 0;
        if (i < n && s.charAt(i) == '.') {
            i++;
            while (i < n && isDigit(s.charAt(i))) {
                i++;
                fracDigits++;
            }
        }
        if (intDigits + fracDigits == 0) {
            return false;
        }
        if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
            i++;
            if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
                i++;
            }
            int expDigits = 0;
            while (i < n && isDigit(s.charAt(i))) {
                i++;
                expDigits++;
            }
            if (expDigits == 0) {
                return false;
            }
        }
        return i == n;
    }

    /** True if {@code s} is an optional sign and digits. */
    public static boolean isInteger(CharSequence s) {
        int n = s.length();
        int i = 0;
        if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
            i++;
        }
        if (i == n) {
            return false;
        }
        for (; i < n; i++) {
            if (!isDigit(s.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /**
     * The value of a token that {@link #isNumber} accepts; NaN if it overflows to infinity (the
     * caller reports that).
     */
    public static double parse(String s) {
        double d = Double.parseDouble(s);
        return Double.isInfinite(d) ? Double.NaN : d;
    }

    /** The shortest plain decimal that parses back to {@code d}; {@code d} must be finite. */
    public static String format(double d) {
        if (!Double.isFinite(d)) {
            throw new IllegalArgumentException("not a finite number: " + d);
        }
        if (d == 0) {
            return Double.doubleToRawLongBits(d) == 0 ? "0" : "-0";
        }
        if (d == Math.rint(d) && Math.abs(d) < 1e15) {
            return Long.toString((long) d);
        }
        String plain = new BigDecimal(Double.toString(d)).stripTrailingZeros().toPlainString();
        return plain;
    }
}
