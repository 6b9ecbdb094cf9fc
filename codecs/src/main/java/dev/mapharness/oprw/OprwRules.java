package dev.mapharness.oprw;

import static dev.mapharness.format.Severity.ERROR;
import static dev.mapharness.format.Severity.WARNING;

import dev.mapharness.rules.Rule;

/** The checks the OPRW reader makes (docs/oprw.md). */
public final class OprwRules {
    public static final Rule LAND_CELL_SIZE = Rule.violation("oprw/land-cell-size", ERROR,
            "the land cell size is not a positive finite number of metres",
            "The header states how many metres one land cell spans. Zero, a negative number, NaN or an"
                    + " infinity gives the world no size.",
            "The engine cannot place the world with that cell size.");
    public static final Rule TERRAIN_GRID_NOT_MULTIPLE = Rule.violation("oprw/terrain-grid-not-multiple", ERROR,
            "the terrain grid is not a whole multiple of the land grid",
            "The terrain (elevation) grid refines the land grid: every land cell holds a whole number of"
                    + " terrain cells in each direction.",
            "Land cells and terrain cells do not line up, so the world's layers cannot be placed together.");
    public static final Rule ELEVATION_NOT_FINITE = Rule.violation("oprw/elevation-not-finite", ERROR,
            "elevations are NaN or infinite",
            "Every terrain cell holds its height as a float. Cells whose height is NaN or infinite are counted"
                    + " and the first is named.",
            "The engine has no meaning for such a height.");
    public static final Rule MATERIAL_INDEX_PAST_LIST = Rule.violation("oprw/material-index-past-list", ERROR,
            "land cells use material indices past the material list",
            "Each land cell names its material by an index into the material list. Cells with an index at or"
                    + " past the list's length are counted and the first is named.",
            "The index names no material.");
    public static final Rule MATERIAL_ZERO_NAMED = Rule.violation("oprw/material-zero-named", WARNING,
            "material 0 names a path, though by convention it is the empty dummy",
            "Binarize writes an empty material 0 (the seed). The engine reads material 0 like any other, so a"
                    + " path there still works; mapharness's own binarize moves such a path away (docs/binarize.md).",
            "The world loads, so it is no error; no editor is known to write OPRW without the empty dummy, so"
                    + " it cannot be a note.");
    public static final Rule CELL_OFFSET_OUTSIDE_BLOCK = Rule.violation("oprw/cell-offset-outside-block", ERROR,
            "land cells hold offsets outside their block or off a record boundary",
            "The per-cell offsets into the object block and the map-info block must point into the block (an"
                    + " empty cell may point at its end) and, for objects, at a record boundary.",
            "The engine finds a cell's objects or map infos through these offsets: one outside the block or"
                    + " inside a record reads the wrong bytes.");
    public static final Rule OBJECT_ID_ABOVE_MAX = Rule.violation("oprw/object-id-above-max", ERROR,
            "objects have ids above the header's maxObjectId",
            "The header's maxObjectId is the highest object id (object ids are unsigned). Objects with a higher"
                    + " id are counted and the first is named.",
            "An engine that sizes its object table by maxObjectId has no room for those objects.");
    public static final Rule MAP_INFO_TYPE_UNKNOWN = Rule.violation("oprw/map-info-type-unknown", WARNING,
            "a map-info record has a type the format does not define",
            "Map-info records start with a type whose number decides their layout. A lenient read keeps the"
                    + " bytes from an unknown type to the end of the block raw; a strict read refuses the file.",
            "The type may be one a later engine knows; the bytes are kept, so nothing is lost.");
    public static final Rule ROAD_MODEL_PATH_INVALID = Rule.violation("oprw/road-model-path-invalid", ERROR,
            "road link model paths are empty or hold control bytes",
            "Every road link names the model it is drawn with. Empty paths or paths with control bytes are"
                    + " counted and the first is named: a road net read with another version's layout looks like this.",
            "The road net is most likely misread or broken: its links name no model the engine can load.");
    public static final Rule TRAILING_BYTES = Rule.violation("oprw/trailing-bytes", WARNING,
            "bytes after the map-info block",
            "The map-info block is the last part of an OPRW world. Bytes after it belong to nothing; a lenient"
                    + " read keeps them as trailing, a strict read refuses the file.",
            "Nothing reads them, so the world loads; they are most likely a writer's mistake.");

    private OprwRules() {
    }
}
