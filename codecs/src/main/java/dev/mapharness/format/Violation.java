package dev.mapharness.format;

/**
 * A rule of the format that a file breaks although it still decodes (an index past a table, a
 * size field that disagrees, reserved bytes not zero). Conformance checking lists these.
 */
public record Violation(long offset, String field, String message) {
    @Override
    public String toString() {
        return String.format("at byte %d (0x%X), %s: %s", offset, offset, field, message);
    }
}
