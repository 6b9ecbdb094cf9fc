package dev.mapharness.wvr1;

import dev.mapharness.bytes.FixedString;
import dev.mapharness.format.Violations;
import dev.mapharness.grid.ShortGrid;
import java.util.List;

/**
 * The texture-index rules of 1WVR: an index must fall inside the 256-slot table and name a slot
 * that holds a name (the table has holes where textures were removed; slot 0 is used). A grid
 * breaks a rule in many cells at once, so each rule gives one violation with a count and the first
 * cell.
 */
final class TextureIndexCheck {
    private TextureIndexCheck() {
    }

    static void check(ShortGrid textures, List<FixedString> names, long gridAt, Violations violations) {
        short[] cells = textures.cellsUnsafe();
        int pastTable = 0;
        int firstPastTable = -1;
        int empty = 0;
        int firstEmpty = -1;
        for (int i = 0; i < cells.length; i++) {
            int t = cells[i] & 0xFFFF;
            if (t >= Wvr1World.TEXTURE_SLOTS) {
                if (pastTable++ == 0) {
                    firstPastTable = i;
                }
            } else if (names.get(t).isEmpty()) {
                if (empty++ == 0) {
                    firstEmpty = i;
                }
            }
        }
        int w = textures.width();
        if (pastTable > 0) {
            violations.add(gridAt + 2L * firstPastTable, "textureIndices[" + firstPastTable + "]",
                    pastTable + " cells use texture indices past the 256-slot table (first: "
                            + (cells[firstPastTable] & 0xFFFF) + " at cell " + cell(firstPastTable, w) + ")");
        }
        if (empty > 0) {
            violations.add(gridAt + 2L * firstEmpty, "textureIndices[" + firstEmpty + "]",
                    empty + " cells use empty texture slots (first: slot " + (cells[firstEmpty] & 0xFFFF)
                            + " at cell " + cell(firstEmpty, w) + ")");
        }
    }

    private static String cell(int i, int width) {
        return "(" + (i % width) + ", " + (i / width) + ")";
    }
}
