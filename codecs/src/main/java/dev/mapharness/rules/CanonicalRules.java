package dev.mapharness.rules;

import static dev.mapharness.format.Severity.ERROR;

/**
 * The findings of the comparison with the canonical encoding: after reading a file, {@code check}
 * writes its model as a conforming writer would and compares the two field by field
 * (docs/severity.md). Harmless differences (another compressed stream, another spelling) are never
 * findings and have no rule; a difference the reader already reported keeps that violation's rule.
 * A model the writer refuses is a finding of the writer's own write rule ({@code 4wvr/write-…}), not
 * of a rule here.
 */
public final class CanonicalRules {
    private static final String REAL_WHY = "The file's bytes read to other values than a conforming writer's, so"
            + " the games or tools may read something else than mapharness does.";

    public static final Rule OTHER_VALUE = Rule.encoding("canonical/other-value", ERROR,
            "a field holds other bytes than a conforming writer writes there",
            "The file and its canonical re-encoding both have this field, and its bytes differ in a way that is"
                    + " not another valid encoding of the same values.",
            REAL_WHY);
    public static final Rule MISSING_IN_FILE = Rule.encoding("canonical/missing-in-file", ERROR,
            "a conforming writer writes a field the file does not have",
            "The canonical re-encoding has a field that the file lacks.",
            REAL_WHY);
    public static final Rule EXTRA_IN_FILE = Rule.encoding("canonical/extra-in-file", ERROR,
            "the file has a field a conforming writer does not write",
            "The file has a field that its canonical re-encoding lacks.",
            REAL_WHY);
    public static final Rule OTHER_LINE = Rule.encoding("canonical/other-line", ERROR,
            "a text line reads to other values than the line a conforming writer writes",
            "In a text format, a line of the file and the canonical line there read to different values (a"
                    + " line that only spells the same values another way is harmless).",
            REAL_WHY);
    public static final Rule MORE_DIFFERENCES = Rule.encoding("canonical/more-differences", ERROR,
            "more fields differ from the canonical encoding than a report lists",
            "The comparison lists a bounded number of differing fields; this finding counts the ones left out.",
            "It stands for real differences, which are errors.");
    public static final Rule WRITER_FAILED = Rule.encoding("canonical/writer-failed", ERROR,
            "the writer failed on the model read from the file (a bug in mapharness)",
            "Writing the canonical encoding threw an unexpected exception. This is a bug in mapharness, not in"
                    + " the file; please report it with the file.",
            "The file could not be checked against its canonical encoding, so it cannot be said to conform.");
    public static final Rule NO_READ_BACK = Rule.encoding("canonical/no-read-back", ERROR,
            "mapharness's own re-encoding of the file does not read back (a bug in mapharness)",
            "The canonical encoding mapharness wrote could not be read again. This is a bug in mapharness, not"
                    + " in the file; please report it with the file.",
            "The file could not be checked against its canonical encoding, so it cannot be said to conform.");

    private CanonicalRules() {
    }
}
