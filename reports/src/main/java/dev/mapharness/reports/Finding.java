package dev.mapharness.reports;

import dev.mapharness.format.Violation;

/**
 * Something a conformance check found in a file that still decodes: a violation of a format
 * rule, or a byte where the file differs from its canonical re-encoding.
 *
 * @param offset byte offset, or -1 when the finding is about the whole file
 */
public record Finding(Kind kind, long offset, String field, String message) {

    public enum Kind {
        VIOLATION("violation"),
        NOT_CANONICAL("not-canonical"),
        NOT_WRITABLE("not-writable");

        private final String id;

        Kind(String id) {
            this.id = id;
        }

        /** Stable name used in JSON. */
        public String id() {
            return id;
        }
    }

    public static Finding of(Violation v) {
        return new Finding(Kind.VIOLATION, v.offset(), v.field(), v.message());
    }

    public boolean hasOffset() {
        return offset >= 0;
    }
}
