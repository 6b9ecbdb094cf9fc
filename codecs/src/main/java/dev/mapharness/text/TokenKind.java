package dev.mapharness.text;

/** The kinds of token in Gamestudio text levels. */
public enum TokenKind {
    /** A run of bytes that are not white space or punctuation: a keyword, name or number. */
    WORD,
    /** {@code <name>}; the token text is what lies between the angle brackets. */
    FILE_NAME,
    OPEN_BRACE,
    CLOSE_BRACE,
    OPEN_PAREN,
    CLOSE_PAREN,
    COLON,
    COMMA,
    /** {@code [}, opening the per-vertex texture coordinates some {@code $$M} faces carry. */
    OPEN_BRACKET,
    CLOSE_BRACKET,
    /** After the last token. */
    END;

    /** How the kind is named in error messages. */
    public String describe() {
        return switch (this) {
            case WORD -> "a word";
            case FILE_NAME -> "a <file name>";
            case OPEN_BRACE -> "'{'";
            case CLOSE_BRACE -> "'}'";
            case OPEN_PAREN -> "'('";
            case CLOSE_PAREN -> "')'";
            case COLON -> "':'";
            case COMMA -> "','";
            case OPEN_BRACKET -> "'['";
            case CLOSE_BRACKET -> "']'";
            case END -> "end of file";
        };
    }
}
