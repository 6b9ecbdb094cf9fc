package dev.mapharness.text;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Violations;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.rules.Rule;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Typed reads over a {@link Tokenizer} with one token of look-ahead and the path of the field being
 * read ({@code blocks[4].faces[2].vertices[1]}). Every failure is one
 * {@link MapFormatException#inText} naming the token's byte offset, line, column and field.
 *
 * <p>Counts are checked against the bytes left before anyone can allocate by them: a count of
 * 2 000 000 000 vertices in a 1 KB file is an error at the count.
 *
 * <p>The common path allocates only what the model keeps: the look-ahead lives in the tokenizer's
 * fields (a {@link Token} is made only for {@link #peek}, {@link #next} and failures), numbers are
 * parsed from the bytes, the field path is a stack of names and indices joined into text only for
 * a failure or a violation, and equal words and flags within one file share one instance (they are
 * immutable values, so sharing cannot change a model or its equality).
 */
public final class TextInput {
    /** Bytes a token takes at the least, with the white space that must follow it. */
    public static final int MIN_TOKEN_BYTES = 2;
    /**
     * Slots of the tables of words and flags seen at the most (a power of two); a miss just makes a
     * new one. Small inputs get small tables (one slot per 16 bytes, 16 at the least).
     */
    private static final int SEEN_SLOTS = 512;
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private final Tokenizer tokenizer;
    private final byte[] bytes;
    /** Whether the tokenizer's current token is the look-ahead (not yet taken). */
    private boolean peeked;
    private String[] pathNames = new String[8];
    /** The index of each path element, or -1 for a plain name. */
    private int[] pathIndices = new int[8];
    private int depth;
    private final int seenMask;
    private final RawString[] wordsSeen;
    /** Where each word seen was read: its bytes, to compare with. */
    private final int[] wordsSeenAt;
    private final BinaryFlags[] flagsSeen;
    private final int[] flagsSeenAt;

    public TextInput(byte[] bytes) {
        this.tokenizer = new Tokenizer(bytes);
        this.bytes = bytes;
        int slots = Math.max(16, Math.min(SEEN_SLOTS, Integer.highestOneBit(bytes.length / 16)));
        seenMask = slots - 1;
        wordsSeen = new RawString[slots];
        wordsSeenAt = new int[slots];
        flagsSeen = new BinaryFlags[slots];
        flagsSeenAt = new int[slots];
    }

    // ---- field path --------------------------------------------------------------------

    public void enter(String name) {
        enter(name, -1);
    }

    /** Enters {@code name[index]}; an empty name appends {@code [index]} to the element before. */
    public void enter(String name, int index) {
        if (depth == pathNames.length) {
            pathNames = Arrays.copyOf(pathNames, 2 * depth);
            pathIndices = Arrays.copyOf(pathIndices, 2 * depth);
        }
        pathNames[depth] = name;
        pathIndices[depth] = index;
        depth++;
    }

    public void leave() {
        depth--;
    }

    /** The current path with {@code field} appended ({@code field} may be empty or start with '['). */
    public String pathOf(String field) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < depth; i++) {
            String p = pathNames[i];
            if (!p.isEmpty()) {
                if (sb.length() > 0) {
                    sb.append('.');
                }
                sb.append(p);
            }
            if (pathIndices[i] >= 0) {
                sb.append('[').append(pathIndices[i]).append(']');
            }
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

    private void fill() {
        if (!peeked) {
            tokenizer.scan();
            peeked = true;
        }
    }

    /** Takes the look-ahead (the end stays). */
    private void take() {
        if (tokenizer.kind() != TokenKind.END) {
            peeked = false;
        }
    }

    public Token peek() {
        fill();
        return tokenizer.token();
    }

    public Token next() {
        Token t = peek();
        take();
        return t;
    }

    /** The first byte of the token taken last (valid as {@link #taken} is). */
    public int takenStart() {
        return tokenizer.start();
    }

    public int takenEnd() {
        return tokenizer.end();
    }

    public int takenLine() {
        return tokenizer.line();
    }

    public int takenColumn() {
        return tokenizer.column();
    }

    /**
     * The token taken last, as a record: valid right after a read that took it ({@link #skip},
     * {@link #number}, …), before anything looks at the input again.
     */
    public Token taken() {
        return tokenizer.token();
    }

    /** Where reading stands (the tokens, the look-ahead, the field path), to go back to with {@link #reset}. */
    public Mark mark() {
        return new Mark(tokenizer.mark(), peeked, depth);
    }

    /** Reads on from {@code m} again, as if nothing had been read since. */
    public void reset(Mark m) {
        tokenizer.reset(m.tokenizer);
        peeked = m.peeked;
        depth = m.depth;
    }

    /** A place in the input, from {@link #mark}. */
    public static final class Mark {
        private final long[] tokenizer;
        private final boolean peeked;
        private final int depth;

        private Mark(long[] tokenizer, boolean peeked, int depth) {
            this.tokenizer = tokenizer;
            this.peeked = peeked;
            this.depth = depth;
        }
    }

    /** Takes the next token without making a record of it. */
    public void skip() {
        fill();
        take();
    }

    /** The next token's kind. */
    public TokenKind kind() {
        fill();
        return tokenizer.kind();
    }

    /** The next token's first byte (for a file name, the byte after its {@code <}). */
    public int peekStart() {
        fill();
        return tokenizer.start();
    }

    public boolean at(TokenKind kind) {
        return kind() == kind;
    }

    /** True if the next token is a word that is a number. */
    public boolean atNumber() {
        fill();
        return tokenizer.kind() == TokenKind.WORD && TextNumbers.isNumber(bytes, tokenizer.start(), tokenizer.end());
    }

    /**
     * The value of the next token, which {@link #atNumber} accepts, without taking it; NaN if it
     * overflows.
     */
    public double peekNumber() {
        fill();
        return TextNumbers.parse(bytes, tokenizer.start(), tokenizer.end());
    }

    /** True if the next token is the word {@code w} (ASCII). */
    public boolean atWord(String w) {
        fill();
        return tokenizer.kind() == TokenKind.WORD && is(tokenizer.start(), tokenizer.end(), w);
    }

    /** True if bytes {@code [from, to)} are the ASCII text {@code w}. */
    private boolean is(int from, int to, String w) {
        if (to - from != w.length()) {
            return false;
        }
        for (int i = from; i < to; i++) {
            if ((bytes[i] & 0xFF) != w.charAt(i - from)) {
                return false;
            }
        }
        return true;
    }

    /** A token's bytes as text, one char per byte. */
    public String text(Token t) {
        return new String(bytes, t.start(), t.length(), StandardCharsets.ISO_8859_1);
    }

    public RawString raw(Token t) {
        return RawString.ofRange(bytes, t.start(), t.end());
    }

    /** The bytes being read. */
    public byte[] bytes() {
        return bytes;
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
            out.add(RawString.ofRange(bytes, tokenizer.commentStart(i) + 2, tokenizer.commentEnd(i)));
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
        byte[] b = bytes;
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
        return bytes.length - peekStart();
    }

    // ---- failures and violations -------------------------------------------------------

    /** A refusal by {@code rule} at token {@code at}, the token described as what was found. */
    public MapFormatException fail(Rule rule, Token at, String field, String expected) {
        return MapFormatException.inText(rule, at.offset(), at.line(), at.column(), pathOf(field), expected, describe(at));
    }

    public MapFormatException fail(Rule rule, Token at, String field, String expected, String found) {
        return MapFormatException.inText(rule, at.offset(), at.line(), at.column(), pathOf(field), expected, found);
    }

    /** A violation of {@code rule} at {@code at}, its message starting with the line and column. */
    public void violation(Violations violations, Rule rule, Token at, String field, String message) {
        violations.add(rule, at.offset(), pathOf(field), "line " + at.line() + ", column " + at.column() + ": " + message);
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
        RawString s = RawString.ofRange(bytes, t.start(), Math.min(t.end(), t.start() + 40));
        return prefix + s + (t.length() > 40 ? "… (" + t.length() + " bytes)" : "");
    }

    // ---- typed reads -------------------------------------------------------------------

    public void expect(TokenKind kind, String field) {
        if (kind() != kind) {
            throw fail(TextReadRules.UNEXPECTED_TOKEN, peek(), field, kind.describe());
        }
        take();
    }

    public void keyword(String word, String field) {
        if (!atWord(word)) {
            throw fail(TextReadRules.UNEXPECTED_TOKEN, peek(), field, "\"" + word + "\"");
        }
        take();
    }

    /** A word; equal words of one file are one instance. */
    public RawString word(String field) {
        if (kind() != TokenKind.WORD) {
            throw fail(TextReadRules.UNEXPECTED_TOKEN, peek(), field, TokenKind.WORD.describe());
        }
        RawString r = seenWord(tokenizer.start(), tokenizer.end());
        take();
        return r;
    }

    public RawString fileName(String field) {
        if (kind() != TokenKind.FILE_NAME) {
            throw fail(TextReadRules.UNEXPECTED_TOKEN, peek(), field, TokenKind.FILE_NAME.describe());
        }
        RawString r = seenWord(tokenizer.start(), tokenizer.end());
        take();
        return r;
    }

    /** The word of bytes {@code [from, to)}: the one read before if it was equal and is still in its slot. */
    private RawString seenWord(int from, int to) {
        int slot = slot(from, to);
        RawString r = wordsSeen[slot];
        if (r == null || !sameBytes(from, to, wordsSeenAt[slot], r.length())) {
            r = RawString.ofRange(bytes, from, to);
            wordsSeen[slot] = r;
            wordsSeenAt[slot] = from;
        }
        return r;
    }

    /** True if bytes {@code [from, to)} equal the {@code length} bytes at {@code at}. */
    private boolean sameBytes(int from, int to, int at, int length) {
        return to - from == length && Arrays.equals(bytes, from, to, bytes, at, at + length);
    }

    private int slot(int from, int to) {
        int h = 0;
        for (int i = from; i < to; i++) {
            h = 31 * h + bytes[i];
        }
        return spread(h);
    }

    private int spread(int h) {
        return (h ^ (h >>> 9) ^ (h >>> 18)) & seenMask;
    }

    public double number(String field) {
        double d = takePlainNumber();
        if (Double.isNaN(d)) {
            fill();
            d = numberAt(tokenizer.kind(), tokenizer.start(), tokenizer.end(), field);
            take();
        }
        return d;
    }

    /**
     * Takes the next token if it is a plain number ({@link TextNumbers#parsePlain}: nearly every
     * number of a level) and returns its value; otherwise NaN, and nothing is taken. Where nothing
     * was peeked, the tokenizer finds the number's end and its value in one pass.
     */
    public double takePlainNumber() {
        if (!peeked) {
            return tokenizer.scanPlainNumber();
        }
        if (tokenizer.kind() != TokenKind.WORD) {
            return Double.NaN;
        }
        double d = TextNumbers.parsePlain(bytes, tokenizer.start(), tokenizer.end());
        if (!Double.isNaN(d)) {
            take();
        }
        return d;
    }

    /** The value of a token already taken from the input (a list read ahead). */
    public double numberOf(Token t, String field) {
        return numberAt(t.kind(), t.start(), t.end(), field, t);
    }

    private double numberAt(TokenKind kind, int start, int end, String field) {
        if (kind != TokenKind.WORD || !TextNumbers.isNumber(bytes, start, end)) {
            throw fail(TextReadRules.NOT_A_NUMBER, peek(), field, "a number");
        }
        double d = TextNumbers.parse(bytes, start, end);
        if (Double.isNaN(d)) {
            throw fail(TextReadRules.NUMBER_OUT_OF_RANGE, peek(), field, "a number within the range of a double");
        }
        return d;
    }

    private double numberAt(TokenKind kind, int start, int end, String field, Token t) {
        if (kind != TokenKind.WORD || !TextNumbers.isNumber(bytes, start, end)) {
            throw fail(TextReadRules.NOT_A_NUMBER, t, field, "a number");
        }
        double d = TextNumbers.parse(bytes, start, end);
        if (Double.isNaN(d)) {
            throw fail(TextReadRules.NUMBER_OUT_OF_RANGE, t, field, "a number within the range of a double");
        }
        return d;
    }

    public RawString wordOf(Token t, String field) {
        if (t.kind() != TokenKind.WORD) {
            throw fail(TextReadRules.UNEXPECTED_TOKEN, t, field, "a word");
        }
        return seenWord(t.start(), t.end());
    }

    public long longInteger(String field, long min, long max) {
        if (!peeked) {
            double d = tokenizer.scanPlainNumber();
            if (!Double.isNaN(d)) {
                if (tokenizer.plainInteger() && d >= min && d <= max) {
                    return (long) d;
                }
                peeked = true; // read, but not a whole number in range: the checks below say why
            }
        }
        fill();
        int s = tokenizer.start();
        int e = tokenizer.end();
        if (tokenizer.kind() != TokenKind.WORD || !TextNumbers.isInteger(bytes, s, e)) {
            throw fail(TextReadRules.NOT_A_WHOLE_NUMBER, peek(), field, "a whole number");
        }
        long v;
        try {
            v = TextNumbers.parseInteger(bytes, s, e);
        } catch (NumberFormatException x) {
            throw fail(TextReadRules.WHOLE_NUMBER_OUT_OF_RANGE, peek(), field, "a whole number from " + min + " to " + max);
        }
        if (v < min || v > max) {
            throw fail(TextReadRules.WHOLE_NUMBER_OUT_OF_RANGE, peek(), field, "a whole number from " + min + " to " + max);
        }
        take();
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
        fill();
        int start = tokenizer.start();
        int end = tokenizer.end();
        int line = tokenizer.line();
        int column = tokenizer.column();
        int n = (int) longInteger(field, 0, Integer.MAX_VALUE);
        long need = (long) n * minBytesEach;
        int left = remainingFromNext();
        if (need > left) {
            throw fail(TextReadRules.COUNT_PAST_END, new Token(TokenKind.WORD, start, end, line, column), field, "a count the remaining " + left + " bytes can hold (each item takes at least "
                    + minBytesEach + ")", String.valueOf(n));
        }
        return n;
    }

    /** A binary flags string; widths other than 4, 8, 16 and 32 are a warning. Equal flags share one instance. */
    public BinaryFlags flags(String field, Violations violations) {
        fill();
        BinaryFlags f = tokenizer.kind() == TokenKind.WORD ? seenFlags(tokenizer.start(), tokenizer.end()) : null;
        if (f == null) {
            throw fail(TextReadRules.FLAGS_NOT_BINARY, peek(), field, "flags as binary digits (0000)");
        }
        if (!f.isStandardWidth()) {
            violation(violations, TextRules.FLAGS_WIDTH, peek(), field, "flags have " + f.width() + " digits; files use 4, 8, 16 or 32");
        }
        take();
        return f;
    }

    public BinaryFlags flagsOf(Token t, String field, Violations violations) {
        BinaryFlags f = t.kind() == TokenKind.WORD ? seenFlags(t.start(), t.end()) : null;
        if (f == null) {
            throw fail(TextReadRules.FLAGS_NOT_BINARY, t, field, "flags as binary digits (0000)");
        }
        if (!f.isStandardWidth()) {
            violation(violations, TextRules.FLAGS_WIDTH, t, field, "flags have " + f.width() + " digits; files use 4, 8, 16 or 32");
        }
        return f;
    }

    /**
     * The flags of bytes {@code [from, to)}, or null if they are not what {@link BinaryFlags#isBinary}
     * accepts: the instance read before if it was equal and is still in its slot.
     */
    private BinaryFlags seenFlags(int from, int to) {
        if (from == to) {
            return null;
        }
        // eight digits at a time: each byte, its low bit cleared, must be '0'
        int h = 0;
        int i = from;
        for (; i + Long.BYTES <= to; i += Long.BYTES) {
            long w = (long) LONGS.get(bytes, i);
            if ((w & 0xFEFEFEFEFEFEFEFEL) != 0x3030303030303030L) {
                return null;
            }
            h = 31 * h + (int) (w ^ w >>> 31);
        }
        for (; i < to; i++) {
            int c = bytes[i];
            if (c != '0' && c != '1') {
                return null;
            }
            h = 31 * h + c;
        }
        int slot = spread(h + to - from);
        BinaryFlags f = flagsSeen[slot];
        if (f == null || !sameBytes(from, to, flagsSeenAt[slot], f.width())) {
            f = new BinaryFlags(new String(bytes, from, to - from, StandardCharsets.ISO_8859_1));
            flagsSeen[slot] = f;
            flagsSeenAt[slot] = from;
        }
        return f;
    }

    /**
     * After an item failed to read in every known layout: back to {@code m}, and its tokens up to the
     * closing brace, to keep the item whole. If the brace never comes, {@code failure} (what the
     * item's own layout expected says more than the missing brace) is thrown again.
     */
    public List<RawToken> rawAfter(Mark m, MapFormatException failure) {
        reset(m);
        try {
            return rawUntilClose("");
        } catch (MapFormatException unclosed) {
            throw failure;
        }
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
                case END -> throw fail(TextReadRules.ITEM_UNCLOSED, t, field, "'}' closing the item");
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

    /** Tokens already taken, kept as read. */
    public List<RawToken> rawOf(List<Token> tokens) {
        List<RawToken> out = new ArrayList<>(tokens.size());
        for (Token t : tokens) {
            boolean hasText = t.kind() == TokenKind.WORD || t.kind() == TokenKind.FILE_NAME;
            out.add(new RawToken(t.kind(), hasText ? raw(t) : RawString.EMPTY));
        }
        return out;
    }

    /**
     * The tokens after an item's known values, up to its closing brace (not taken), kept as read
     * with a warning naming the {@code extra} field: no writer mapharness knows of puts them there.
     */
    public List<RawToken> extra(Violations violations, String item) {
        if (at(TokenKind.CLOSE_BRACE)) {
            return List.of();
        }
        Token first = peek();
        List<RawToken> tokens = rawOf(tokensUntilClose("extra"));
        appendedWarning(violations, first, tokens.size(), item);
        return tokens;
    }

    /** The warning for {@code count} values appended after an item's known ones, from {@code first}. */
    public void appendedWarning(Violations violations, Token first, int count, String item) {
        violation(violations, TextRules.EXTRA_VALUES, first, "extra", count + " value(s) after the " + item
                + "'s known values, kept as written");
    }

    /** Reads a token list of tokens up to a {@code '}'} (not consumed) with no nested braces. */
    public List<Token> tokensUntilClose(String field) {
        List<Token> out = new ArrayList<>();
        while (!at(TokenKind.CLOSE_BRACE)) {
            Token t = peek();
            if (t.kind() == TokenKind.END || t.kind() == TokenKind.OPEN_BRACE) {
                throw fail(TextReadRules.ITEM_UNCLOSED, t, field, "'}' closing the item");
            }
            out.add(next());
        }
        return out;
    }
}
