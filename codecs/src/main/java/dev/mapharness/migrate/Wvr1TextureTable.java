package dev.mapharness.migrate;

import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.wvr1.Wvr1World;
import dev.mapharness.wvr4.Wvr4World;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A 1WVR texture table re-indexed for 4WVR.
 *
 * <p>1WVR uses index 0, repeats names and leaves holes; 4WVR never uses slot 0 and its usable
 * table ends at the first empty slot. So each distinct non-empty name some cell uses gets a 4WVR
 * slot from 1 in order of first use (row-major), leaving no holes; slot 0 holds what the engine's
 * writer stores there. Cells with no usable name (an empty 1WVR slot, an index past the table,
 * or a name beyond the 511 usable slots) get slot 0.
 */
record Wvr1TextureTable(ShortGrid indices, List<FixedString> names) {
    /** What the engine's 4WVR writer stores in slot 0, which the engine never reads. */
    static final RawString SLOT_ZERO = RawString.of(Wvr4World.SLOT_ZERO_NAME);
    /** Longest name a 32-byte slot holds with its NUL. */
    static final int LONGEST_NAME = Wvr4World.TEXTURE_NAME_LENGTH - 1;
    /** A 1WVR slot no cell has used yet (0 is a slot: the one past the 511 usable). */
    private static final int UNMAPPED = -1;

    static Wvr1TextureTable build(Wvr1World source, LossReport.Builder report) {
        List<FixedString> table = source.textureNames();
        int[] targetOf = new int[table.size()];
        Arrays.fill(targetOf, UNMAPPED);
        Map<RawString, Integer> slotOfName = new LinkedHashMap<>();
        Map<RawString, Set<Integer>> sourceSlotsOfName = new LinkedHashMap<>();
        short[] cells = source.textureIndices().cellsUnsafe();
        short[] out = new short[cells.length];
        int emptyCells = 0;
        int pastCells = 0;
        int overflowCells = 0;
        Set<RawString> overflowNames = new HashSet<>();
        Set<Integer> emptySlotsUsed = new TreeSet<>();
        for (int c = 0; c < cells.length; c++) {
            int t = cells[c] & 0xFFFF;
            if (t >= table.size()) {
                pastCells++;
                continue;
            }
            if (table.get(t).isEmpty()) {
                emptyCells++;
                emptySlotsUsed.add(t);
                continue;
            }
            if (targetOf[t] == UNMAPPED) {
                RawString name = table.get(t).value();
                Integer slot = slotOfName.get(name);
                if (slot == null && slotOfName.size() < Wvr4World.TEXTURE_SLOTS - 1) {
                    slot = slotOfName.size() + 1;
                    slotOfName.put(name, slot);
                }
                if (slot == null) {
                    targetOf[t] = 0;
                    overflowNames.add(name);
                } else {
                    targetOf[t] = slot;
                    sourceSlotsOfName.computeIfAbsent(name, k -> new TreeSet<>()).add(t);
                }
            }
            if (targetOf[t] == 0) {
                overflowCells++;
            }
            out[c] = (short) targetOf[t];
        }

        List<FixedString> names = new ArrayList<>(Collections.nCopies(Wvr4World.TEXTURE_SLOTS,
                FixedString.padded(RawString.EMPTY, Wvr4World.TEXTURE_NAME_LENGTH)));
        names.set(0, FixedString.padded(SLOT_ZERO, Wvr4World.TEXTURE_NAME_LENGTH));
        IndexList cut = new IndexList();
        slotOfName.forEach((name, slot) -> {
            RawString kept = name;
            if (name.length() > LONGEST_NAME) {
                kept = RawString.ofRange(name.bytes(), 0, LONGEST_NAME);
                cut.add(slot + " " + name);
            }
            names.set(slot, FixedString.padded(kept, Wvr4World.TEXTURE_NAME_LENGTH));
        });

        report.derived(MigrationRules.SLOT_ZERO_CONVENTION, "textureNames[0]", "slot 0, which the engine never reads, holds " + SLOT_ZERO
                + " as the engine's writer stores it");
        if (!slotOfName.isEmpty()) {
            report.derived(MigrationRules.TABLE_REINDEXED, "textureIndices", slotOfName.size() + " distinct names re-indexed into slots 1.."
                    + slotOfName.size() + " in order of first use");
        }
        if (pastCells + emptyCells > 0) {
            report.lost(MigrationRules.CELLS_TO_SLOT_ZERO, "textureIndices", (pastCells + emptyCells) + " cells had no texture and now use slot 0 ("
                    + SLOT_ZERO + "): " + emptyCells + " pointed at empty 1WVR slots " + emptySlotsUsed + ", "
                    + pastCells + " past the " + table.size() + "-slot table");
        }
        if (overflowCells > 0) {
            report.lost(MigrationRules.CELLS_TO_SLOT_ZERO, "textureIndices", overflowCells + " cells use " + overflowNames.size() + " names beyond the "
                    + (Wvr4World.TEXTURE_SLOTS - 1) + " usable 4WVR slots and now use slot 0 (" + SLOT_ZERO + ")");
        }
        if (!cut.isEmpty()) {
            report.lost(MigrationRules.NAME_CUT, "textureNames", "names longer than " + LONGEST_NAME + " bytes cut to " + LONGEST_NAME
                    + " (4WVR slot and full 1WVR name: " + cut + ")");
        }
        merged(sourceSlotsOfName, slotOfName, report);
        overflowNames.addAll(slotOfName.keySet());
        dropped(table, overflowNames, report);
        garbage(table, report);
        return new Wvr1TextureTable(ShortGrid.wrap(source.width(), source.height(), out), names);
    }

    private static void merged(Map<RawString, Set<Integer>> sourceSlots, Map<RawString, Integer> slotOfName,
                               LossReport.Builder report) {
        IndexList merged = new IndexList();
        sourceSlots.forEach((name, slots) -> {
            if (slots.size() > 1) {
                merged.add(name + " (1WVR slots " + slots + ") → " + slotOfName.get(name));
            }
        });
        if (!merged.isEmpty()) {
            report.derived(MigrationRules.TABLE_REINDEXED, "textureIndices", "names stored in several 1WVR slots now share one 4WVR slot each: "
                    + merged);
        }
    }

    private static void dropped(List<FixedString> table, Set<RawString> used, LossReport.Builder report) {
        IndexList unused = new IndexList();
        Set<RawString> seen = new HashSet<>();
        for (int i = 0; i < table.size(); i++) {
            FixedString slot = table.get(i);
            if (!slot.isEmpty() && !used.contains(slot.value()) && seen.add(slot.value())) {
                unused.add(i + " " + slot.value());
            }
        }
        if (!unused.isEmpty()) {
            report.lost(MigrationRules.UNUSED_ENTRIES_DROPPED, "textureNames", "names no cell uses were dropped (1WVR slot and name: " + unused + ")");
        }
    }

    private static void garbage(List<FixedString> table, LossReport.Builder report) {
        IndexList garbage = new IndexList();
        for (int i = 0; i < table.size(); i++) {
            if (table.get(i).hasGarbage()) {
                garbage.add(i);
            }
        }
        if (!garbage.isEmpty()) {
            report.lost(MigrationRules.BYTES_AFTER_NUL_DROPPED, "textureNames", "bytes after the NUL are not kept (1WVR slots " + garbage + ")");
        }
    }
}
