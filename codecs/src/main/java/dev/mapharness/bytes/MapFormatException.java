package dev.mapharness.bytes;

/**
 * The one way a reader fails: the bytes are not a valid file of the format being read.
 *
 * <p>It carries the byte offset where reading stopped, the path of the field being read
 * ({@code models[12].name}), what the format expects there and what the input holds instead.
 * Readers throw nothing else on any input, so callers (the command line, the fuzzers, the
 * torture check) can tell a rejected file from a bug.
 *
 * <p>Unchecked so that readers can be used from lambdas (properties, migrations); every reader
 * documents it.
 */
public final class MapFormatException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final long offset;
    private final String field;
    private final String expected;
    private final String found;

    public MapFormatException(long offset, String field, String expected, String found) {
        this(offset, field, expected, found, null);
    }

    public MapFormatException(long offset, String field, String expected, String found, Throwable cause) {
        super(describe(offset, field, expected, found), cause);
        this.offset = offset;
        this.field = field;
        this.expected = expected;
        this.found = found;
    }

    private static String describe(long offset, String field, String expected, String found) {
        StringBuilder sb = new StringBuilder();
        sb.append("at byte ").append(offset).append(" (0x").append(Long.toHexString(offset).toUpperCase()).append(')');
        if (field != null && !field.isEmpty()) {
            sb.append(", ").append(field);
        }
        sb.append(": expected ").append(expected);
        if (found != null && !found.isEmpty()) {
            sb.append(", found ").append(found);
        }
        return sb.toString();
    }

    /** Byte offset in the input where the problem was found. */
    public long offset() {
        return offset;
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
