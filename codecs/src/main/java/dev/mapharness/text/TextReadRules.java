package dev.mapharness.text;

import dev.mapharness.rules.Rule;

/**
 * Why the Gamestudio text readers (WMP and $$M) refuse a file, where the reason is the shared text
 * syntax ({@link Tokenizer}, {@link TextInput}) or a block ({@link BlockReader}) rather than one
 * format's items (docs/gamestudio-text.md, "What mapharness keeps, reports and refuses").
 */
public final class TextReadRules {
    private static final String WHY = "The file cannot be read at all: the text stops parsing there, so there is no"
            + " model to check, show or convert.";

    public static final Rule CONTROL_BYTE = Rule.read("text/control-byte",
            "a control byte where a token should start",
            "Tokens are separated by spaces, tabs, CR, LF and form feeds; any other control byte (below 0x20,"
                    + " or DEL) is not part of the text syntax. This stops binary garbage, or a binary file read"
                    + " as text, at its first byte.",
            WHY);
    public static final Rule FILE_NAME_UNTERMINATED = Rule.read("text/file-name-unterminated",
            "a file name's '<' has no '>' on its line",
            "A file name is written between '<' and '>' on one line. This one reaches the end of its line or"
                    + " of the file first.",
            WHY);
    public static final Rule UNEXPECTED_TOKEN = Rule.read("text/unexpected-token",
            "another token than the syntax allows there",
            "Where the syntax needs a keyword, a word, a file name or a punctuation mark (a brace, a colon, …),"
                    + " the file has something else. The message names what was expected and what was found.",
            WHY);
    public static final Rule NOT_A_NUMBER = Rule.read("text/not-a-number",
            "a number is expected, and the token is not one",
            "A field that holds a number (a coordinate, an angle, a colour value, …) has a token that is not"
                    + " written as a number.",
            WHY);
    public static final Rule NUMBER_OUT_OF_RANGE = Rule.read("text/number-out-of-range",
            "a number no double can hold",
            "The token is written as a number, but its value is beyond the range of a double (such as 1e400);"
                    + " it is refused wherever a number is read.",
            WHY);
    public static final Rule NOT_A_WHOLE_NUMBER = Rule.read("text/not-a-whole-number",
            "a whole number is expected, and the token is not one",
            "A count, an index, a type or a number of a group is written as digits with an optional sign; the"
                    + " token here is not.",
            WHY);
    public static final Rule WHOLE_NUMBER_OUT_OF_RANGE = Rule.read("text/whole-number-out-of-range",
            "a whole number outside the range the field allows",
            "The whole number is too large for the field (a count above 2^31 - 1, for instance) or below its"
                    + " least value (a negative count).",
            WHY);
    public static final Rule COUNT_PAST_END = Rule.read("text/count-past-end",
            "a count the bytes left cannot hold",
            "A count (vertices, faces, values) is checked against the bytes after it before anything is"
                    + " allocated: every item takes at least a few bytes, so a larger count cannot be true.",
            WHY);
    public static final Rule FLAGS_NOT_BINARY = Rule.read("text/flags-not-binary",
            "flags are expected, and the token is not binary digits",
            "Flags are written as a string of the digits 0 and 1 (0000); the token here has other characters.",
            WHY);
    public static final Rule ITEM_UNCLOSED = Rule.read("text/item-unclosed",
            "an item's closing '}' does not come",
            "An item's values run to the end of the file, or into a '{', without the '}' that closes the item.",
            WHY);
    public static final Rule VERTICES_NOT_TRIPLES = Rule.read("text/vertices-not-triples",
            "a block's vertex numbers are not a multiple of three",
            "A block lists its vertices as x y z; before its trailer, the numbers do not make whole vertices.",
            WHY);
    public static final Rule FACE_UNPARSABLE = Rule.read("text/face-unparsable",
            "a block's first face does not start with its vertex count and indices",
            "Before a face's ':' come its vertex count and that many vertex indices. Among the numbers after"
                    + " the vertices, no place holds a count that the numbers after it match.",
            WHY);
    public static final Rule VERTEX_INDEX_MISSING = Rule.read("text/vertex-index-missing",
            "a face names a vertex the block does not have",
            "A face's vertex indices count from 0 in the block's vertex list; this index is negative or past"
                    + " the last vertex.",
            WHY);

    private TextReadRules() {
    }
}
