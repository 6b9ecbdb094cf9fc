package dev.mapharness.reports;

import java.util.Locale;

/** Byte offsets as people and tools read them: decimal and hexadecimal side by side. */
public final class Offsets {
    private Offsets() {
    }

    public static String hex(long offset) {
        return "0x" + Long.toHexString(offset).toUpperCase(Locale.ROOT);
    }

    /** {@code at byte 4660 (0x1234)}. */
    public static String describe(long offset) {
        return "at byte " + offset + " (" + hex(offset) + ")";
    }
}
