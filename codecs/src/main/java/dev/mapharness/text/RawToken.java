package dev.mapharness.text;

import dev.mapharness.bytes.RawString;
import java.util.Objects;

/**
 * A token kept as read, for content whose layout mapharness does not know ({@code $$M} items of
 * unknown type): its kind and, for words and file names, its bytes.
 */
public record RawToken(TokenKind kind, RawString text) {
    public RawToken {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(text, "text");
        if (kind == TokenKind.END) {
            throw new IllegalArgumentException("end of file is not a token to keep");
        }
    }

    public static RawToken word(String text) {
        return new RawToken(TokenKind.WORD, RawString.of(text));
    }

    public static RawToken of(TokenKind kind) {
        return new RawToken(kind, RawString.EMPTY);
    }
}
