package dev.mapharness.migrate;

import java.util.ArrayList;
import java.util.List;

/**
 * Indices of records a loss concerns, shown in a report as "3 in all: 1, 4, 9". Only the first
 * few are kept, so a hostile file with a million bad records still makes a short report.
 */
final class IndexList {
    private static final int SHOWN = 8;

    private final List<String> shown = new ArrayList<>();
    private int count;

    void add(int index) {
        add(Integer.toString(index));
    }

    /** Adds one item already formatted, e.g. an index with its name. */
    void add(String item) {
        if (count++ < SHOWN) {
            shown.add(item);
        }
    }

    int count() {
        return count;
    }

    boolean isEmpty() {
        return count == 0;
    }

    @Override
    public String toString() {
        return count + " in all: " + String.join(", ", shown) + (count > SHOWN ? ", …" : "");
    }
}
