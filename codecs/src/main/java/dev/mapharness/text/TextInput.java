package dev.mapharness.text;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Severity;
import dev.mapharness.format.Violation;
import dev.mapharness.format.Violations;
import dev.mapharness.gamestudio.BinaryFlags;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Typed reads over a {@link Tokenizer} with one token of look-ahead and the path of the field being
 * read ({@code blocks[4].faces[2].vertices[1]}). Every failure is one
 * {@link MapFormatException#inText} naming the token's byte offset, line, column and field.
 *
 * <p>Counts are checked against the bytes left before anyone can allocate by them: a count of
 * 2 000 000 000 vertices in a 1 KB file is an error at the count.
 */
public final class TextInput {
    /** Bytes a token takes at the least, with the white space that must follow it. */
    public static final int MIN_TOKEN_BYTES = 2;

    private final Tokenizer tokenizer;
    private Token peeked;
    private final List<String> path = new ArrayList<>();

    public TextInput(byte[] bytes) {
        this.tokenizer = new Tokenizer(bytes);
    }

    // ---- field path --------------------------------------------------------------------

    public void enter(String name) {
        path.add(name);
    }

    public void enter(String name, int index) {
        path.add(name + '[' + index + ']');
    }

    public void leave() {
        path.remove(path.size() - 1);
    }

    /** The current path with {@code field} appended ({@code field} may be empty or start with '['). */
    public String pathOf(String field) {
        StringBuilder sb = new StringBuilder();
        for (String p : path) {
            if (sb.length() > 0) {
                sb.append('.');
            }
            sb.append(p);
        }
        if (field != null && !field.isEmpty()) {
            if (sb.length() > 0 && field.charAt(0) != '[') {
                sb.append('.');
            }
            sb.append(field);
        }
        return sb.toString();
    }

    // ---- tokens ------------------------------------------------------------------------

    public Token peek() {
        if (peeked == null) {
            peeked = tokenizer.next();
        }
        return peeked;
    }

    public Token next() {
        Token t = peek();
        if (t.kind() != TokenKind.END) {
            peeked = null;
        }
        return t;
    }

    public boolean at(TokenKind kind) {
        return peek().kind() == kind;
    }

    /** True if the next token is a word that is a number. */
    public boolean atNumber() {
        Token t = peek();
        return t.kind() == TokenKind.WORD && TextNumbers.isNumber(text(t));
    }

    /** True if the next token is the word {@code w}. */
    public boolean atWord(String w) {
        Token t = peek();
        return t.kind() == TokenKind.WORD && text(t).equals(w);
    }

    /** A token's bytes as text, one char per byte. */
    public String text(Token t) {
        return new String(tokenizer.bytes(), t.start(), t.length(), StandardCharsets.ISO_8859_1);
    }

    public RawString raw(Token t) {
        return RawString.ofRange(tokenizer.bytes(), t.start(), t.end());
    }

    /** The bytes being read. */
    public byte[] bytes() {
        return tokenizer.bytes();
    }

    /**
     * The comments that lie wholly within bytes {@code [from, to)}, each as its text after the
     * two slashes (to its line end, which is not included). Only comments before the next token
     * are known, so {@code to} must not lie past it.
     */
    public List<RawString> commentsBetween(int from, int to) {
        peek();
        List<RawString> out = new ArrayList<>();
        for (int i = firstCommentFrom(from); i < tokenizer.commentCount() && tokenizer.commentEnd(i) <= to; i++) {
            out.add(RawString.ofRange(tokenizer.bytes(), tokenizer.commentStart(i) + 2, tokenizer.commentEnd(i)));
        }
        return out;
    }

    /**
     * The text of the comment that follows byte {@code from} on the same line, before the next
     * token ({@code object 0 {  // Root}), if there is one.
     */
    public java.util.Optional<RawString> commentOnLine(int from) {
        Token next = peek();
        int i = firstCommentFrom(from);
        if (i >= tokenizer.commentCount() || tokenizer.commentStart(i) > next.start()) {
            return java.util.Optional.empty();
        }
        byte[] b = tokenizer.bytes();
        for (int k = from; k < tokenizer.commentStart(i); k++) {
            if (b[k] == '\n' || b[k] == '\r') {
                return java.util.Optional.empty();
            }
        }
        return java.util.Optional.of(RawString.ofRange(b, tokenizer.commentStart(i) + 2, tokenizer.commentEnd(i)));
    }

    /** The first comment starting at or after {@code from} (binary search over the starts, in file order). */
    private int firstCommentFrom(int from) {
        int lo = 0;
        int hi = tokenizer.commentCount();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (tokenizer.commentStart(mid) < from) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** Bytes after the next token's start: the most any list starting there can use. */
    public int remainingFromNext() {
        return tokenizer.bytes().length - peek().start();
    }

    // ---- failures and violations -------------------------------------------------------

    public MapFormatException fail(Token at, String field, String expected) {
        return MapFormatException.inText(at.offset(), at.line(), at.column(), pathOf(field), expected, describe(at));
    }

    public MapFormatException fail(Token at, String field, String expected, String found) {
        return MapFormatException.inText(at.offset(), at.line(), at.column(), pathOf(field), expected, found);
    }

    /** A violation at {@code at}, its message starting with the line and column. */
    public void violation(Violations violations, Severity severity, Token at, String field, String message) {
        violations.add(new Violation(at.offset(), pathOf(field), "line " + at.line() + ", column " + at.column() + ": "
                + message, severity, ""));
    }

    /** How a token is shown in an error: a word quoted (cut at 40 bytes), others by kind. */
    public String describe(Token t) {
        return switch (t.kind()) {
            case WORD -> quoted(t, "");
            case FILE_NAME -> quoted(t, "file name ");
            default -> t.kind().describe();
        };
    }

    private String quoted(Token t, String prefix) {
        RawString s = RawString.ofRange(tokenizer.bytes(), t.start(), Math.min(t.end(), t.start() + 40));
        return prefix + s + (t.length() > 40 ? "… (" + t.length() + " bytes)" : "");
    }

    // ---- typed reads -------------------------------------------------------------------

    public Token expect(TokenKind kind, String field) {
        Token t = peek();
        if (t.kind() != kind) {
            throw fail(t, field, kind.describe());
        }
        return next();
    }

    public void keyword(String word, String field) {
        Token t = peek();
        if (t.kind() != TokenKind.WORD || !text(t).equals(word)) {
            throw fail(t, field, "\"" + word + "\"");
        }
        next();
    }

    public RawString word(String field) {
        return raw(expect(TokenKind.WORD, field));
    }

    public RawString fileName(String field) {
        return raw(expect(TokenKind.FILE_NAME, field));
    }

    public double number(String field) {
        double d = numberOf(peek(), field);
        next();
        return d;
    }

    /** The value of a token already taken from the input (a list read ahead). */
    public double numberOf(Token t, String field) {
        if (t.kind() != TokenKind.WORD || !TextNumbers.isNumber(text(t))) {
            throw fail(t, field, "a number");
        }
        double d = TextNumbers.parse(text(t));
        if (Double.isNaN(d)) {
            throw fail(t, field, "a number within the range of a double");
        }
        return d;
    }

    public RawString wordOf(Token t, String field) {
        if (t.kind() != TokenKind.WORD) {
            throw fail(t, field, "a word");
        }
        return raw(t);
    }

    public long longInteger(String field, long min, long max) {
        Token t = peek();
        String s = t.kind() == TokenKind.WORD ? text(t) : "";
        if (!TextNumbers.isInteger(s)) {
            throw fail(t, field, "a whole number");
        }
        long v;
        try {
            v = Long.parseLong(s.startsWith("+") ? s.substring(1) : s);
        } catch (NumberFormatException e) {
            throw fail(t, field, "a whole number from " + min + " to " + max);
        }
        if (v < min || v > max) {
            throw fail(t, field, "a whole number from " + min + " to " + max);
        }
        next();
        return v;
    }

    public int integer(String field) {
        return (int) longInteger(field, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    /**
     * A count of items that take at least {@code minBytesEach} bytes each; refused if the bytes
     * after it cannot hold that many, before anything is allocated.
     */
    public int count(String field, int minBytesEach) {
        Token t = peek();
        int n = (int) longInteger(field, 0, Integer.MAX_VALUE);
        long need = (long) n * minBytesEach;
        int left = remainingFromNext();
        if (need > left) {
            throw fail(t, field, "a count the remaining " + left + " bytes can hold (each item takes at least "
                    + minBytesEach + ")", String.valueOf(n));
        }
        return n;
    }

    /** A binary flags string; widths other than 4, 8, 16 and 32 are a warning. */
    public BinaryFlags flags(String field, Violations violations) {
        BinaryFlags f = flagsOf(peek(), field, violations);
        next();
        return f;
    }

    public BinaryFlags flagsOf(Token t, String field, Violations violations) {
        String s = t.kind() == TokenKind.WORD ? text(t) : "";
        if (!BinaryFlags.isBinary(s)) {
            throw fail(t, field, "flags as binary digits (0000)");
        }
        BinaryFlags f = new BinaryFlags(s);
        if (!f.isStandardWidth()) {
            violation(violations, Severity.WARNING, t, field, "flags have " + f.width() + " digits; files use 4, 8, 16 or 32");
        }
        return f;
    }

    /**
     * Every token up to the {@code '}'} that closes the current item, kept raw; braces inside are
     * counted, not recursed into, so any depth reads in one loop. Consumes the closing brace.
     */
    public List<RawToken> rawUntilClose(String field) {
        List<RawToken> out = new ArrayList<>();
        long depth = 0;
        while (true) {
            Token t = peek();
            switch (t.kind()) {
                case END -> throw fail(t, field, "'}' closing the item");
                case CLOSE_BRACE -> {
                    if (depth == 0) {
                        next();
                        return out;
                    }
                    depth--;
                }
                case OPEN_BRACE -> depth++;
                default -> {
                }
            }
            next();
            boolean hasText = t.kind() == TokenKind.WORD || t.kind() == TokenKind.FILE_NAME;
            out.add(new RawToken(t.kind(), hasText ? raw(t) : RawString.EMPTY));
        }
    }

    /** Reads a token list of tokens up to a {@code '}'} (not consumed) with no nested braces. */
    public List<Token> tokensUntilClose(String field) {
        List<Token> out = new ArrayList<>();
        while (!at(TokenKind.CLOSE_BRACE)) {
            Token t = peek();
            if (t.kind() == TokenKind.END || t.kind() == TokenKind.OPEN_BRACE) {
                throw fail(t, field, "'}' closing the item");
            }
            out.add(next());
        }
        return out;
    }
}
