package dev.mapharness.text;

import dev.mapharness.rules.Rule;

/**
 * What the Gamestudio text writers (WMP and $$M) refuse to print, whichever format they write: a word,
 * number or brace that would not read back as itself (docs/gamestudio-text.md).
 */
public final class TextWriteRules {
    private static final String WHY = "Nothing is written: the text would not read back as the model.";

    public static final Rule COMMENT_LINE_END = Rule.write("text/write-comment-line-end",
            "a comment holds a line end",
            "A comment runs to the end of its line; a line end inside it would end the comment early and turn"
                    + " its rest into tokens.",
            WHY);
    public static final Rule EMPTY_WORD = Rule.write("text/write-empty-word",
            "a word is empty",
            "An empty word would vanish from the file, and every value after it would move up one place.",
            WHY);
    public static final Rule WORD_BYTE = Rule.write("text/write-word-byte",
            "a word holds a byte that ends a word",
            "A word runs until a byte that is no word byte (a space, a brace, a quote, a line end…); such a byte"
                    + " inside a word would split it.",
            WHY);
    public static final Rule WORD_COMMENT = Rule.write("text/write-word-comment",
            "a word holds \"//\"",
            "\"//\" starts a comment, so a word holding it would end there and the rest of its line be a"
                    + " comment.",
            WHY);
    public static final Rule FILE_NAME_BYTE = Rule.write("text/write-file-name-byte",
            "a file name holds '>' or a line end",
            "A file name is written between < and >; a '>' or a line end inside it would end it early.",
            WHY);
    public static final Rule NUMBER_NOT_FINITE = Rule.write("text/write-number-not-finite",
            "a number is NaN or infinite",
            "Text levels hold finite numbers only: no spelling of NaN or infinity reads back.",
            WHY);
    public static final Rule UNBALANCED_BRACE = Rule.write("text/write-unbalanced-brace",
            "raw tokens hold a '}' with no '{' before it",
            "Tokens kept raw are printed as they were; a '}' with no '{' before it would end the item early.",
            WHY);
    public static final Rule UNCLOSED_BRACE = Rule.write("text/write-unclosed-brace",
            "raw tokens hold a '{' that is not closed",
            "Tokens kept raw are printed as they were; a '{' they do not close would swallow what follows.",
            WHY);
    public static final Rule END_TOKEN = Rule.write("text/write-end-token",
            "raw tokens hold the end of file",
            "The end of file is not a token that can be printed among others.",
            "Nothing is written: the model is not one the reader makes.");
    public static final Rule FACE_VERTEX_MISSING = Rule.write("text/write-face-vertex-missing",
            "a face names a vertex its block does not have",
            "A face lists its block's vertices by number; readers of the text formats refuse a face naming a"
                    + " vertex past the block's list.",
            WHY);

    private TextWriteRules() {
    }
}
