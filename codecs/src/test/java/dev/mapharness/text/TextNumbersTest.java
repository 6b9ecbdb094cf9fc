package dev.mapharness.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Numbers read straight from a file's bytes give what the text rules give: the same grammar, the
 * same double bit for bit (also where the fast path must hand over: more than 18 significant digits,
 * a mantissa above 2^53, powers of ten beyond ±22, overflow and underflow), the same whole numbers
 * and the same refusal of those beyond a long.
 */
class TextNumbersTest {
    private static final String ALPHABET = "0123456789+-.eE x/";

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }

    /** A word of the number grammar: every part present or not, each of any length up to 30 digits. */
    private static String number(SplittableRandom r) {
        StringBuilder sb = new StringBuilder();
        switch (r.nextInt(3)) {
            case 0 -> sb.append('-');
            case 1 -> sb.append('+');
            default -> {
            }
        }
        int intDigits = r.nextInt(4) == 0 ? r.nextInt(31) : r.nextInt(8);
        boolean fraction = r.nextBoolean() || intDigits == 0;
        int fracDigits = fraction ? (r.nextInt(4) == 0 ? r.nextInt(31) : r.nextInt(8)) : 0;
        if (intDigits + fracDigits == 0) {
            fracDigits = 1;
        }
        digits(sb, r, intDigits);
        if (fraction) {
            sb.append('.');
            digits(sb, r, fracDigits);
        }
        if (r.nextInt(3) == 0) {
            sb.append(r.nextBoolean() ? 'e' : 'E');
            switch (r.nextInt(3)) {
                case 0 -> sb.append('-');
                case 1 -> sb.append('+');
                default -> {
                }
            }
            digits(sb, r, 1 + r.nextInt(r.nextInt(4) == 0 ? 6 : 2));
        }
        return sb.toString();
    }

    /** Digits with runs of zeros (leading and trailing zeros change the path a number takes). */
    private static void digits(StringBuilder sb, SplittableRandom r, int n) {
        int zeroPercent = r.nextInt(101);
        for (int i = 0; i < n; i++) {
            sb.append(r.nextInt(100) < zeroPercent ? '0' : (char) ('0' + r.nextInt(10)));
        }
    }

    @Test
    void numbersFromBytesAreTheDoublesOfTheText() {
        qt().withFixedSeed(18).withExamples(50_000).forAll(longs().all()).checkAssert(seed -> {
            String s = number(new SplittableRandom(seed));
            byte[] b = bytes(s);
            assertEquals(true, TextNumbers.isNumber(b, 0, b.length), s);
            double expected = TextNumbers.parse(s);
            assertEquals(Double.doubleToRawLongBits(expected), Double.doubleToRawLongBits(TextNumbers.parse(b, 0, b.length)), s);
        });
    }

    /**
     * The one-pass reading of plain numbers gives the same double wherever it gives one, and gives
     * one for every plain number of at most 18 digits and a mantissa up to 2^53, also with digits
     * in the bytes after the word (it looks at eight bytes at a time).
     */
    @Test
    void plainNumbersFromBytesAreTheDoublesOfTheText() {
        qt().withFixedSeed(18).withExamples(50_000).forAll(longs().all()).checkAssert(seed -> {
            SplittableRandom r = new SplittableRandom(seed);
            String s = number(r);
            String after = r.nextBoolean() ? "" : r.nextBoolean() ? "1234567890123" : " 5";
            byte[] b = bytes(s + after);
            double plain = TextNumbers.parsePlain(b, 0, s.length());
            String digits = s.replaceAll("[^0-9]", "");
            boolean expectPlain = s.indexOf('e') < 0 && s.indexOf('E') < 0 && digits.length() <= 18
                    && Long.parseLong(digits) <= 1L << 53;
            assertEquals(expectPlain, !Double.isNaN(plain), s);
            if (expectPlain) {
                assertEquals(Double.doubleToRawLongBits(TextNumbers.parse(s)), Double.doubleToRawLongBits(plain), s);
            }
        });
    }

    @Test
    void edgesOfTheFastPath() {
        for (String s : new String[] {"9007199254740992", "9007199254740993", "-9007199254740993.0", "1e22", "1e23", "1e-22",
            "1e-23", "123456789012345678", "1234567890123456789", "0.000000000000000000000001", "-0", "-0.000000", "+0",
            "0e99999", "1e400", "-1e400", "1e-400", "4.9e-324", "2.4703282292062328e-324", "1.7976931348623157e308",
            "1.7976931348623159e308", "00000000000000000000000000012.5", "5.", ".5", "0.30000000000000004", "1e0022",
            "1e-0022", "5.E3", "5.E9", "1e4294967297", "1e-4294967297"}) {
            byte[] b = bytes(s);
            assertEquals(Double.doubleToRawLongBits(TextNumbers.parse(s)), Double.doubleToRawLongBits(TextNumbers.parse(b, 0, b.length)), s);
        }
    }

    @Test
    void theGrammarOverBytesIsTheGrammarOverText() {
        qt().withFixedSeed(18).withExamples(50_000).forAll(longs().all()).checkAssert(seed -> {
            SplittableRandom r = new SplittableRandom(seed);
            StringBuilder sb = new StringBuilder();
            int n = r.nextInt(9);
            for (int i = 0; i < n; i++) {
                sb.append(ALPHABET.charAt(r.nextInt(ALPHABET.length())));
            }
            String s = sb.toString();
            byte[] b = bytes("<" + s + ">");
            assertEquals(TextNumbers.isNumber(s), TextNumbers.isNumber(b, 1, b.length - 1), s);
            assertEquals(TextNumbers.isInteger(s), TextNumbers.isInteger(b, 1, b.length - 1), s);
        });
    }

    @Test
    void wholeNumbersAreLongsAndRefusedBeyond() {
        qt().withFixedSeed(18).withExamples(30_000).forAll(longs().all()).checkAssert(seed -> {
            SplittableRandom r = new SplittableRandom(seed);
            StringBuilder sb = new StringBuilder();
            sb.append(new String[] {"", "+", "-"}[r.nextInt(3)]);
            if (r.nextBoolean()) {
                sb.append(r.nextLong());
                if (sb.length() > 1 && sb.charAt(1) == '-') {
                    sb.deleteCharAt(0);
                }
            } else {
                digits(sb, r, 1 + r.nextInt(22));
            }
            String s = sb.toString();
            byte[] b = bytes(s);
            assertEquals(true, TextNumbers.isInteger(b, 0, b.length), s);
            assertParsesAsJavaDoes(s, b);
        });
        for (String s : new String[] {"9223372036854775807", "-9223372036854775808", "9223372036854775808",
            "-9223372036854775809", "+9223372036854775807", "000000000000000000000000001", "-0"}) {
            byte[] b = bytes(s);
            assertParsesAsJavaDoes(s, b);
        }
    }

    /** {@code parseInteger} gives what {@code Long.parseLong} gives for {@code s}, or refuses where it does. */
    private static void assertParsesAsJavaDoes(String s, byte[] b) {
        String expected;
        try {
            expected = String.valueOf(Long.parseLong(s));
        } catch (NumberFormatException e) {
            expected = "refused";
        }
        String actual;
        try {
            actual = String.valueOf(TextNumbers.parseInteger(b, 0, b.length));
        } catch (NumberFormatException e) {
            actual = "refused";
        }
        assertEquals(expected, actual, s);
    }

    @Test
    void formatPrintsTheShortestPlainDecimal() {
        String[][] cases = {{"0", "0"}, {"-0", "-0.0"}, {"100", "100"}, {"-7", "-7"}, {"0.1", "0.1"}, {"-0.000062", "-0.000062"},
            {"999999999999999", "999999999999999"}, {"1000000000000000", "1e15"}, {"-1000000000000000", "-1e15"},
            {"100000000000000000000", "1e20"}, {"12345678.9", "12345678.9"}, {"0.000000000000000000001", "1e-21"},
            {"2.5", "2.5"}, {"9007199254740992", "9007199254740993"}};
        for (String[] c : cases) {
            assertEquals(c[0], TextNumbers.format(Double.parseDouble(c[1])), c[1]);
        }
        for (double bad : new double[] {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}) {
            org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> TextNumbers.format(bad));
        }
    }

    @Test
    void theTextGrammarCountsDigitsOnBothSidesOfThePoint() {
        assertEquals(true, TextNumbers.isNumber("1."));
        assertEquals(true, TextNumbers.isNumber(".1"));
        assertEquals(false, TextNumbers.isNumber("."));
        assertEquals(false, TextNumbers.isNumber("+.e1"));
        assertEquals(true, TextNumbers.isNumber("9.e-9"));
        assertEquals(false, TextNumbers.isNumber("1e+"));
        assertEquals(false, TextNumbers.isInteger("+"));
        assertEquals(true, TextNumbers.isInteger("+0"));
        assertEquals(false, TextNumbers.isInteger("1a"));
        assertEquals(false, TextNumbers.isInteger("/"));
        assertEquals(false, TextNumbers.isInteger(":"));
        byte[] b = bytes("x-12y");
        assertEquals(true, TextNumbers.isInteger(b, 1, 4));
        assertEquals(-12, TextNumbers.parseInteger(b, 1, 4));
        assertEquals(false, TextNumbers.isInteger(b, 1, 2));
        assertEquals(false, TextNumbers.isNumber(b, 1, 2));
        assertEquals(true, TextNumbers.isNumber(b, 2, 3));
        assertEquals(Double.NaN, TextNumbers.parsePlain(b, 2, 2));
        assertEquals(2.0, TextNumbers.parsePlain(b, 3, 4));
    }

    @Test
    void anEmptyRangeAtTheEndOfTheBytesIsNoNumber() {
        byte[] b = bytes("15");
        assertEquals(false, TextNumbers.isNumber(b, 2, 2));
        assertEquals(false, TextNumbers.isInteger(b, 2, 2));
        assertEquals(Double.NaN, TextNumbers.parsePlain(b, 2, 2));
        byte[] e = bytes("1e");
        assertEquals(false, TextNumbers.isNumber(e, 0, 2));
        // a number inside other bytes is read from its own range only
        byte[] inside = bytes("<1e99999>");
        assertEquals(Double.NaN, TextNumbers.parse(inside, 1, 8));
        assertEquals(-1234567890123456789.0, TextNumbers.parse(bytes("x-1234567890123456789x"), 1, 21));
    }
}
