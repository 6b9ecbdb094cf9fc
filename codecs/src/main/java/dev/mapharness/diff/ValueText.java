package dev.mapharness.diff;

import java.util.Locale;

/** How the differential shows one value to people: floats with their bits when the digits alone would mislead. */
final class ValueText {
    static final String ABSENT = "absent";

    private ValueText() {
    }

    /**
     * A float from its raw bits; the bits are added when it is NaN (payloads differ invisibly) or
     * when it prints the same as {@code otherBits} does (negative zero, differing NaNs).
     */
    static String floatBits(int bits, int otherBits) {
        float v = Float.intBitsToFloat(bits);
        String text = Float.toString(v);
        if (Float.isNaN(v) || text.equals(Float.toString(Float.intBitsToFloat(otherBits)))) {
            return text + " (bits " + hex32(bits) + ")";
        }
        return text;
    }

    /** An int as the file holds it; negative ones also as unsigned hex, since most fields are u32. */
    static String int32(int v) {
        return v < 0 ? v + " (" + hex32(v) + ")" : Integer.toString(v);
    }

    static String hex32(int bits) {
        return String.format(Locale.ROOT, "0x%08X", bits);
    }

    static String elements(int n) {
        return n + (n == 1 ? " element" : " elements");
    }
}
