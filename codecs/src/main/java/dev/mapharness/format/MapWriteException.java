package dev.mapharness.format;

/**
 * A writer refuses a model it cannot represent (a name longer than its slot, a grid larger than
 * the format holds) rather than truncating or dropping anything.
 */
public final class MapWriteException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String field;

    public MapWriteException(String field, String reason) {
        super(field + ": " + reason);
        this.field = field;
    }

    public String field() {
        return field;
    }
}
