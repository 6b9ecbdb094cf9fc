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

    /**
     * Reports a dropped section as LOST ("3 of 12 land cells held a non-zero value") only if it held
     * something: zeros lose nothing, since the way back derives exactly those zeros again.
     */
    static void lostIfHeld(LossReport.Builder report, String field, String prefix, int nonZero, int cells, String what) {
        if (nonZero > 0) {
            report.lost(MigrationRules.SECTION_DROPPED, field, prefix + nonZero + " of " + cells + " " + what + " held a non-zero value");
        }
    }

    static boolean any(byte[] values) {
        for (byte v : values) {
            if (v != 0) {
                return true;
            }
        }
        return false;
    }
}
