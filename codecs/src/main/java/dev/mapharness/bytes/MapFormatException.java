package dev.mapharness.bytes;

import dev.mapharness.rules.Rule;
import java.util.Objects;

/**
 * The one way a reader fails: the bytes are not a valid file of the format being read.
 *
 * <p>It carries the byte offset where reading stopped, the path of the field being read
 * ({@code models[12].name}), what the format expects there and what the input holds instead.
 * Readers throw nothing else on any input, so callers (the command line, the fuzzers, the
 * torture check) can tell a rejected file from a bug.
 *
 * <p>Readers of text formats (WMP, $$M) also give the line and column, counted from 1; binary
 * readers leave them 0.
 *
 * <p>Every failure names the {@link Rule} (of kind {@link dev.mapharness.rules.RuleKind#READ}) it
 * refuses the file by, such as {@code read/truncated} or {@code wwd/header-size}: reports show its id
 * next to the message, which does not include it.
 *
 * <p>Unchecked so that readers can be used from lambdas (properties, migrations); every reader
 * documents it.
 */
public final class MapFormatException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient Rule rule;
    private final long offset;
    private final String field;
    private final String expected;
    private final String found;
    private final int line;
    private final int column;

    public MapFormatException(Rule rule, long offset, String field, String expected, String found) {
        this(rule, offset, field, expected, found, null);
    }

    public MapFormatException(Rule rule, long offset, String field, String expected, String found, Throwable cause) {
        this(rule, offset, 0, 0, field, expected, found, cause);
    }

    private MapFormatException(Rule rule, long offset, int line, int column, String field, String expected,
            String found, Throwable cause) {
        super(describe(offset, line, column, field, expected, found), cause);
        this.rule = Objects.requireNonNull(rule, "rule");
        this.offset = offset;
        this.line = line;
        this.column = column;
        this.field = field;
        this.expected = expected;
        this.found = found;
    }

    /** A failure in a text file, at {@code line} and {@code column} (from 1) and byte {@code offset}. */
    public static MapFormatException inText(Rule rule, long offset, int line, int column, String field,
            String expected, String found) {
        if (line < 1 || column < 1) {
            throw new IllegalArgumentException("lines and columns count from 1: " + line + ":" + column);
        }
        return new MapFormatException(rule, offset, line, column, field, expected, found, null);
    }

    /**
     * The same failure (its rule, field, expected and found) at another byte offset: for readers that
     * point a failure at the field that caused it rather than where reading stopped.
     */
    public MapFormatException at(long otherOffset) {
        return new MapFormatException(rule, otherOffset, field, expected, found);
    }

    private static String describe(long offset, int line, int column, String field, String expected, String found) {
        StringBuilder sb = new StringBuilder();
        if (line > 0) {
            sb.append("at line ").append(line).append(", column ").append(column).append(" (byte ").append(offset).append(')');
        } else {
            sb.append("at byte ").append(offset).append(" (0x").append(Long.toHexString(offset).toUpperCase()).append(')');
        }
        if (field != null && !field.isEmpty()) {
            sb.append(", ").append(field);
        }
        sb.append(": expected ").append(expected);
        if (found != null && !found.isEmpty()) {
            sb.append(", found ").append(found);
        }
        return sb.toString();
    }

    /** The rule the file is refused by; never null. */
    public Rule rule() {
        return rule;
    }

    /** Byte offset in the input where the problem was found. */
    public long offset() {
        return offset;
    }

    /** Line of a text file, from 1; 0 for a binary format. */
    public int line() {
        return line;
    }

    /** Column (in bytes, from 1) of a text file; 0 for a binary format. */
    public int column() {
        return column;
    }

    /** Path of the field being read, such as {@code models[3].name}; empty at file level. */
    public String field() {
        return field;
    }

    public String expected() {
        return expected;
    }

    public String found() {
        return found;
    }
}
