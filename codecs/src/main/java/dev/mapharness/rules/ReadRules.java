package dev.mapharness.rules;

/**
 * Refusals that {@link dev.mapharness.bytes.ByteInput} makes by itself, whatever the format: a field
 * that runs past the end of the input, a count or grid the bytes left cannot hold, a string with no
 * end, an offset outside the file. They mean the same in every binary format, so they have one rule
 * each; a format's own refusals are in its {@code *ReadRules} class.
 */
public final class ReadRules {
    static final String WHY = "The file cannot be read at all: nothing after the failure is decoded, so there is"
            + " no model to check, show or convert.";

    public static final Rule TRUNCATED = Rule.read("read/truncated",
            "a field needs more bytes than are left in the input",
            "A field, array or record of a known size starts less than its size before the end of the input"
                    + " (or of the block or chunk it lies in). The file was most likely cut short, or a size or"
                    + " offset before it is wrong; the message gives the bytes needed and the bytes left.",
            WHY);
    public static final Rule COUNT_NEGATIVE = Rule.read("read/count-negative",
            "a count or size read from the file is negative",
            "An element count, byte count or size that the format stores as a signed number is below zero."
                    + " No list or block has a negative length.",
            WHY);
    public static final Rule COUNT_PAST_END = Rule.read("read/count-past-end",
            "a count's elements cannot fit in the bytes left",
            "An element count read from the file is checked against the bytes left before anything is"
                    + " allocated: count × the smallest size an element can take must fit in what remains."
                    + " A larger count cannot be true, and trusting it would let a small hostile file make a"
                    + " reader allocate without bound.",
            WHY);
    public static final Rule COUNT_TOO_LARGE = Rule.read("read/count-too-large",
            "a count is 2^31 or more",
            "An element count is larger than any list a reader can hold (just under 2^31 elements).",
            WHY);
    public static final Rule GRID_EMPTY = Rule.read("read/grid-empty",
            "a grid's width or height is zero or negative",
            "A grid read from a header (terrain, tiles, masks) has a width and a height of at least 1; a"
                    + " header that states 0 or a negative size does not describe a grid.",
            WHY);
    public static final Rule GRID_PAST_END = Rule.read("read/grid-past-end",
            "a grid's cells cannot fit in the bytes left",
            "A header's grid width × height × the size of a cell must still be in the input. The product is"
                    + " checked without overflow, so hostile sizes such as 2^31 × 2^31 are refused here.",
            WHY);
    public static final Rule LENGTH_PAST_END = Rule.read("read/length-past-end",
            "a length-prefixed string's length runs past the end of the input",
            "A string stored as its 32-bit length and then its bytes (8WVR and OPRW names, WWD object strings)"
                    + " states more bytes than are left.",
            WHY);
    public static final Rule STRING_UNTERMINATED = Rule.read("read/string-unterminated",
            "a NUL-terminated string has no NUL before the end of the input",
            "A string that ends at its first NUL byte runs to the end of the input without one.",
            WHY);
    public static final Rule OFFSET_OUTSIDE_FILE = Rule.read("read/offset-outside-file",
            "an offset read from the file points outside it",
            "A section offset in a header points before the start or past the end of the input, so the"
                    + " section cannot be there.",
            WHY);

    private ReadRules() {
    }
}
