package dev.mapharness.text;

/**
 * A token's place in the file: its kind, its bytes {@code [start, end)} (for a file name, without
 * the angle brackets) and the line and column of its first byte, from 1.
 */
public record Token(TokenKind kind, int start, int end, int line, int column) {
    public int length() {
        return end - start;
    }

    /**
     * Byte offset of the token's first byte, the one its line and column name: for a file name
     * its {@code <}, which {@link #start} leaves out.
     */
    public int offset() {
        return kind == TokenKind.FILE_NAME ? start - 1 : start;
    }
}
