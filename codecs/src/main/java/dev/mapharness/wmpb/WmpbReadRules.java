package dev.mapharness.wmpb;

import dev.mapharness.rules.Rule;

/**
 * Why the WMPB reader refuses a file (docs/wmpb.md, "What mapharness keeps, reports and refuses"),
 * beyond the refusals every binary reader makes ({@link dev.mapharness.rules.ReadRules}). A data
 * chunk whose inside fails is kept whole instead ({@link WmpbRules#DATA_CHUNK_RAW}); only a chunk
 * whose own frame does not hold fails the file.
 */
public final class WmpbReadRules {
    private static final String WHY = "The file cannot be read at all: nothing after the failure is decoded, so there is no model to check,"
            + " show or convert.";

    public static final Rule SIGNATURE = Rule.read("wmpb/signature",
            "the file does not start with WMPB",
            "A binary Gamestudio level starts with the four bytes WMPB. The file has other bytes there, or fewer"
                    + " than four.",
            WHY);
    public static final Rule CHUNK_UNEXPECTED = Rule.read("wmpb/chunk-unexpected",
            "another chunk than the one the frame needs there",
            "The chunks of a WMPB file come in a fixed order (header, settings, objects, …), each named by its"
                    + " id and kind. Here the file has a chunk with another id or kind.",
            WHY);
    public static final Rule CHUNK_HEADER_WORD = Rule.read("wmpb/chunk-header-word",
            "a chunk header's word is not its kind + 1",
            "Every chunk header holds an id byte, a kind byte, a 16-bit word and a 32-bit size; in every file"
                    + " the word is the kind + 1. Another word means the bytes are not a chunk header.",
            WHY);
    public static final Rule CHUNK_SIZE = Rule.read("wmpb/chunk-size",
            "a chunk's size is below 8 or runs past its parent chunk",
            "A chunk's size counts its own 8-byte header, so it is at least 8, and the chunk lies wholly inside"
                    + " its parent.",
            WHY);
    public static final Rule CHUNK_NOT_READ_TO_END = Rule.read("wmpb/chunk-not-read-to-end",
            "a chunk has bytes after its last known field",
            "A chunk is read field by field to its end; this one is larger than what it holds. Every chunk of"
                    + " the real files ends exactly after its fields.",
            WHY);
    public static final Rule STRING_NUL = Rule.read("wmpb/string-nul",
            "a string chunk does not end with its one NUL",
            "A string chunk holds the text and one NUL at its end, and no other NUL. This one has no NUL (a"
                    + " string chunk of its 8-byte header alone included), or a NUL before its end.",
            WHY);
    public static final Rule CHILD_COUNT_MISMATCH = Rule.read("wmpb/child-count-mismatch",
            "an object's child count disagrees with its children",
            "An object's prefix states how many child objects follow in its chunk; the chunk holds another number.",
            WHY);
    public static final Rule NESTING_TOO_DEEP = Rule.read("wmpb/nesting-too-deep",
            "groups nested more than 256 deep",
            "Objects (groups) hold child objects; mapharness reads up to 256 levels, so a hostile file cannot"
                    + " exhaust the stack. No real file nests more than a few.",
            WHY);
    public static final Rule BYTES_AFTER_ROOT = Rule.read("wmpb/bytes-after-root",
            "bytes after the root object",
            "The file ends with the root object's chunk; it has more bytes after it.",
            WHY);
    public static final Rule DATA_CHUNK_UNKNOWN = Rule.read("wmpb/data-chunk-unknown",
            "an object's data chunk is not one docs/wmpb.md describes",
            "The data chunk after an object's scale has a tag the reader does not know. Inside a frame that"
                    + " holds, the chunk is kept whole with a warning (wmpb/data-chunk-raw) instead.",
            WHY);
    public static final Rule SKILL_ENTRIES_WITHOUT_SKILLS = Rule.read("wmpb/skill-entries-without-skills",
            "a path's node skills list entries of no skills",
            "A path's node-skills chunk states a number of entries and the skills each has. Entries of no"
                    + " skills take no bytes, so their number is not bounded by the file; it is refused rather"
                    + " than allocated for.",
            WHY);

    private WmpbReadRules() {
    }
}
