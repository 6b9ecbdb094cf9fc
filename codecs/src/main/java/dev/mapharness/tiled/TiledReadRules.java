package dev.mapharness.tiled;

import dev.mapharness.rules.Rule;

/**
 * Why the Tiled JSON reader refuses a file: JSON that does not parse, values of the wrong type, what
 * mapharness does not keep (infinite maps, base64 layers, external tilesets, group and image layers)
 * and the rules that tie a map's parts together ({@link TiledRules}).
 */
public final class TiledReadRules {
    private static final String WHY = "The file cannot be read at all: nothing after the failure is decoded, so there is no model to check,"
            + " show or convert.";

    public static final Rule JSON_MALFORMED = Rule.read("tiled/json-malformed",
            "the file is not well-formed JSON",
            "The JSON parser stops: a missing comma or brace, a bad escape, an empty file. The message gives"
                    + " the parser's reason.",
            WHY);
    public static final Rule CONTENT_AFTER_MAP = Rule.read("tiled/content-after-map",
            "more JSON after the map object",
            "A Tiled map file holds one JSON object; this one has more values after it.",
            WHY);
    public static final Rule VALUE_TYPE = Rule.read("tiled/value-type",
            "a field holds another kind of JSON value than Tiled writes there",
            "A field that holds an object, an array, a string, a number or a boolean in Tiled's format holds"
                    + " another kind of value.",
            WHY);
    public static final Rule NUMBER_OUT_OF_RANGE = Rule.read("tiled/number-out-of-range",
            "a number outside the range its field allows",
            "A number is too large for its field (a 32-bit integer, a gid), negative or zero where it must be"
                    + " positive, or not finite.",
            WHY);
    public static final Rule TEXT_NOT_ENCODABLE = Rule.read("tiled/text-not-encodable",
            "a string has no UTF-8 encoding (a lone surrogate)",
            "A string escapes half of a UTF-16 surrogate pair (\\ud800 alone); it cannot be written again as UTF-8.",
            WHY);
    public static final Rule FIELD_MISSING = Rule.read("tiled/field-missing",
            "a field Tiled always writes is missing",
            "The map, a layer, a tileset, a tile or a property lacks a field that Tiled writes and that"
                    + " mapharness needs (a width, an id, a first gid, a name, …).",
            WHY);
    public static final Rule FIXED_VALUE = Rule.read("tiled/fixed-value",
            "a field has another value than the one mapharness reads",
            "mapharness reads orthogonal maps (type map, orientation orthogonal) with CSV layers that are not"
                    + " compressed; the field names another kind.",
            WHY);
    public static final Rule INFINITE_MAP = Rule.read("tiled/infinite-map",
            "the map is infinite",
            "An infinite map stores its layers as chunks; mapharness reads finite maps only.",
            WHY);
    public static final Rule BASE64_LAYER = Rule.read("tiled/base64-layer",
            "a layer's data is a base64 string, not an array of gids",
            "mapharness reads layer data written as a JSON array of gids, not as base64.",
            WHY);
    public static final Rule EXTERNAL_TILESET = Rule.read("tiled/external-tileset",
            "a tileset is in another file",
            "The tileset names a source file; mapharness reads only tilesets embedded in the map.",
            WHY);
    public static final Rule DRAW_ORDER_UNKNOWN = Rule.read("tiled/draw-order-unknown",
            "an object group's draw order is not topdown or index",
            "Tiled writes an object group's draw order as topdown or index.",
            WHY);
    public static final Rule LAYER_TYPE_UNSUPPORTED = Rule.read("tiled/layer-type-unsupported",
            "a layer is not a tile layer or an object group",
            "mapharness keeps tile layers and object groups, not group or image layers.",
            WHY);
    public static final Rule PROPERTY_TYPE_UNSUPPORTED = Rule.read("tiled/property-type-unsupported",
            "a property's type is not string, int, float or bool",
            "mapharness keeps properties of the types string, int, float and bool.",
            WHY);
    public static final Rule PROPERTY_VALUE_TYPE = Rule.read("tiled/property-value-type",
            "a property's value is not of its stated type",
            "A property states its type; its value is of another (a string in an int property, a fraction in an"
                    + " int, …).",
            WHY);
    public static final Rule PROPERTY_NAME_DUPLICATE = Rule.read("tiled/property-name-duplicate",
            "two properties of one list have the same name",
            "Tiled keeps properties by name, so a list of properties names each once.",
            WHY);
    public static final Rule LAYER_DATA_SIZE = Rule.read("tiled/layer-data-size",
            "a tile layer's data has another number of gids than width × height",
            "A tile layer lists one gid per cell, row by row; the list is longer or shorter than its size.",
            WHY);
    public static final Rule TILESET_GIDS_OVERLAP = Rule.read("tiled/tileset-gids-overlap",
            "a tileset's first gid is not after the gids of the tileset before",
            "Tilesets are listed by first gid, and each one's gids (first gid to first gid + tile count) come"
                    + " after the previous one's. Gaps are renumbered (tiled/firstgid-renumbered); overlaps cannot be.",
            WHY);
    public static final Rule FIRST_GID_SEQUENCE = Rule.read("tiled/first-gid-sequence",
            "tilesets are not numbered from gid 1 without gaps",
            "As Tiled numbers tilesets when it loads a map, the first tileset starts at gid 1 and each next one"
                    + " right after the one before.",
            WHY);
    public static final Rule GID_UNHELD = Rule.read("tiled/gid-unheld",
            "a cell holds a gid of no tileset",
            "A tile layer's cell is 0 (empty) or a gid of one of the map's tilesets; this one is past them all.",
            WHY);
    public static final Rule TILESET_FIRST_GID = Rule.read("tiled/tileset-first-gid",
            "a tileset's first gid is below 1",
            "Gid 0 is the empty cell, so a tileset's gids start at 1 or later.",
            WHY);
    public static final Rule TILE_SIZE = Rule.read("tiled/tile-size",
            "a tileset's tile width or height is not positive",
            "A tileset's tiles are at least 1 × 1 pixels.",
            WHY);
    public static final Rule TILE_COUNT = Rule.read("tiled/tile-count",
            "a tileset's tile count is negative or too large",
            "A tileset has from 0 to " + TiledTileset.MAX_TILE_COUNT + " tiles.",
            WHY);
    public static final Rule GID_LIMIT = Rule.read("tiled/gid-limit",
            "a tileset's gids reach Tiled's flip flags",
            "The top bits of a gid are Tiled's flip flags, so every tileset's gids lie below " + TiledValues.GID_LIMIT
                    + " (at most " + TiledValues.MAX_TILES + " tiles in all).",
            WHY);
    public static final Rule TILE_IDS = Rule.read("tiled/tile-ids",
            "a tileset's tiles are not listed by ascending id below the tile count",
            "A tileset lists the tiles that carry something (properties) by ascending id, each below its tile"
                    + " count, as Tiled writes them.",
            WHY);
    public static final Rule LAYER_ID = Rule.read("tiled/layer-id",
            "a layer's id is repeated or not below nextlayerid",
            "Every layer has its own id, below the map's nextlayerid.",
            WHY);
    public static final Rule OBJECT_ID = Rule.read("tiled/object-id",
            "an object's id is repeated or not below nextobjectid",
            "Every object of the map has its own id, below the map's nextobjectid.",
            WHY);

    private TiledReadRules() {
    }
}
