package dev.mapharness.wvr8;

import static dev.mapharness.format.Severity.ERROR;
import static dev.mapharness.format.Severity.NOTE;
import static dev.mapharness.format.Severity.WARNING;

import dev.mapharness.format.Editors;
import dev.mapharness.rules.Rule;

/** The checks the 8WVR reader makes (docs/binarize.md, "What Terrain Builder writes that OPRW does not allow"). */
public final class Wvr8Rules {
    public static final Rule LAND_CELL_SIZE = Rule.violation("8wvr/land-cell-size", ERROR,
            "the land cell size is not a positive finite number of metres",
            "The header states how many metres one land cell spans. Zero, a negative number, NaN or an"
                    + " infinity gives the world no size.",
            "The world cannot be placed or binarized with that cell size.");
    public static final Rule TERRAIN_GRID_NOT_MULTIPLE = Rule.violation("8wvr/terrain-grid-not-multiple", ERROR,
            "the terrain grid is not a whole multiple of the land grid",
            "The terrain (elevation) grid refines the land grid: every land cell holds a whole number of"
                    + " terrain cells in each direction.",
            "Land cells and terrain cells do not line up, so the world's layers cannot be placed together.");
    public static final Rule ELEVATION_NOT_FINITE = Rule.violation("8wvr/elevation-not-finite", ERROR,
            "elevations are NaN or infinite",
            "Every terrain cell holds its height as a float. Cells whose height is NaN or infinite are counted"
                    + " and the first is named with its bits.",
            "The engine has no meaning for such a height.");
    public static final Rule MATERIAL_ZERO_NAMED = Rule.violation("8wvr/material-zero-named", NOTE,
            "material 0 has names, though by convention it is empty",
            "By convention material 0 is the empty entry; Terrain Builder often writes the single name \"-\""
                    + " there. Binarizing to OPRW moves such a material to the end of the list (docs/binarize.md).",
            "A habit of Terrain Builder's real files, not a fault of the 8WVR.")
            .withEditors(Editors.TERRAIN_BUILDER);
    public static final Rule MATERIAL_INDEX_ONE_PAST = Rule.violation("8wvr/material-index-one-past", NOTE,
            "cells use the material index one past the material list",
            "Some cells of Terrain Builder's files use index nMaterials, one past the last entry. Binarizing to"
                    + " OPRW adds an empty material there (docs/binarize.md).",
            "A habit of Terrain Builder's real files; one past the list is not a random error.")
            .withEditors(Editors.TERRAIN_BUILDER);
    public static final Rule MATERIAL_INDEX_PAST_LIST = Rule.violation("8wvr/material-index-past-list", ERROR,
            "cells use material indices further past the material list",
            "Cells whose material index is above nMaterials name no material (index nMaterials itself is"
                    + " Terrain Builder's habit, a note). They are counted and the first is named.",
            "The index names no material; binarizing gives those cells the empty material 0 and the material is lost.");
    public static final Rule OBJECT_ID_DUPLICATE = Rule.violation("8wvr/object-id-duplicate", ERROR,
            "objects reuse the id of an earlier object",
            "Every object of the world has an id that must be unique. The objects that reuse an earlier id are"
                    + " counted and the first is named with the object whose id it reuses.",
            "Objects are told apart by their ids: two with one id cannot both be meant.");
    public static final Rule OBJECT_LIST_UNENDED = Rule.violation("8wvr/object-list-unended", WARNING,
            "the object list ends at end of file without the dummy record",
            "The object list ends with a dummy record whose model path is empty. A file that ends without it"
                    + " still gives every object.",
            "All objects are read, so the world loads; a writer that leaves out the end record made a mistake.");
    public static final Rule TRAILING_BYTES = Rule.violation("8wvr/trailing-bytes", WARNING,
            "bytes after the dummy object that ends the object list",
            "Bytes after the dummy record that ends the object list belong to nothing. A lenient read keeps"
                    + " them as trailing; a strict read refuses the file.",
            "Nothing reads them, so the world loads; they are most likely a writer's mistake.");

    private Wvr8Rules() {
    }
}
