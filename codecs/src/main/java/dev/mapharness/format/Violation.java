package dev.mapharness.format;

import dev.mapharness.rules.Rule;
import java.util.Objects;

/**
 * A rule of the format that a file breaks although it still decodes (an index past a table, a
 * size field that disagrees, reserved bytes not zero), with how much it matters.
 *
 * @param rule     the check this is a finding of: its stable id is what CI configurations and
 *                 docs/rules.md name
 * @param severity how much it matters: see {@link Severity}; the rule's default unless the check
 *                 was made leniently
 * @param editor   for a {@link Severity#NOTE}, the real editor known to write this (for example
 *                 "WapMap"); empty otherwise
 */
public record Violation(Rule rule, long offset, String field, String message, Severity severity, String editor) {
    public Violation {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(editor, "editor");
    }

    /** A violation of {@code rule} with the rule's default severity and no editor. */
    public Violation(Rule rule, long offset, String field, String message) {
        this(rule, offset, field, message, rule.severity(), "");
    }

    @Override
    public String toString() {
        return String.format("%s [%s] at byte %d (0x%X), %s: %s%s", severity.id(), rule.id(), offset, offset, field,
                message, editor.isEmpty() ? "" : " (written by " + editor + ")");
    }
}
