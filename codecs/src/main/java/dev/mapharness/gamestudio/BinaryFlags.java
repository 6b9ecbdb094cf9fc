package dev.mapharness.gamestudio;

import java.util.Objects;
import java.util.Set;

/**
 * A flags field written as binary digits, most significant first ({@code 0000},
 * {@code 00000000000000010000000000000000}). The width is kept: real files use 4, 16 and 32 digits
 * (and 8 in some block trailers wmpio writes) and a round trip must not change it.
 *
 * @param digits one or more of {@code 0} and {@code 1}
 */
public record BinaryFlags(String digits) {
    /** Widths real files use; others read with a violation. */
    public static final Set<Integer> STANDARD_WIDTHS = Set.of(4, 8, 16, 32);

    public BinaryFlags {
        Objects.requireNonNull(digits, "digits");
        if (!isBinary(digits)) {
            throw new IllegalArgumentException("flags are one or more binary digits: \"" + digits + "\"");
        }
    }

    /** True if {@code s} is one or more of {@code 0} and {@code 1} (what the constructor accepts). */
    public static boolean isBinary(CharSequence s) {
        if (s.length() == 0) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '0' && c != '1') {
                return false;
            }
        }
        return true;
    }

    /** The low {@code width} bits of {@code bits}, as {@code width} digits. */
    public static BinaryFlags of(long bits, int width) {
        if (width < 1 || width > 64) {
            throw new IllegalArgumentException("width 1..64: " + width);
        }
        StringBuilder sb = new StringBuilder(width);
        for (int i = width - 1; i >= 0; i--) {
            sb.append((bits >>> i & 1) == 0 ? '0' : '1');
        }
        return new BinaryFlags(sb.toString());
    }

    public int width() {
        return digits.length();
    }

    public boolean isStandardWidth() {
        return STANDARD_WIDTHS.contains(width());
    }

    /** Bit {@code i}, counted from the last digit (bit 0). */
    public boolean bit(int i) {
        return i >= 0 && i < digits.length() && digits.charAt(digits.length() - 1 - i) == '1';
    }

    @Override
    public String toString() {
        return digits;
    }
}
