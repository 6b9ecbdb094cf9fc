package dev.mapharness.reports.compare;

import dev.mapharness.rules.CanonicalRules;
import dev.mapharness.rules.Rule;
import java.util.Optional;

/**
 * Why a file's bytes differ from its canonical re-encoding in one field: the classification that
 * decides the {@link Verdict} and that reports, JSON and the command line read, so that no one has
 * to recognise it again from the wording of the explanation.
 */
public enum DifferenceCause {
    /** Another valid encoding of the same values: an LZSS or LZO parse, a quad tree's shape, a section order. */
    ANOTHER_ENCODING("another-encoding", Verdict.HARMLESS),
    /** A text spelled another way (spacing, number formatting) that reads to the same model. */
    ANOTHER_SPELLING("another-spelling", Verdict.HARMLESS),
    /** The reader reported a violation at this field or within its bytes; that violation is a finding already. */
    VIOLATION("violation", Verdict.REAL),
    /** The field holds other bytes than a conforming writer writes there. */
    OTHER_VALUE("other-value", Verdict.REAL),
    /** A conforming writer writes this field; the file does not have it. */
    MISSING_IN_FILE("missing-in-file", Verdict.REAL),
    /** The file has this field; a conforming writer does not write it. */
    EXTRA_IN_FILE("extra-in-file", Verdict.REAL),
    /** A text line that reads to other values than the line a conforming writer writes. */
    OTHER_LINE("other-line", Verdict.REAL);

    private final String id;
    private final Verdict verdict;

    DifferenceCause(String id, Verdict verdict) {
        this.id = id;
        this.verdict = verdict;
    }

    /** Stable name used in JSON ({@code cause}). */
    public String id() {
        return id;
    }

    /**
     * The rule a difference of this cause is a finding of: only real differences are findings, and
     * one the reader reported already is the finding of that violation's rule.
     */
    public Optional<Rule> findingRule() {
        return switch (this) {
            case ANOTHER_ENCODING, ANOTHER_SPELLING, VIOLATION -> Optional.empty();
            case OTHER_VALUE -> Optional.of(CanonicalRules.OTHER_VALUE);
            case MISSING_IN_FILE -> Optional.of(CanonicalRules.MISSING_IN_FILE);
            case EXTRA_IN_FILE -> Optional.of(CanonicalRules.EXTRA_IN_FILE);
            case OTHER_LINE -> Optional.of(CanonicalRules.OTHER_LINE);
        };
    }

    /** Whether a difference of this cause matters. */
    public Verdict verdict() {
        return verdict;
    }
}
