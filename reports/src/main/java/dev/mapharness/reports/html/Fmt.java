package dev.mapharness.reports.html;

import dev.mapharness.reports.Offsets;
import dev.mapharness.reports.SafeText;
import dev.mapharness.reports.compare.ByteRange;
import java.util.Locale;

/**
 * How pages print values. Every string that came from a file (names, map strings, field values)
 * goes through {@link #text}: the template engine escapes markup, this makes control characters,
 * bidirectional overrides and unpaired surrogates visible escapes and keeps one value from filling
 * the page.
 */
public final class Fmt {
    /** Characters of one value shown at most. */
    public static final int MAX_TEXT = 240;

    private Fmt() {
    }

    public static String text(Object value) {
        String s = SafeText.of(value);
        if (s.length() <= MAX_TEXT) {
            return s;
        }
        int cut = MAX_TEXT;
        if (Character.isHighSurrogate(s.charAt(cut - 1))) {
            cut--;
        }
        return s.substring(0, cut) + "… (" + s.length() + " characters)";
    }

    /** {@code 1 234 567 bytes (1.2 MB)}. */
    public static String size(long bytes) {
        if (bytes < 0) {
            return "unknown size";
        }
        String exact = String.format(Locale.ROOT, "%,d bytes", bytes).replace(',', ' ');
        if (bytes < 1024) {
            return exact;
        }
        String[] units = {"KB", "MB", "GB", "TB"};
        double v = bytes;
        int u = -1;
        while (v >= 1024 && u < units.length - 1) {
            v /= 1024;
            u++;
        }
        return exact + String.format(Locale.ROOT, " (%.1f %s)", v, units[u]);
    }

    public static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n).replace(',', ' ');
    }

    /** {@code 0x1A40 (6720)}, or a dash for "no offset". */
    public static String offset(long offset) {
        return offset < 0 ? "—" : Offsets.hex(offset) + " (" + offset + ")";
    }

    /** {@code 0x1A40–0x1A43 (4 bytes)}. */
    public static String range(ByteRange r) {
        if (r.isEmpty()) {
            return Offsets.hex(r.start()) + " (empty)";
        }
        return Offsets.hex(r.start()) + "–" + Offsets.hex(r.end() - 1) + " (" + count(r.length())
                + (r.length() == 1 ? " byte)" : " bytes)");
    }

    public static String seconds(double s) {
        return String.format(Locale.ROOT, "%.1f s", s);
    }

    public static String plural(long n, String one, String many) {
        return count(n) + " " + (n == 1 ? one : many);
    }
}
