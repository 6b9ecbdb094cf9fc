package dev.mapharness.migrate;

import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr8.Wvr8Material;
import dev.mapharness.wvr8.Wvr8World;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * An 8WVR material list as a 4WVR texture table: material i is slot i for i below 512, holding the
 * material's first name. Cells keep their index, so an index to an empty material or past the list
 * (but below 512) stays pointing at an empty slot, as it did. A material 4WVR cannot hold (a first name
 * over 32 bytes or with a NUL) leaves its slot empty and its cells move to slot 0, as do cells with an
 * index of 512 or more. Names are never cut.
 */
record Wvr8TextureTable(ShortGrid indices, List<FixedString> names) {
    static Wvr8TextureTable build(Wvr8World source, LossReport.Builder report) {
        List<Wvr8Material> materials = source.materials();
        int kept = Math.min(materials.size(), Wvr4World.TEXTURE_SLOTS);
        List<FixedString> names = new ArrayList<>(Collections.nCopies(Wvr4World.TEXTURE_SLOTS,
                FixedString.padded(RawString.EMPTY, Wvr4World.TEXTURE_NAME_LENGTH)));
        boolean[] unfit = new boolean[kept];
        IndexList extraNames = new IndexList();
        int extraNameCount = 0;
        IndexList tooLong = new IndexList();
        for (int i = 0; i < kept; i++) {
            List<RawString> all = materials.get(i).names();
            if (all.isEmpty()) {
                continue;
            }
            RawString first = all.get(0);
            // a name may fill all 32 bytes with no NUL, as 4WVR files do (and 4WVR → 8WVR carries whole)
            if (first.length() > Wvr4World.TEXTURE_NAME_LENGTH || first.indexOfNul() >= 0) {
                unfit[i] = true;
                tooLong.add(i + " " + first);
            } else {
                names.set(i, FixedString.padded(first, Wvr4World.TEXTURE_NAME_LENGTH));
            }
            if (all.size() > 1) {
                extraNames.add(i);
                extraNameCount += all.size() - 1;
            }
        }

        short[] cells = source.materialIndices().cellsUnsafe();
        if (names.get(0).isEmpty() && !usesIndexZero(cells)) {
            // the engine never reads slot 0 when no cell uses it; its own writer leaves LandText\mo.pac there
            names.set(0, FixedString.padded(Wvr1TextureTable.SLOT_ZERO, Wvr4World.TEXTURE_NAME_LENGTH));
            report.derived(MigrationRules.SLOT_ZERO_CONVENTION, "textureNames[0]", "slot 0 holds " + Wvr1TextureTable.SLOT_ZERO + " as the engine's writer leaves it");
        }

        short[] out = new short[cells.length];
        int unfitCells = 0;
        int pastCells = 0;
        for (int c = 0; c < cells.length; c++) {
            int t = cells[c] & 0xFFFF;
            if (t >= Wvr4World.TEXTURE_SLOTS) {
                pastCells++;
            } else if (t < kept && unfit[t]) {
                unfitCells++;
            } else {
                out[c] = (short) t;
            }
        }

        if (!extraNames.isEmpty()) {
            report.lost(MigrationRules.EXTRA_NAMES_DROPPED, "materials", extraNameCount + " names after the first of their material are not kept"
                    + " (a 4WVR slot holds one name; materials " + extraNames + ")");
        }
        if (!tooLong.isEmpty()) {
            report.lost(MigrationRules.CELLS_TO_SLOT_ZERO, "materials", "names 4WVR cannot hold (over " + Wvr4World.TEXTURE_NAME_LENGTH
                    + " bytes, or with a NUL) left their slots empty; " + unfitCells + " cells using them now use slot 0"
                    + " (material and name: " + tooLong + ")");
        }
        if (unfitCells > 0) {
            // the cells change too, and a report names every field that changes
            report.lost(MigrationRules.CELLS_TO_SLOT_ZERO, "materialIndices", unfitCells + " cells using materials 4WVR cannot hold now use slot 0"
                    + " (materials " + tooLong + ")");
        }
        int used = kept;
        while (used > 0 && names.get(used - 1).isEmpty()) {
            used--;
        }
        if (used < kept) {
            // 4WVR always has 512 slots: empty slots at the end do not say how long the material list was
            report.lost(MigrationRules.LIST_LENGTH_DROPPED, "materials", "the last " + (kept - used) + " of " + kept + " materials leave empty slots at the"
                    + " end of the table; 4WVR does not keep how many materials there were");
        }
        if (materials.size() > Wvr4World.TEXTURE_SLOTS) {
            report.lost(MigrationRules.TABLE_OVERFLOW, "materials", (materials.size() - Wvr4World.TEXTURE_SLOTS) + " materials at index "
                    + Wvr4World.TEXTURE_SLOTS + " or above do not fit the 512-slot table");
        }
        if (pastCells > 0) {
            report.lost(MigrationRules.CELLS_TO_SLOT_ZERO, "materialIndices", pastCells + " cells with material indices of " + Wvr4World.TEXTURE_SLOTS
                    + " or more now use slot 0");
        }
        return new Wvr8TextureTable(ShortGrid.wrap(source.landWidth(), source.landHeight(), out), names);
    }

    private static boolean usesIndexZero(short[] cells) {
        for (short c : cells) {
            if (c == 0) {
                return true;
            }
        }
        return false;
    }
}
