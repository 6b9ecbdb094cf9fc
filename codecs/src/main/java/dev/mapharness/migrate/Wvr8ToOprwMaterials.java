package dev.mapharness.migrate;

import dev.mapharness.oprw.OprwWriteRules;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.oprw.OprwMaterial;
import dev.mapharness.wvr8.Wvr8Material;
import dev.mapharness.wvr8.Wvr8World;
import java.util.ArrayList;
import java.util.List;

/**
 * An 8WVR material list and index grid as OPRW holds them: material 0 the empty dummy and every
 * cell's index inside the list, which a strict OPRW read requires. Terrain Builder's own output
 * breaks both (docs/binarize.md), so binarize rearranges, in this order:
 *
 * <ol>
 * <li>Each material's first name becomes its path, cut at a NUL (OPRW paths are NUL-terminated);
 *     further names are LOST.</li>
 * <li>Cells at exactly one past the list (Terrain Builder writes these) keep their index, and an
 *     empty material is added there (DERIVED). An empty 8WVR list gets its empty material 0 the same
 *     way.</li>
 * <li>A material 0 with a path moves to a new index at the end of the list, its cells follow it, and
 *     material 0 becomes the empty dummy (DERIVED: every cell still names the same path). If the new
 *     index does not fit a u16 cell, binarize refuses.</li>
 * <li>Cells further past the list name no material at all; they use material 0, the empty dummy
 *     (LOST: the index values are not kept).</li>
 * </ol>
 */
record Wvr8ToOprwMaterials(List<OprwMaterial> materials, ShortGrid indices) {
    /** The largest index a u16 material cell holds. */
    static final int MAX_INDEX = 0xFFFF;

    static Wvr8ToOprwMaterials build(Wvr8World source, LossReport.Builder report) {
        List<RawString> paths = firstNames(source.materials(), report);
        int n = paths.size();
        short[] cells = source.materialIndices().toArray();
        int onePast = 0;
        IndexList past = new IndexList();
        for (int c = 0; c < cells.length; c++) {
            int index = cells[c] & 0xFFFF;
            if (index == n) {
                onePast++;
            } else if (index > n) {
                past.add(c + " (" + index + ")");
            }
        }

        if (n == 0) {
            paths.add(RawString.EMPTY);
            report.derived(MigrationRules.MATERIAL_ADDED, "materials", "material 0, the empty dummy an OPRW list starts with, added: the 8WVR list is empty"
                    + (onePast > 0 ? " and " + onePast + " cells use index 0" : ""));
        } else if (onePast > 0) {
            paths.add(RawString.EMPTY);
            report.derived(MigrationRules.MATERIAL_ADDED, "materials", "material " + n + " added, empty: " + onePast + " cells use index " + n
                    + ", one past the " + n + "-entry 8WVR list (Terrain Builder writes this), and OPRW needs every"
                    + " index inside its list");
        }

        // one pass over the cells with both changes worked out first: a moved cell's new index is past
        // the 8WVR list too, and must not be taken for one that was
        RawString first = paths.get(0);
        int movedTo = -1;
        if (!first.isEmpty()) {
            movedTo = paths.size();
            if (movedTo > MAX_INDEX) {
                throw new MapWriteException(OprwWriteRules.MATERIAL_ZERO_NO_INDEX, "materials[0]", "material 0 names " + first + " and OPRW needs it to be the"
                        + " empty dummy, but the " + movedTo + "-entry list leaves no index a u16 cell holds to move it to");
            }
            paths.add(first);
            paths.set(0, RawString.EMPTY);
        }
        int moved = 0;
        for (int c = 0; c < cells.length; c++) {
            int index = cells[c] & 0xFFFF;
            if (index == 0 && movedTo > 0) {
                cells[c] = (short) movedTo;
                moved++;
            } else if (index > n) {
                cells[c] = 0;
            }
        }
        if (movedTo > 0) {
            report.derived(MigrationRules.TABLE_REINDEXED, "materials", "material 0 names " + first + " (Terrain Builder writes this); OPRW's material 0"
                    + " is the empty dummy, so the path moved to material " + movedTo + " and material 0 is empty");
            report.derived(MigrationRules.TABLE_REINDEXED, "materialIndex", moved + " cells of material 0 now use material " + movedTo
                    + ", which holds its path");
        }
        if (!past.isEmpty()) {
            report.lost(MigrationRules.CELLS_TO_SLOT_ZERO, "materialIndex", "cells with indices further past the " + n + "-entry 8WVR list name no"
                    + " material; they use material 0, the empty dummy (cell and index: " + past + ")");
        }

        List<OprwMaterial> materials = new ArrayList<>(paths.size());
        paths.forEach(p -> materials.add(new OprwMaterial(p, 0)));
        return new Wvr8ToOprwMaterials(materials, ShortGrid.wrap(source.landWidth(), source.landHeight(), cells));
    }

    /** Each material's first name cut at a NUL, an empty path for a material without names. */
    private static List<RawString> firstNames(List<Wvr8Material> source, LossReport.Builder report) {
        List<RawString> paths = new ArrayList<>(source.size() + 2);
        IndexList more = new IndexList();
        int extraNames = 0;
        IndexList cut = new IndexList();
        for (int i = 0; i < source.size(); i++) {
            List<RawString> names = source.get(i).names();
            if (names.isEmpty()) {
                paths.add(RawString.EMPTY);
                continue;
            }
            if (names.size() > 1) {
                more.add(i);
                extraNames += names.size() - 1;
            }
            RawString path = Wvr8ToOprw.asciiz(names.get(0));
            if (path.length() != names.get(0).length()) {
                cut.add(i);
            }
            paths.add(path);
        }
        if (!more.isEmpty()) {
            report.lost(MigrationRules.EXTRA_NAMES_DROPPED, "materials[].names", "an OPRW material has one path: the first name is kept and " + extraNames
                    + " further names are not (materials " + more + ")");
        }
        if (!cut.isEmpty()) {
            report.lost(MigrationRules.NAME_CUT, "materials[].names", "OPRW material paths end at a NUL: first names holding one are cut there"
                    + " (materials " + cut + ")");
        }
        return paths;
    }
}
