package dev.mapharness.reports;

import dev.mapharness.format.Severity;
import dev.mapharness.format.Violation;
import dev.mapharness.rules.Rule;
import java.util.Objects;

/**
 * Something a conformance check found in a file that still decodes: a violation of a format
 * rule, or a byte where the file differs from its canonical re-encoding, with how much it matters.
 *
 * @param rule   the rule this is a finding of: its stable id is what reports show and CI configurations name
 * @param offset byte offset, or -1 when the finding is about the whole file
 * @param editor for a {@link Severity#NOTE}, the real editor known to write this; empty otherwise
 */
public record Finding(Kind kind, Rule rule, Severity severity, long offset, String field, String message, String editor) {

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

    public Finding {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(editor, "editor");
    }

    /** A finding the games or their tools would fail on: a real difference, a model no writer can write. */
    public static Finding error(Kind kind, Rule rule, long offset, String field, String message) {
        return new Finding(kind, rule, Severity.ERROR, offset, field, message, "");
    }

    public static Finding of(Violation v) {
        return new Finding(Kind.VIOLATION, v.rule(), v.severity(), v.offset(), v.field(), v.message(), v.editor());
    }

    public boolean hasOffset() {
        return offset >= 0;
    }

    /** True if this finding makes a check fail when findings of {@code failOn} or graver fail it. */
    public boolean fails(Severity failOn) {
        return severity.atLeast(failOn);
    }
}
