package dev.mapharness.migrate;

import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.ShortGrid;

/** Counts of cells holding something other than zero, for reports that say how much a dropped section held. */
final class NonZero {
    private NonZero() {
    }

    static int count(ShortGrid g) {
        int n = 0;
        for (short v : g.cellsUnsafe()) {
            n += v != 0 ? 1 : 0;
        }
        return n;
    }

    static int count(ByteGrid g) {
        int n = 0;
        for (byte v : g.cellsUnsafe()) {
            n += v != 0 ? 1 : 0;
        }
        return n;
    }

    static int count(IntGrid g) {
        int n = 0;
        for (int v : g.cellsUnsafe()) {
            n += v != 0 ? 1 : 0;
        }
        return n;
    }

    /** "held nothing (all 12 land cells 0)" or "3 of 12 land cells held a non-zero value". */
    static String held(int nonZero, int cells, String what) {
        return nonZero == 0 ? "held nothing (all " + cells + " " + what + " 0)"
                : nonZero + " of " + cells + " " + what + " held a non-zero value";
    }
}
