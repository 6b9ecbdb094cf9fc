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
 * @param place  how many bytes the field at {@code offset} spans, and its line and column in a text file;
 *               {@link Place#UNKNOWN} when the reader recorded no field map
 * @param baseline whether {@code check --baseline} knew this finding; {@link Baseline#NONE} without a baseline
 */
public record Finding(Kind kind, Rule rule, Severity severity, long offset, String field, String message, String editor,
                      Place place, Baseline baseline) {

    /**
     * Where a finding lies beyond its offset, for SARIF regions.
     *
     * @param length bytes of the field the finding names, from the field map; 0 when unknown
     * @param line   line of {@code offset} in a text file, from 1; 0 for binary formats
     * @param column column of {@code offset} on that line in Unicode code points, from 1; 0 for binary formats
     */
    public record Place(long length, int line, int column) {
        public static final Place UNKNOWN = new Place(0, 0, 0);

        public boolean hasLine() {
            return line > 0 && column > 0;
        }
    }

    /** Whether a baseline ({@code check --baseline}) knew a finding. */
    public enum Baseline {
        /** No baseline was given. */
        NONE(""),
        /** The baseline has it (same file, rule and field): it is listed but does not fail the check. */
        KNOWN("known"),
        /** The baseline does not have it. */
        NEW("new");

        private final String id;

        Baseline(String id) {
            this.id = id;
        }

        /** Stable name used in JSON; empty for {@link #NONE}. */
        public String id() {
            return id;
        }
    }

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
        Objects.requireNonNull(place, "place");
        Objects.requireNonNull(baseline, "baseline");
    }

    /** A finding with no place recorded and no baseline. */
    public Finding(Kind kind, Rule rule, Severity severity, long offset, String field, String message, String editor) {
        this(kind, rule, severity, offset, field, message, editor, Place.UNKNOWN, Baseline.NONE);
    }

    /** This finding at {@code where}. */
    public Finding withPlace(Place where) {
        return new Finding(kind, rule, severity, offset, field, message, editor, where, baseline);
    }

    /** This finding as a baseline judged it. */
    public Finding withBaseline(Baseline mark) {
        return new Finding(kind, rule, severity, offset, field, message, editor, place, mark);
    }

    /** True if a baseline knew this finding: it is listed but does not fail the check. */
    public boolean known() {
        return baseline == Baseline.KNOWN;
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

    /**
     * True if this finding makes a check fail when findings of {@code failOn} or graver fail it: never
     * when a baseline knew it.
     */
    public boolean fails(Severity failOn) {
        return !known() && severity.atLeast(failOn);
    }
}
