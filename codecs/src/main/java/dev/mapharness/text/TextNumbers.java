package dev.mapharness.text;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;

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

    /** True if bytes {@code [from, to)} match the number grammar (as {@link #isNumber(CharSequence)}). */
    public static boolean isNumber(byte[] b, int from, int to) {
        int i = from;
        if (i < to && (b[i] == '+' || b[i] == '-')) {
            i++;
        }
        int digitsFrom = i;
        while (i < to && isDigit(b[i])) {
            i++;
        }
        int digits = i - digitsFrom;
        if (i < to && b[i] == '.') {
            i++;
            int fracFrom = i;
            while (i < to && isDigit(b[i])) {
                i++;
            }
            digits += i - fracFrom;
        }
        if (digits == 0) {
            return false;
        }
        if (i < to && (b[i] == 'e' || b[i] == 'E')) {
            i++;
            if (i < to && (b[i] == '+' || b[i] == '-')) {
                i++;
            }
            int expFrom = i;
            while (i < to && isDigit(b[i])) {
                i++;
            }
            if (i == expFrom) {
                return false;
            }
        }
        return i == to;
    }

    /** True if bytes {@code [from, to)} are an optional sign and digits. */
    public static boolean isInteger(byte[] b, int from, int to) {
        int i = from;
        if (i < to && (b[i] == '+' || b[i] == '-')) {
            i++;
        }
        if (i == to) {
            return false;
        }
        for (; i < to; i++) {
            if (!isDigit(b[i])) {
                return false;
            }
        }
        return true;
    }

    /**
     * The value of bytes {@code [from, to)}, which {@link #isInteger(byte[], int, int)} accepts, as
     * {@link Long#parseLong} gives it (a leading {@code +} allowed).
     *
     * @throws NumberFormatException if it is outside the range of a long
     */
    public static long parseInteger(byte[] b, int from, int to) {
        int i = from;
        boolean negative = b[i] == '-';
        if (b[i] == '+' || b[i] == '-') {
            i++;
        }
        if (to - i > 18) {
            int signed = b[from] == '+' ? from + 1 : from;
            return Long.parseLong(new String(b, signed, to - signed, StandardCharsets.ISO_8859_1));
        }
        long v = 0;
        for (; i < to; i++) {
            v = 10 * v + (b[i] - '0');
        }
        return negative ? -v : v;
    }

    private static boolean isDigit(byte c) {
        return c >= '0' && c <= '9';
    }

    /** Powers of ten a double holds exactly. */
    private static final double[] EXACT_POWERS = {
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
        1e20, 1e21, 1e22,
    };

    /**
     * The value of bytes {@code [from, to)} if they are a number in the form levels write nearly all
     * numbers in: an optional sign and at most 18 digits with an optional fraction, no exponent, a
     * mantissa of at most 2^53; NaN for anything else (not a number,
     * or a number for {@link #isNumber(byte[], int, int)} and {@link #parse(byte[], int, int)} to
     * read). One pass over the bytes, giving what {@link #parse(String)} gives (Clinger's fast path:
     * one exact integer divided by one exact power of ten, which IEEE arithmetic rounds correctly).
     */
    public static double parsePlain(byte[] b, int from, int to) {
        if (from >= to) {
            return Double.NaN;
        }
        int i = from;
        int first = b[i];
        boolean negative = first == '-';
        if (negative || first == '+') {
            i++;
        }
        int digitsFrom = i;
        long mantissa = 0;
        int d;
        while (i < to && (d = b[i] - '0') >= 0 && d <= 9) {
            mantissa = 10 * mantissa + d;
            i++;
        }
        int scale = 0;
        int digits = i - digitsFrom;
        if (i < to && b[i] == '.') {
            int fractionFrom = ++i;
            while (i < to && (d = b[i] - '0') >= 0 && d <= 9) {
                mantissa = 10 * mantissa + d;
                i++;
            }
            scale = i - fractionFrom;
            digits += scale;
        }
        return i != to ? Double.NaN : plainValue(negative, mantissa, digits, scale);
    }

    /**
     * The value of a plain number from its parts, or NaN where the fast path does not hold: no digit,
     * more than 18 (the mantissa may have overflowed), or a mantissa above 2^53.
     */
    static double plainValue(boolean negative, long mantissa, int digits, int scale) {
        if (digits == 0 || digits > 18 || mantissa > 1L << 53) {
            return Double.NaN;
        }
        double value = scale == 0 ? mantissa : mantissa / EXACT_POWERS[scale];
        return negative ? -value : value;
    }

    /**
     * The value of bytes {@code [from, to)}, which {@link #isNumber(byte[], int, int)} accepts; NaN if
     * it overflows to infinity. The same double as {@link #parse(String)}: numbers of at most 18
     * significant digits, a mantissa of at most 2^53 and a power of ten within ±22 (all that levels
     * hold) are one exact
     * integer times or divided by one exact power of ten, which IEEE arithmetic rounds correctly
     * (Clinger's fast path); any other number goes through {@link Double#parseDouble}.
     */
    public static double parse(byte[] b, int from, int to) {
        int i = from;
        boolean negative = false;
        if (b[i] == '+' || b[i] == '-') {
            negative = b[i] == '-';
            i++;
        }
        long mantissa = 0;
        int significant = 0;
        int scale = 0;
        boolean fraction = false;
        for (; i < to; i++) {
            int c = b[i];
            if (c == '.') {
                fraction = true;
                continue;
            }
            if (c < '0' || c > '9') {
                break;
            }
            if (mantissa != 0 || c != '0') {
                if (++significant > 18) {
                    return parse(new String(b, from, to - from, StandardCharsets.ISO_8859_1));
                }
                mantissa = 10 * mantissa + (c - '0');
            }
            if (fraction) {
                scale++;
            }
        }
        int exponent = 0;
        if (i < to) {
            // an exponent: 'e' or 'E', a sign, digits
            i++;
            boolean negativeExponent = b[i] == '-';
            if (b[i] == '+' || b[i] == '-') {
                i++;
            }
            if (to - i > 4) {
                return parse(new String(b, from, to - from, StandardCharsets.ISO_8859_1));
            }
            for (; i < to; i++) {
                exponent = 10 * exponent + (b[i] - '0');
            }
            if (negativeExponent) {
                exponent = -exponent;
            }
        }
        double value;
        if (mantissa == 0) {
            value = 0;
        } else {
            int power = exponent - scale;
            if (power < -22 || power > 22 || mantissa > 1L << 53) {
                return parse(new String(b, from, to - from, StandardCharsets.ISO_8859_1));
            }
            value = power >= 0 ? mantissa * EXACT_POWERS[power] : mantissa / EXACT_POWERS[-power];
        }
        return negative ? -value : value;
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
