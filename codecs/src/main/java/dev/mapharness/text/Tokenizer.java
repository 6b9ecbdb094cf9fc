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
 * <p>{@link #scan} reads the next token into this tokenizer's fields ({@link #kind}, {@link #start},
 * …) without allocating; {@link #next} wraps them in a {@link Token}. Lines are counted only where
 * they can end, in white space (no token or comment holds a line end), and a column is the distance
 * from the line's first byte, so the work per byte is one table look-up.
 *
 * <p>Every loop advances through the input, so the work is linear in the file's length and a
 * file of 10 MB of white space reads as "end of file" in one pass, without recursion or buffers.
 */
public final class Tokenizer {
    /**
     * Byte classes: a punctuation kind's ordinal, or one of these. A slash is a word byte unless a
     * second one follows it.
     */
    private static final byte SPACE = -1;
    private static final byte LINE_END = -2;
    private static final byte WORD = -3;
    private static final byte SLASH = -4;
    private static final byte CONTROL = -5;
    private static final byte FILE_OPEN = -6;
    private static final byte[] CLASS = new byte[256];
    private static final TokenKind[] KINDS = TokenKind.values();

    static {
        for (int b = 0; b < 256; b++) {
            TokenKind p = punctuation(b);
            CLASS[b] = p != null ? (byte) p.ordinal() : b == '\n' || b == '\r' ? LINE_END : isSpace(b) ? SPACE
                    : b == '<' ? FILE_OPEN : b == '/' ? SLASH : b < 0x20 || b == 0x7F ? CONTROL : WORD;
        }
    }

    private final byte[] bytes;
    private int pos;
    private int line = 1;
    /** The offset of the current line's first byte. */
    private int lineStart;
    /** Start and end (exclusive, before the line end) of every comment skipped so far, in pairs. */
    private int[] comments = new int[16];
    private int commentCount;

    private TokenKind kind;
    private int start;
    private int end;
    private int tokenLine;
    private int tokenColumn;
    private boolean plainInteger;

    public Tokenizer(byte[] bytes) {
        this.bytes = bytes;
        if (bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB && (bytes[2] & 0xFF) == 0xBF) {
            pos = 3;
        }
    }

    public byte[] bytes() {
        return bytes;
    }

    /** Reads the next token; at the end, an {@link TokenKind#END} token (again and again). */
    public Token next() {
        scan();
        return token();
    }

    /** The token {@link #scan} read last, as a record. */
    public Token token() {
        return new Token(kind, start, end, tokenLine, tokenColumn);
    }

    /**
     * This tokenizer's whole state, to {@link #reset} to: a reader that tries one reading of an item
     * and, when it fails, reads the same tokens again as raw tokens.
     */
    public long[] mark() {
        return new long[] {pos, line, lineStart, commentCount, kind == null ? -1 : kind.ordinal(), start, end,
            tokenLine, tokenColumn, plainInteger ? 1 : 0};
    }

    /** Back to a state {@link #mark} gave; comments skipped since are forgotten (they are met again). */
    public void reset(long[] m) {
        pos = (int) m[0];
        line = (int) m[1];
        lineStart = (int) m[2];
        commentCount = (int) m[3];
        kind = m[4] < 0 ? null : KINDS[(int) m[4]];
        start = (int) m[5];
        end = (int) m[6];
        tokenLine = (int) m[7];
        tokenColumn = (int) m[8];
        plainInteger = m[9] == 1;
    }

    /** The kind of the token read last. */
    public TokenKind kind() {
        return kind;
    }

    /** The first byte of the token read last (for a file name, the byte after its {@code <}). */
    public int start() {
        return start;
    }

    /** The byte after the token read last (for a file name, its {@code >}). */
    public int end() {
        return end;
    }

    /** The line of the token read last, from 1. */
    public int line() {
        return tokenLine;
    }

    /** The column of the token read last (of a file name's {@code <}), from 1. */
    public int column() {
        return tokenColumn;
    }

    /**
     * Reads the next token into {@link #kind}, {@link #start}, {@link #end} and its line and column;
     * at the end, {@link TokenKind#END} (again and again).
     */
    public TokenKind scan() {
        skipSpaceAndComments();
        int s = pos;
        tokenLine = line;
        tokenColumn = s - lineStart + 1;
        if (s >= bytes.length) {
            return set(TokenKind.END, s, s);
        }
        int c = CLASS[bytes[s] & 0xFF];
        if (c >= 0) {
            pos = s + 1;
            return set(KINDS[c], s, pos);
        }
        if (c == FILE_OPEN) {
            return fileName(s);
        }
        if (c == CONTROL) {
            throw MapFormatException.inText(TextReadRules.CONTROL_BYTE, s, tokenLine, tokenColumn, "", "a token",
                    String.format("control byte 0x%02X", bytes[s] & 0xFF));
        }
        byte[] b = bytes;
        int n = b.length;
        int p = s + 1;
        while (p < n) {
            int x = CLASS[b[p] & 0xFF];
            if (x != WORD && (x != SLASH || (p + 1 < n && b[p + 1] == '/'))) {
                break;
            }
            p++;
        }
        pos = p;
        return set(TokenKind.WORD, s, p);
    }

    /**
     * If the next token is a plain number ({@link TextNumbers#parsePlain}), reads it as {@link #scan}
     * would and returns its value, parsed in the same pass that finds its end; otherwise NaN, and
     * only the white space and comments before it are read.
     */
    public double scanPlainNumber() {
        skipSpaceAndComments();
        byte[] b = bytes;
        int n = b.length;
        int s = pos;
        int i = s;
        boolean negative = false;
        if (i < n) {
            int first = b[i];
            negative = first == '-';
            if (negative || first == '+') {
                i++;
            }
        }
        int digitsFrom = i;
        long mantissa = 0;
        int d;
        while (i < n && (d = b[i] - '0') >= 0 && d <= 9) {
            mantissa = 10 * mantissa + d;
            i++;
        }
        int scale = 0;
        int digits = i - digitsFrom;
        boolean point = i < n && b[i] == '.';
        if (point) {
            int fractionFrom = ++i;
            while (i < n && (d = b[i] - '0') >= 0 && d <= 9) {
                mantissa = 10 * mantissa + d;
                i++;
            }
            scale = i - fractionFrom;
            digits += scale;
        }
        if (i < n) {
            int c = CLASS[b[i] & 0xFF];
            if (c == WORD || (c == SLASH && !(i + 1 < n && b[i + 1] == '/'))) {
                return Double.NaN; // the word goes on: not a plain number
            }
        }
        double value = TextNumbers.plainValue(negative, mantissa, digits, scale);
        if (!Double.isNaN(value)) {
            tokenLine = line;
            tokenColumn = s - lineStart + 1;
            set(TokenKind.WORD, s, i);
            pos = i;
            plainInteger = !point;
        }
        return value;
    }

    /** Whether the plain number {@link #scanPlainNumber} read last has no point (a whole number). */
    public boolean plainInteger() {
        return plainInteger;
    }

    private TokenKind set(TokenKind k, int s, int e) {
        kind = k;
        start = s;
        end = e;
        return k;
    }

    private TokenKind fileName(int s) {
        int from = s + 1;
        int p = from;
        while (p < bytes.length) {
            int b = bytes[p];
            if (b == '>') {
                pos = p + 1;
                return set(TokenKind.FILE_NAME, from, p);
            }
            if (b == '\n' || b == '\r') {
                break;
            }
            p++;
        }
        throw MapFormatException.inText(TextReadRules.FILE_NAME_UNTERMINATED, s, tokenLine, tokenColumn, "", "'>' ending the file name on its line",
                p >= bytes.length ? "end of file" : "end of line");
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
        int c = CLASS[b & 0xFF];
        return c == WORD || c == SLASH;
    }

    public static boolean isSpace(int b) {
        return b == ' ' || b == '\t' || b == '\r' || b == '\n' || b == '\f';
    }

    private void skipSpaceAndComments() {
        byte[] b = bytes;
        int n = b.length;
        int p = pos;
        while (p < n) {
            int x = b[p];
            int c = CLASS[x & 0xFF];
            if (c == SPACE) {
                p++;
            } else if (c == LINE_END) {
                p++;
                // LF, CR LF and a lone CR each end one line; the CR of a CR LF waits for its LF
                if (x == '\n' || p >= n || b[p] != '\n') {
                    line++;
                    lineStart = p;
                }
            } else if (c == SLASH && p + 1 < n && b[p + 1] == '/') {
                int from = p;
                while (p < n && b[p] != '\n' && b[p] != '\r') {
                    p++;
                }
                remember(from, p);
            } else {
                break;
            }
        }
        pos = p;
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
}
