package dev.mapharness.wvr8;

import dev.mapharness.format.CellTally;
import dev.mapharness.format.Editors;
import dev.mapharness.format.Violations;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.ShortGrid;

/**
 * Rules on the two 8WVR grids that a file can break and still decode. Each rule gives one
 * violation with a count and the first cell, never one per cell: a 4096 × 4096 grid of bad cells
 * is one finding.
 */
final class Wvr8GridChecks {
    private Wvr8GridChecks() {
    }

    /** NaN or infinite elevations: the engine has no meaning for them. */
    static void elevation(FloatGrid elevation, long at, Violations violations) {
        int[] bits = elevation.bitsUnsafe();
        CellTally bad = CellTally.nonFinite(elevation);
        if (bad.count() > 0) {
            bad.report(violations, Wvr8Rules.ELEVATION_NOT_FINITE, at, 4, "elevation", "elevations are NaN or infinite (first: " + elevation.at(bad.first())
                    + ", bits 0x" + Integer.toHexString(bits[bad.first()]).toUpperCase() + ")");
        }
    }

    /**
     * Indices past the material list, kept as they are so the file round trips, and reported.
     * Terrain Builder writes indices one past the list (a note); further past is an error.
     */
    static void materialIndices(ShortGrid indices, int materialCount, long at, Violations violations) {
        short[] cells = indices.cellsUnsafe();
        CellTally onePast = CellTally.equalTo(indices, materialCount);
        if (onePast.count() > 0) {
            // a note names the editor known to write it (CellTally's report leaves the editor empty)
            violations.note(Wvr8Rules.MATERIAL_INDEX_ONE_PAST, at + 2L * onePast.first(), "materialIndices[" + onePast.first() + "]", onePast.count()
                    + " cells use material index " + materialCount + ", one past the " + materialCount
                    + "-entry material list", Editors.TERRAIN_BUILDER);
        }
        CellTally past = CellTally.atLeast(indices, materialCount + 1);
        if (past.count() > 0) {
            past.report(violations, Wvr8Rules.MATERIAL_INDEX_PAST_LIST, at, 2, "materialIndices", "cells use material indices past the "
                    + materialCount + "-entry material list (first: " + (cells[past.first()] & 0xFFFF) + ")");
        }
    }
}
