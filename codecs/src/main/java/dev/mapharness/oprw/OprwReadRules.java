package dev.mapharness.oprw;

import dev.mapharness.rules.Rule;

/**
 * Why the OPRW reader refuses a file, beyond the refusals every binary reader makes
 * ({@link dev.mapharness.rules.ReadRules}) and its compressed arrays' ({@link dev.mapharness.compress.CompressRules});
 * docs/oprw.md. A strict read also refuses what a lenient one reports as
 * {@link OprwRules#MAP_INFO_TYPE_UNKNOWN} or {@link OprwRules#TRAILING_BYTES}, under those rules.
 */
public final class OprwReadRules {
    private static final String WHY = "The file cannot be read at all: nothing after the failure is decoded, so there is no model to check,"
            + " show or convert.";

    public static final Rule SIGNATURE = Rule.read("oprw/signature",
            "the file does not start with the signature OPRW",
            "A binarized world starts with the four bytes OPRW. The file has other bytes there, or fewer than four.",
            WHY);
    public static final Rule VERSION_UNSUPPORTED = Rule.read("oprw/version-unsupported",
            "the OPRW version is not one mapharness reads (17 to 25)",
            "The version after the signature decides which sections the file has and how they are compressed."
                    + " mapharness knows the layouts of versions " + OprwFeature.FIRST_VERSION + " to "
                    + OprwFeature.LAST_VERSION + "; another version cannot be read in any of them.",
            WHY);
    public static final Rule QUAD_TREE_FLAG = Rule.read("oprw/quad-tree-flag",
            "a quad tree's first byte is neither 0 (a leaf) nor 1 (a node)",
            "Each quad-tree grid (geography, sound map, material index, object and map-info offsets) starts with"
                    + " a flag: 0 when the whole grid is one leaf value, 1 when a node follows.",
            WHY);
    public static final Rule QUAD_TREE_TOO_DEEP = Rule.read("oprw/quad-tree-too-deep",
            "a quad tree nests past the size of its grid",
            "A quad tree has as many levels as its grid's size needs. A node where the grid is a single leaf, or"
                    + " a bottom-level node whose mask says its children are nodes, would nest past the grid.",
            WHY);
    public static final Rule OBJECT_BLOCK_SIZE_NOT_WHOLE = Rule.read("oprw/object-block-size-not-whole",
            "the object block's size is not a whole number of objects",
            "The size of the object block is stated before the objects, each of which takes "
                    + OprwLayoutRules.OBJECT_BYTES + " bytes; the size must be a multiple of that.",
            WHY);
    public static final Rule OBJECT_BLOCK_PAST_END = Rule.read("oprw/object-block-past-end",
            "the object block's stated size runs past the end of the file",
            "After the road net, the objects take the object block's stated size; fewer bytes are left.",
            WHY);
    public static final Rule MAP_INFO_BLOCK_PAST_END = Rule.read("oprw/map-info-block-past-end",
            "the map-info block's stated size runs past the end of the file",
            "After the objects, the map-info records take the map-info block's stated size; fewer bytes are left.",
            WHY);
    public static final Rule MAP_INFO_RECORD_PAST_BLOCK = Rule.read("oprw/map-info-record-past-block",
            "a map-info record runs past the end of the map-info block",
            "The map-info records fill their block exactly. A record that starts with fewer bytes left in the"
                    + " block than its type and object id take, or whose values end past the block, cannot be"
                    + " in it.",
            WHY);
    public static final Rule MODEL_INDEX_PAST_LIST = Rule.read("oprw/model-index-past-list",
            "an object names a model past the model list",
            "Each object names its model by an index into the list of model paths; this index is past the list.",
            WHY);
    public static final Rule ROAD_NET_PAST_END = Rule.read("oprw/road-net-past-end",
            "the road net's stated size runs past the end of the file",
            "The road net starts with its size in bytes; fewer bytes are left.",
            WHY);
    public static final Rule ROAD_NET_TOO_SMALL = Rule.read("oprw/road-net-too-small",
            "the road net's stated size cannot hold a link count for every land cell",
            "The road net has a four-byte link count for every land cell, so its size is at least four bytes a"
                    + " land cell.",
            WHY);
    public static final Rule ROAD_NET_SIZE_MISMATCH = Rule.read("oprw/road-net-size-mismatch",
            "walking the road net takes another size than it states",
            "The road net is walked cell by cell, link by link, in the layout of the file's version, and must end"
                    + " exactly at its stated size. A walk that runs past it or stops short means the layout or the"
                    + " size is wrong.",
            WHY);

    private OprwReadRules() {
    }
}
