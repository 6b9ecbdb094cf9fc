package dev.mapharness.reports.dump;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.math.BigDecimal;
import java.util.Locale;

/**
 * Floating-point values in a dump, exactly: a finite value other than −0 is a JSON number written
 * with the fewest digits that read back to the same value ({@link Float#toString}, {@link
 * Double#toString}); −0, infinities and NaNs (with their payload) are a string {@code "bits:0x…"}
 * holding the IEEE 754 bits. Numbers are read back from their decimal text, never through another
 * type, so no value is rounded twice.
 */
final class Numbers {
    private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);

    private Numbers() {
    }

    static JsonNode ofFloat(float v) {
        if (Float.isFinite(v) && !(v == 0 && Float.floatToRawIntBits(v) != 0)) {
            return NODES.numberNode(new BigDecimal(Float.toString(v)));
        }
        return NODES.textNode(String.format(Locale.ROOT, "bits:0x%08X", Float.floatToRawIntBits(v)));
    }

    static JsonNode ofDouble(double v) {
        if (Double.isFinite(v) && !(v == 0 && Double.doubleToRawLongBits(v) != 0)) {
            return NODES.numberNode(new BigDecimal(Double.toString(v)));
        }
        return NODES.textNode(String.format(Locale.ROOT, "bits:0x%016X", Double.doubleToRawLongBits(v)));
    }

    /**
     * A float from a decimal number (read as {@code BigDecimal}, its text is parsed as a float once) or
     * from a parser's double (Float.toString's shortest decimal reads back to the same float through a
     * double too).
     */
    static float toFloat(JsonNode n, String at) {
        if (n.isTextual()) {
            return Float.intBitsToFloat((int) bits(n.asText(), 8, at));
        }
        number(n, at);
        return n.isBigDecimal() ? Float.parseFloat(n.decimalValue().toString()) : (float) n.doubleValue();
    }

    static double toDouble(JsonNode n, String at) {
        if (n.isTextual()) {
            return Double.longBitsToDouble(bits(n.asText(), 16, at));
        }
        number(n, at);
        return n.isBigDecimal() ? Double.parseDouble(n.decimalValue().toString()) : n.doubleValue();
    }

    private static void number(JsonNode n, String at) {
        if (!n.isNumber()) {
            throw new DumpException(at, "expected a number or \"bits:0x…\", found " + Kinds.of(n));
        }
    }

    private static long bits(String text, int digits, String at) {
        if (!text.startsWith("bits:0x") || text.length() != 7 + digits) {
            throw new DumpException(at, "expected a number or \"bits:0x\" and " + digits + " hex digits, found \"" + text + "\"");
        }
        try {
            return Long.parseUnsignedLong(text.substring(7), 16);
        } catch (NumberFormatException e) {
            throw new DumpException(at, "\"" + text + "\" is not hex bits");
        }
    }
}
