package dev.mapharness.reports.html;

import java.util.List;

/**
 * The first rows of a table that may be huge (10^6 differing fields in a 1 GB file), with the
 * total, so a page stays a bounded size and says what it left out.
 */
public record Capped<T>(List<T> shown, long total) {
    /** Table rows shown at most; the JSON report lists every row. */
    public static final int ROWS = 200;

    public Capped {
        shown = List.copyOf(shown);
    }

    public static <T> Capped<T> of(List<T> all) {
        return of(all, ROWS);
    }

    public static <T> Capped<T> of(List<T> all, int limit) {
        return new Capped<>(all.size() > limit ? all.subList(0, limit) : all, all.size());
    }

    public boolean truncated() {
        return total > shown.size();
    }

    public boolean isEmpty() {
        return total == 0;
    }
}
