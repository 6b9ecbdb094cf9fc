package dev.mapharness.reports;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Detection;
import dev.mapharness.format.Format;
import dev.mapharness.rules.InputRules;
import dev.mapharness.rules.Rule;
import java.util.Objects;

/**
 * Why a file could not be read, as one line for people and as parts for machines.
 *
 * @param offset   byte offset where reading stopped, or -1 when no byte is to blame (missing file)
 * @param line     line of a text file (WMP, $$M) where reading stopped, from 1; 0 for binary formats
 * @param column   column on that line, from 1; 0 for binary formats
 * @param field    field path being read there, empty at file level
 * @param expected what the format wants there, empty if not about the bytes
 * @param found    what the file holds instead, empty if not about the bytes
 * @param detail   the whole reason in words when it is not about the bytes
 * @param rule     the rule the input is refused by: the reader's ({@link MapFormatException#rule()}) for a
 *                 malformed file, an {@code input/} rule ({@link InputRules}) otherwise
 */
public record ReadFailure(Reason reason, long offset, int line, int column, String field, String expected, String found,
                          String detail, Rule rule) {

    public ReadFailure {
        Objects.requireNonNull(rule, "rule");
    }

    public enum Reason {
        NOT_FOUND("not-found"),
        NOT_A_FILE("not-a-file"),
        IO_ERROR("io-error"),
        UNKNOWN_FORMAT("unknown-format"),
        UNSUPPORTED_FORMAT("unsupported-format"),
        MALFORMED("malformed"),
        INTERNAL_ERROR("internal-error"),
        /** Java's heap is too small for the file: not the file's fault nor mapharness's. */
        OUT_OF_MEMORY("out-of-memory");

        private final String id;

        Reason(String id) {
            this.id = id;
        }

        /** Stable name used in JSON. */
        public String id() {
            return id;
        }
    }

    /** Known formats listed when detection fails, so people see what mapharness looks for. */
    static final String KNOWN = Format.knownFormats();

    public static ReadFailure malformed(MapFormatException e) {
        return new ReadFailure(Reason.MALFORMED, e.offset(), e.line(), e.column(), nz(e.field()), nz(e.expected()), nz(e.found()), "",
                e.rule());
    }

    /** No format recognised; the blame is on the signature bytes at offset 0. */
    public static ReadFailure unknownFormat(String found) {
        return new ReadFailure(Reason.UNKNOWN_FORMAT, 0, 0, 0, "signature", KNOWN, found, "", InputRules.UNKNOWN_FORMAT);
    }

    public static ReadFailure unsupported(Detection d) {
        return new ReadFailure(Reason.UNSUPPORTED_FORMAT, -1, 0, 0, "", "", "",
                d.unsupportedReason(), InputRules.UNSUPPORTED_FORMAT);
    }

    /** A failure that is not about the file's bytes, under its reason's {@code input/} rule. */
    public static ReadFailure of(Reason reason, String detail) {
        return new ReadFailure(reason, -1, 0, 0, "", "", "", detail, inputRule(reason));
    }

    /**
     * The rule of a failure of {@code reason} that no reader's refusal names: every reason but
     * {@link Reason#MALFORMED}, whose rule is the reader's.
     */
    public static Rule inputRule(Reason reason) {
        return switch (reason) {
            case NOT_FOUND -> InputRules.MISSING;
            case NOT_A_FILE -> InputRules.NOT_A_FILE;
            case IO_ERROR -> InputRules.UNREADABLE;
            case UNKNOWN_FORMAT -> InputRules.UNKNOWN_FORMAT;
            case UNSUPPORTED_FORMAT -> InputRules.UNSUPPORTED_FORMAT;
            case INTERNAL_ERROR -> InputRules.READER_FAILED;
            case OUT_OF_MEMORY -> InputRules.OUT_OF_MEMORY;
            case MALFORMED -> throw new IllegalArgumentException("a malformed file is refused by its reader's rule");
        };
    }

    /** {@code [read/truncated] at byte 12 (0xC), …}: the rule's id in brackets, then {@link #message()}. */
    public String ruleAndMessage() {
        return "[" + rule.id() + "] " + message();
    }

    public boolean hasOffset() {
        return offset >= 0;
    }

    /** True if the failure is in a text file and has a line and column. */
    public boolean hasLine() {
        return line > 0;
    }

    /**
     * {@code at byte 12 (0xC), header.width: expected …, found …} ({@code at line 4, column 7 (byte 58), …}
     * in a text file), or the detail.
     */
    public String message() {
        if (!hasOffset()) {
            return detail;
        }
        StringBuilder sb = new StringBuilder(hasLine()
                ? "at line " + line + ", column " + column + " (byte " + offset + ")"
                : Offsets.describe(offset));
        if (!field.isEmpty()) {
            sb.append(", ").append(field);
        }
        if (!expected.isEmpty()) {
            sb.append(": expected ").append(expected);
        }
        if (!found.isEmpty()) {
            sb.append(", found ").append(found);
        }
        if (!detail.isEmpty()) {
            sb.append(" (").append(detail).append(')');
        }
        return sb.toString();
    }

    private static String nz(String s) {
        return s == null ? "" : s;
    }
}
