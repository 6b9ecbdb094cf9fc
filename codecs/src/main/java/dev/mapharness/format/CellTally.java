package dev.mapharness.format;

import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.rules.Rule;

/**
 * Counts the cells of a grid that break one rule and remembers the first, so that a rule broken by
 * a million cells is reported as one violation with a count, not a million lines.
 */
public final class CellTally {
    private int count;
    private int first = -1;

    /** The cells of {@code grid} that are NaN or infinite (exponent bits all ones). */
    public static CellTally nonFinite(FloatGrid grid) {
        int[] bits = grid.bitsUnsafe();
        CellTally tally = new CellTally();
        for (int i = 0; i < bits.length; i++) {
            if ((bits[i] & 0x7F80_0000) == 0x7F80_0000) {
                tally.add(i);
            }
        }
        return tally;
    }

    /** The cells of {@code grid} whose unsigned value is exactly {@code value}. */
    public static CellTally equalTo(ShortGrid grid, int value) {
        short[] cells = grid.cellsUnsafe();
        CellTally tally = new CellTally();
        for (int i = 0; i < cells.length; i++) {
            if ((cells[i] & 0xFFFF) == value) {
                tally.add(i);
            }
        }
        return tally;
    }

    /** The cells of {@code grid} whose unsigned value is {@code limit} or more (indices past a list). */
    public static CellTally atLeast(ShortGrid grid, int limit) {
        short[] cells = grid.cellsUnsafe();
        CellTally tally = new CellTally();
        for (int i = 0; i < cells.length; i++) {
            if ((cells[i] & 0xFFFF) >= limit) {
                tally.add(i);
            }
        }
        return tally;
    }

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
     * Adds one violation of {@code rule} at the first cell if any cell was counted: offset {@code gridAt +
     * first × cellBytes}, field {@code gridField[first]}, message {@code "<count> <what>"}.
     */
    public void report(Violations violations, Rule rule, long gridAt, int cellBytes, String gridField, String what) {
        if (count > 0) {
            violations.add(rule, gridAt + (long) cellBytes * first, gridField + "[" + first + "]", count + " " + what);
        }
    }
}
