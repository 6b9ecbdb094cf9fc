package dev.mapharness.reports.picture;

import java.util.Locale;

/** Caption phrases shared by the pictures. */
final class Captions {
    private Captions() {
    }

    /** What a grid mark highlights, as a caption ending. */
    static String grid(GridMark mark, long marked, String field) {
        if (mark.isWhole()) {
            return "; highlighted: the whole " + field + " grid (framed)";
        }
        return marked == 0 ? "" : "; highlighted: " + marked + " divergent " + field + (marked == 1 ? " cell" : " cells");
    }

    /** A share for a legend; a share that rounds to zero still says it is there. */
    static String percent(long part, long whole) {
        double p = 100.0 * part / whole;
        return part > 0 && p < 0.05 ? "<0.1%" : String.format(Locale.ROOT, "%.1f%%", p);
    }

    static String number(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? String.valueOf((long) v) : String.format(Locale.ROOT, "%.2f", v);
    }
}
