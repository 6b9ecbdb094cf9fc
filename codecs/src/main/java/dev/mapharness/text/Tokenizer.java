package dev.mapharness.text;

import dev.mapharness.bytes.MapFormatException;

/**
 * Splits a Gamestudio text level into tokens, one at a time, keeping the byte offset, line and
 * column. White space is any mix of spaces, tabs, CR, LF and form feeds; {@code //} starts a
 * comment to the end of the line, also straight after a word ({@code ndef// flags}). A word ends
 * at white space, at {@code { } ( ) [ ] : , <} and at {@code //}. Other control bytes are an error,
 * which stops binary garbage at its first byte.
 *
 * <p>Comments are skipped but remembered (their byte ranges, in file order), because some carry
 * meaning: the header lines of a file ({@code // WMP2}) and a WMP group's name ({@code // Root}).
 *
 * <p>Every loop advances through the input, so the work is linear in the file's length and a
 * file of 10 MB of white space reads as "end of file" in one pass, without recursion or buffers.
 */
public final class Tokenizer {
    private final byte[] bytes;
    private int pos;
    private int line = 1;
    private int column = 1;
    /** Start and end (exclusive, before the line end) of every comment skipped so far, in pairs. */
    private int[] comments = new int[16];
    private int commentCount;

    public Tokenizer(byte[] bytes) {
        this.bytes = bytes;
        if (bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB && (bytes[2] & 0xFF) == 0xBF) {
            pos = 3;
            column = 4;
        }
    }

    public byte[] bytes() {
        return bytes;
    }

    /** Reads the next token; at the end, an {@link TokenKind#END} token (again and again). */
    public Token next() {
        skipSpaceAndComments();
        int start = pos;
        int l = line;
        int c = column;
        if (pos >= bytes.length) {
            return new Token(TokenKind.END, start, start, l, c);
        }
        int b = bytes[pos] & 0xFF;
        TokenKind single = punctuation(b);
        if (single != null) {
            advance();
            return new Token(single, start, pos, l, c);
        }
        if (b == '<') {
            return fileName(start, l, c);
        }
        if (b < 0x20 || b == 0x7F) {
            throw MapFormatException.inText(start, l, c, "", "a token", String.format("control byte 0x%02X", b));
        }
        while (pos < bytes.length && isWordByte(bytes[pos] & 0xFF) && !commentAt(pos)) {
            pos++;
            column++;
        }
        return new Token(TokenKind.WORD, start, pos, l, c);
    }

    private Token fileName(int start, int l, int c) {
        advance();
        int from = pos;
        while (pos < bytes.length) {
            int b = bytes[pos] & 0xFF;
            if (b == '>') {
                int to = pos;
                advance();
                return new Token(TokenKind.FILE_NAME, from, to, l, c);
            }
            if (b == '\n' || b == '\r') {
                break;
            }
            advance();
        }
        throw MapFormatException.inText(start, l, c, "", "'>' ending the file name on its line",
                pos >= bytes.length ? "end of file" : "end of line");
    }

    private static TokenKind punctuation(int b) {
        return switch (b) {
            case '{' -> TokenKind.OPEN_BRACE;
            case '}' -> TokenKind.CLOSE_BRACE;
            case '(' -> TokenKind.OPEN_PAREN;
            case ')' -> TokenKind.CLOSE_PAREN;
            case ':' -> TokenKind.COLON;
            case ',' -> TokenKind.COMMA;
            case '[' -> TokenKind.OPEN_BRACKET;
            case ']' -> TokenKind.CLOSE_BRACKET;
            default -> null;
        };
    }

    /** True if {@code b} may be part of a word (what {@link TextPrinter} lets a word hold). */
    public static boolean isWordByte(int b) {
        return !(b <= 0x20 || b == 0x7F || punctuation(b) != null || b == '<');
    }

    public static boolean isSpace(int b) {
        return b == ' ' || b == '\t' || b == '\r' || b == '\n' || b == '\f';
    }

    private boolean commentAt(int i) {
        return bytes[i] == '/' && i + 1 < bytes.length && bytes[i + 1] == '/';
    }

    private void skipSpaceAndComments() {
        while (pos < bytes.length) {
            int b = bytes[pos] & 0xFF;
            if (isSpace(b)) {
                advance();
            } else if (commentAt(pos)) {
                int start = pos;
                while (pos < bytes.length && bytes[pos] != '\n' && bytes[pos] != '\r') {
                    pos++;
                    column++;
                }
                remember(start, pos);
            } else {
                return;
            }
        }
    }

    private void remember(int start, int end) {
        if (2 * commentCount + 2 > comments.length) {
            comments = java.util.Arrays.copyOf(comments, 2 * comments.length);
        }
        comments[2 * commentCount] = start;
        comments[2 * commentCount + 1] = end;
        commentCount++;
    }

    /** How many comments have been skipped so far. */
    public int commentCount() {
        return commentCount;
    }

    /** The byte where comment {@code i} starts (its first {@code /}). */
    public int commentStart(int i) {
        return comments[2 * i];
    }

    /** The byte after comment {@code i}'s last byte (its line end is not part of it). */
    public int commentEnd(int i) {
        return comments[2 * i + 1];
    }

    /** Moves past one byte, counting lines: LF, CR LF and a lone CR each end a line. */
    private void advance() {
        int b = bytes[pos] & 0xFF;
        pos++;
        if (b == '\n' || (b == '\r' && (pos >= bytes.length || bytes[pos] != '\n'))) {
            line++;
            column = 1;
        } else {
            column++;
        }
    }
}
