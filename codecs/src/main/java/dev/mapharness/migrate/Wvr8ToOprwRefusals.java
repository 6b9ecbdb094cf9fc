package dev.mapharness.migrate;

import dev.mapharness.oprw.OprwWriteRules;
import dev.mapharness.format.CellTally;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.wvr8.Wvr8World;

/**
 * The 8WVR worlds binarize refuses: those whose OPRW a strict read would find in error, where no
 * rearrangement helps because OPRW would need a value the editable world does not have. Each is an
 * error of the 8WVR file already (its reader reports it); binarize does not invent a cell size, a
 * grid or a height to cover it.
 */
final class Wvr8ToOprwRefusals {
    private Wvr8ToOprwRefusals() {
    }

    /** Throws {@link MapWriteException} naming the first such defect of {@code s}. */
    static void check(Wvr8World s) {
        float size = s.landCellSize();
        if (!(size > 0) || Float.isInfinite(size)) {
            throw new MapWriteException(OprwWriteRules.LAND_CELL_SIZE_INVALID, "landCellSize", "the land cell size is " + size + "; OPRW needs a positive"
                    + " finite number of metres, and the editable world has nothing else to take it from");
        }
        if (s.terrainWidth() % s.landWidth() != 0 || s.terrainHeight() % s.landHeight() != 0) {
            throw new MapWriteException(OprwWriteRules.TERRAIN_GRID_NOT_MULTIPLE, "header", "the terrain grid " + s.terrainWidth() + " × " + s.terrainHeight()
                    + " is not a whole multiple of the land grid " + s.landWidth() + " × " + s.landHeight()
                    + "; OPRW needs every land cell to hold whole terrain cells");
        }
        CellTally bad = CellTally.nonFinite(s.elevation());
        if (bad.count() > 0) {
            throw new MapWriteException(OprwWriteRules.ELEVATION_NOT_FINITE, "elevation", bad.count() + " terrain cells hold NaN or infinite elevations (first:"
                    + " cell " + bad.first() + ", " + s.elevation().at(bad.first()) + "); the engine has no meaning"
                    + " for them and binarize does not make up heights");
        }
    }
}
