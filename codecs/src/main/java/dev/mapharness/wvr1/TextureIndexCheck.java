package dev.mapharness.wvr1;

import dev.mapharness.bytes.FixedString;
import dev.mapharness.format.CellTally;
import dev.mapharness.format.Violations;
import dev.mapharness.grid.ShortGrid;
import java.util.List;

/**
 * The texture-index rules of 1WVR: an index must fall inside the 256-slot table and name a slot
 * that holds a name (the table has holes where textures were removed; slot 0 is used).
 */
final class TextureIndexCheck {
    private TextureIndexCheck() {
    }

    static void check(ShortGrid textures, List<FixedString> names, long gridAt, Violations violations) {
        short[] cells = textures.cellsUnsafe();
        CellTally pastTable = new CellTally();
        CellTally empty = new CellTally();
        for (int i = 0; i < cells.length; i++) {
            int t = cells[i] & 0xFFFF;
            if (t >= Wvr1World.TEXTURE_SLOTS) {
                pastTable.add(i);
            } else if (names.get(t).isEmpty()) {
                empty.add(i);
            }
        }
        int w = textures.width();
        if (pastTable.count() > 0) {
            pastTable.report(violations, Wvr1Rules.TEXTURE_INDEX_PAST_TABLE, gridAt, 2, "textureIndices", "cells use texture indices past the 256-slot table"
                    + " (first: " + (cells[pastTable.first()] & 0xFFFF) + " at cell " + cell(pastTable.first(), w) + ")");
        }
        if (empty.count() > 0) {
            empty.report(violations, Wvr1Rules.TEXTURE_SLOT_EMPTY, gridAt, 2, "textureIndices", "cells use empty texture slots (first: slot "
                    + (cells[empty.first()] & 0xFFFF) + " at cell " + cell(empty.first(), w) + ")");
        }
    }

    private static String cell(int i, int width) {
        return "(" + (i % width) + ", " + (i / width) + ")";
    }
}
