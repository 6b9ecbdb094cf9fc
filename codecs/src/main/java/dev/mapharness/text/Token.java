package dev.mapharness.text;

/**
 * A token's place in the file: its kind, its bytes {@code [start, end)} (for a file name, without
 * the angle brackets) and the line and column of its first byte, from 1.
 */
public record Token(TokenKind kind, int start, int end, int line, int column) {
    public int length() {
        return end - start;
    }
}
