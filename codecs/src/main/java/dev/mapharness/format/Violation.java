package dev.mapharness.format;

import java.util.Objects;

/**
 * A rule of the format that a file breaks although it still decodes (an index past a table, a
 * size field that disagrees, reserved bytes not zero), with how much it matters.
 *
 * @param severity how much it matters: see {@link Severity}
 * @param editor   for a {@link Severity#NOTE}, the real editor known to write this (for example
 *                 "WapMap"); empty otherwise
 */
public record Violation(long offset, String field, String message, Severity severity, String editor) {
    public Violation {
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(editor, "editor");
    }

    @Override
    public String toString() {
        return String.format("%s at byte %d (0x%X), %s: %s%s", severity.id(), offset, offset, field, message,
                editor.isEmpty() ? "" : " (written by " + editor + ")");
    }
}
