package dev.mapharness.roundtrip;

import dev.mapharness.grid.IntGrid;
import dev.mapharness.oprw.OprwLayoutRules;
import dev.mapharness.oprw.OprwMapInfo;
import java.util.List;

/**
 * The offset grids of a generated world whose objects and map infos are grouped by land cell, as
 * binarize lays them out ({@link OprwLayoutRules#cellOffsets}). A map info whose size the encoder
 * decides (a river with compressed points) must lie in the grid's last cell, so that no offset
 * depends on it.
 */
public final class OprwPlacement {
    private OprwPlacement() {
    }

    /** Object offsets for objects in the given land cells. */
    public static IntGrid objectOffsets(int landX, int landY, int[] objectCells) {
        return OprwLayoutRules.objectOffsets(objectCells, landX, landY);
    }

    /** True if the record's size depends on the compressor: it must then go in the grid's last cell. */
    public static boolean compressed(OprwMapInfo info) {
        return OprwLayoutRules.fixedMapInfoBytes(info).isEmpty();
    }

    /**
     * Map-info offsets for records lying in the given cells.
     *
     * @param infoCells the land cell of each record, in block order (never decreasing)
     */
    public static IntGrid mapInfoOffsets(int landX, int landY, int[] infoCells, List<OprwMapInfo> infos) {
        int cells = Math.multiplyExact(landX, landY);
        long[] bytesInCell = new long[cells];
        for (int i = 0; i < infoCells.length; i++) {
            if (i > 0 && infoCells[i] < infoCells[i - 1]) {
                throw new IllegalArgumentException("records must be grouped by cell in ascending order");
            }
            OprwMapInfo info = infos.get(i);
            if (compressed(info) && infoCells[i] != cells - 1) {
                throw new IllegalArgumentException("a record of the encoder's size must lie in the last cell");
            }
            bytesInCell[infoCells[i]] += OprwLayoutRules.fixedMapInfoBytes(info).orElse(0);
        }
        return OprwLayoutRules.cellOffsets(landX, landY, bytesInCell);
    }
}
