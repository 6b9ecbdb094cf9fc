package dev.mapharness.wmpb;

import dev.mapharness.rules.Rule;

/**
 * What the WMPB writer refuses to write (docs/wmpb.md), and what migrating a text WMP to WMPB
 * refuses for its binary target: a model the binary level cannot hold.
 */
public final class WmpbWriteRules {
    private static final String WHY = "Nothing is written: a binary level holding this would not read back as the model.";

    public static final Rule GROUPS_TOO_DEEP = Rule.write("wmpb/write-groups-too-deep",
            "groups nest deeper than a reader of the binary level accepts",
            "Objects nest in groups; the reader refuses a tree deeper than its limit (so that a hostile file"
                    + " cannot exhaust the stack), so the writer refuses to make one.",
            WHY);
    public static final Rule STRING_HOLDS_NUL = Rule.write("wmpb/write-string-holds-nul",
            "a string holds a NUL byte",
            "A string chunk holds its bytes and a NUL; a NUL inside the text would end the string early for"
                    + " every reader.",
            WHY);
    public static final Rule NUMBER_OUT_OF_RANGE = Rule.write("wmpb/write-number-out-of-range",
            "a number does not fit the byte, u16 or u32 the binary level stores it in",
            "Types, variants, counts, flags, block numbers, vertex indices, palette bytes, the header's version"
                    + " and the first sun number are unsigned integers of a fixed width in the binary level; a"
                    + " value below 0 or above the width's largest has no encoding.",
            WHY);
    public static final Rule TOO_MANY_MEMBERS = Rule.write("wmpb/write-too-many-members",
            "a group has more than 65535 members",
            "A binary object counts its children in 16 bits, so a group holds at most 65535 members.",
            WHY);
    public static final Rule FACE_TOO_MANY_VERTICES = Rule.write("wmpb/write-face-too-many-vertices",
            "a face has more than 65535 vertices",
            "A binary face counts its vertices in 16 bits.",
            WHY);
    public static final Rule COLOUR_OUT_OF_RANGE = Rule.write("wmpb/write-colour-out-of-range",
            "a colour channel is outside 0 to 100 percent",
            "Text levels give colours in percent; the binary level stores each channel as a byte 0–255, so a"
                    + " channel below 0 or above 100 percent has no encoding.",
            WHY);
    public static final Rule FLAG_BIT_PAST_32 = Rule.write("wmpb/write-flag-bit-past-32",
            "a flag bit above bit 31 is set",
            "Binary flags are 32-bit words; a text level's flags with a higher bit set cannot be stored.",
            WHY);
    public static final Rule UVS_ODD_COUNT = Rule.write("wmpb/write-uvs-odd-count",
            "a face has an odd number of texture coordinates",
            "A binary face stores its texture coordinates as (u, v) pairs.",
            WHY);
    public static final Rule EDGE_NODE_ZERO = Rule.write("wmpb/write-edge-node-zero",
            "a path edge joins a node numbered below 1",
            "Text levels count path nodes from 1; the binary level counts them from 0 in a u32, so an edge"
                    + " naming node 0 or below has no binary node to name.",
            WHY);
    public static final Rule RAW_CHUNK_OBJECT_TAG = Rule.write("wmpb/write-raw-chunk-object-tag",
            "a raw data chunk has the object tag",
            "Data chunks of unknown meaning are kept raw with their tag; one with the tag of an object would"
                    + " read back as a child object.",
            WHY);
    public static final Rule RAW_CHUNK_READS_TYPED = Rule.write("wmpb/write-raw-chunk-reads-typed",
            "a raw data chunk would read back as typed data",
            "A raw data chunk whose tag and body read as a chunk the reader knows would read back typed, not"
                    + " raw; the model should give the typed data instead.",
            WHY);
    public static final Rule NODE_SKILLS_WITHOUT_SKILLS = Rule.write("wmpb/write-node-skills-without-skills",
            "a path has skill lists but no skills per node",
            "Entries of no skills take no bytes, so a path with zero skills per node cannot hold skill lists;"
                    + " the reader refuses them.",
            WHY);
    public static final Rule REGION_BOX_SIZE = Rule.write("wmpb/write-region-box-size",
            "a region's box is not 6 numbers",
            "A region's box chunk holds exactly six numbers (two corners).",
            WHY);

    private WmpbWriteRules() {
    }
}
