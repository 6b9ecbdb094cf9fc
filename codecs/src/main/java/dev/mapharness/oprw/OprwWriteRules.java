package dev.mapharness.oprw;

import dev.mapharness.rules.Rule;

/**
 * What the OPRW writer refuses to write (docs/oprw.md), and what binarizing an 8WVR world refuses
 * for its OPRW target (docs/binarize.md): a model the OPRW version cannot hold.
 */
public final class OprwWriteRules {
    private static final String WHY = "Nothing is written: an OPRW file holding this would not read back as the model.";
    private static final String BINARIZE_WHY = "Nothing is written: binarize does not make up what OPRW needs and the"
            + " editable world does not say.";

    public static final Rule STRING_HOLDS_NUL = Rule.write("oprw/write-string-holds-nul",
            "a NUL-terminated string holds a NUL byte",
            "Material paths, model paths, entity class names and road model paths are stored NUL-terminated;"
                    + " a NUL inside one would end it early and shift everything after it.",
            WHY);
    public static final Rule MATERIAL_MAJOR_UNSUPPORTED = Rule.write("oprw/write-material-major-unsupported",
            "a material has a major byte the OPRW version does not store",
            "Only some OPRW versions store a major byte with each material; writing a non-zero one to a"
                    + " version without it would drop it.",
            WHY);
    public static final Rule ENTITIES_UNSUPPORTED = Rule.write("oprw/write-entities-unsupported",
            "the world has entities, which the OPRW version does not store",
            "The entity list exists only from a certain OPRW version on; a world with entities cannot be"
                    + " written to an earlier one without dropping them.",
            WHY);
    public static final Rule MODEL_INDEX_PAST_LIST = Rule.write("oprw/write-model-index-past-list",
            "an object's model index is past the model list",
            "Each object names its model by an index into the model list; an index past the list names no model.",
            WHY);
    public static final Rule TOO_MANY_OBJECTS = Rule.write("oprw/write-too-many-objects",
            "the objects do not fit in a file below 2 GiB",
            "mapharness writes files into one Java array, so below 2 GiB; the object block alone would be"
                    + " larger.",
            "Nothing is written: the file is larger than mapharness can write.");
    public static final Rule ROAD_POSITIONS_TOO_MANY = Rule.write("oprw/write-road-positions-too-many",
            "a road link has more positions than its i16 count holds",
            "A road link stores the number of its positions in a signed 16-bit count.",
            WHY);
    public static final Rule ROAD_MODEL_UNSUPPORTED = Rule.write("oprw/write-road-model-unsupported",
            "a road link has a model path the OPRW version does not store",
            "Only some OPRW versions store a model path with each road link; a non-empty one cannot be written"
                    + " to a version without it.",
            WHY);
    public static final Rule MAP_INFO_TAIL_TOO_SHORT = Rule.write("oprw/write-map-info-tail-too-short",
            "raw map-info bytes are shorter than a record's type and object id",
            "Map infos of unknown types are kept as raw bytes, which start with a record's type and object id"
                    + " like every map-info record; fewer bytes than that are not a record.",
            WHY);
    public static final Rule MAP_INFO_TAIL_KNOWN_TYPE = Rule.write("oprw/write-map-info-tail-known-type",
            "raw map-info bytes start with a type the format defines",
            "Raw map-info bytes are for records of types the format does not define; bytes starting with a"
                    + " defined type would read back as records of that type, not as raw bytes.",
            WHY);
    public static final Rule LAND_CELL_SIZE_INVALID = Rule.write("oprw/write-land-cell-size-invalid",
            "binarize: the 8WVR land cell size is not a positive finite number",
            "OPRW needs a positive finite land cell size in metres, and the editable world has nothing else to"
                    + " take it from.",
            BINARIZE_WHY);
    public static final Rule TERRAIN_GRID_NOT_MULTIPLE = Rule.write("oprw/write-terrain-grid-not-multiple",
            "binarize: the terrain grid is not a whole multiple of the land grid",
            "OPRW needs every land cell to hold whole terrain cells, so the terrain grid must be a whole"
                    + " multiple of the land grid in both directions.",
            BINARIZE_WHY);
    public static final Rule ELEVATION_NOT_FINITE = Rule.write("oprw/write-elevation-not-finite",
            "binarize: terrain cells hold NaN or infinite elevations",
            "The engine has no meaning for a NaN or infinite height, and binarize does not make up heights.",
            BINARIZE_WHY);
    public static final Rule MATERIAL_ZERO_NO_INDEX = Rule.write("oprw/write-material-zero-no-index",
            "binarize: material 0 has a path and no index is left to move it to",
            "OPRW's material 0 is the empty dummy; binarize moves a named material 0 to a new index at the end"
                    + " of the list (docs/binarize.md). When the list already fills every index a u16 cell holds,"
                    + " there is none to move it to.",
            BINARIZE_WHY);

    private OprwWriteRules() {
    }
}
