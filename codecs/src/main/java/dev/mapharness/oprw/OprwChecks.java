package dev.mapharness.oprw;

import dev.mapharness.format.CellTally;
import dev.mapharness.format.Violations;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.ShortGrid;
import java.util.List;

/**
 * Rules an OPRW file can break and still decode. Each gives one violation with a count and the
 * first cell or record, never one per cell. Quad-tree grids have no per-cell byte offset, so their
 * violations point at the start of the tree.
 */
final class OprwChecks {
    private OprwChecks() {
    }

    static void header(long landX, long landY, long terrainX, long terrainY, float landCellSize, long landAt,
                       long cellSizeAt, Violations violations) {
        if (!(landCellSize > 0) || Float.isInfinite(landCellSize)) {
            violations.add(OprwRules.LAND_CELL_SIZE, cellSizeAt, "header.landCellSize", "the land cell size must be a positive finite number of metres, not "
                    + landCellSize);
        }
        // the terrain grid refines the land grid: every land cell holds a whole number of terrain cells
        if (terrainX % landX != 0 || terrainY % landY != 0) {
            violations.add(OprwRules.TERRAIN_GRID_NOT_MULTIPLE, landAt, "header", "the terrain grid " + terrainX + " × " + terrainY
                    + " is not a whole multiple of the land grid " + landX + " × " + landY);
        }
    }

    /** NaN or infinite elevations: the engine has no meaning for them. */
    static void elevation(FloatGrid elevation, long at, Violations violations) {
        CellTally.nonFinite(elevation).report(violations, OprwRules.ELEVATION_NOT_FINITE, at, 0, "elevation", "elevations are NaN or infinite");
    }

    static void materialIndices(ShortGrid indices, int materialCount, long at, Violations violations) {
        CellTally.atLeast(indices, materialCount).report(violations, OprwRules.MATERIAL_INDEX_PAST_LIST, at, 0, "materialIndex", "land cells use material indices past the "
                + materialCount + "-entry material list");
    }

    /**
     * Per-cell offsets into a block must point into it ({@code ≤ blockSize}: an empty cell may point
     * at the end) and at a record boundary.
     */
    static void offsets(IntGrid offsets, long blockSize, int recordBytes, String field, long at, Violations violations) {
        int[] cells = offsets.cellsUnsafe();
        CellTally bad = new CellTally();
        for (int i = 0; i < cells.length; i++) {
            if (!OprwLayoutRules.offsetFits(cells[i] & 0xFFFF_FFFFL, blockSize, recordBytes)) {
                bad.add(i);
            }
        }
        String rule = recordBytes > 1 ? "multiples of " + recordBytes + " within the " : "within the ";
        bad.report(violations, OprwRules.CELL_OFFSET_OUTSIDE_BLOCK, at, 0, field, "land cells hold offsets that are not " + rule + blockSize + "-byte block");
    }

    /** The header's maxObjectId is the highest object id (the seed; object ids are unsigned). */
    static void maxObjectId(int maxObjectId, List<OprwObject> objects, long at, Violations violations) {
        int higher = 0;
        int first = -1;
        for (int i = 0; i < objects.size(); i++) {
            if (Integer.compareUnsigned(objects.get(i).objectId(), maxObjectId) > 0) {
                if (higher++ == 0) {
                    first = i;
                }
            }
        }
        if (higher > 0) {
            violations.add(OprwRules.OBJECT_ID_ABOVE_MAX, at, "maxObjectId", higher + " objects have ids above maxObjectId "
                    + Integer.toUnsignedString(maxObjectId) + " (first: objects[" + first + "], id "
                    + Integer.toUnsignedString(objects.get(first).objectId()) + ")");
        }
    }
}
