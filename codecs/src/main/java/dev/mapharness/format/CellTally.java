package dev.mapharness.format;

/**
 * Counts the cells of a grid that break one rule and remembers the first, so that a rule broken by
 * a million cells is reported as one violation with a count, not a million lines.
 */
public final class CellTally {
    private int count;
    private int first = -1;

    public void add(int cell) {
        if (count++ == 0) {
            first = cell;
        }
    }

    public int count() {
        return count;
    }

    /** The first cell counted, or -1. */
    public int first() {
        return first;
    }

    /**
     * Adds one violation at the first cell if any cell was counted: offset {@code gridAt +
     * first × cellBytes}, field {@code gridField[first]}, message {@code "<count> <what>"}.
     */
    public void report(Violations violations, long gridAt, int cellBytes, String gridField, String what) {
        if (count > 0) {
            violations.add(gridAt + (long) cellBytes * first, gridField + "[" + first + "]", count + " " + what);
        }
    }
}
