package dev.mapharness.reports;

import dev.mapharness.format.Detection;
import dev.mapharness.format.Severity;
import dev.mapharness.format.Violation;
import dev.mapharness.provenance.FileFacts;
import dev.mapharness.provenance.Fingerprints;
import dev.mapharness.provenance.Provenance;
import dev.mapharness.reports.compare.EncodingDifference;
import dev.mapharness.reports.rules.Overrides;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * What {@code mapharness check} found in one file.
 *
 * @param file      the name as given on the command line
 * @param size      file size in bytes, or -1 if it could not be read
 * @param detection the format recognised, if any
 * @param findings  violations, then any difference from the canonical encoding
 * @param failure   why the file could not be read strictly, if it could not
 * @param encoding  every field where the file differs from its canonical re-encoding, grouped
 * @param evidence  the file's bytes, field map and model, for pictures and hex views
 * @param canonical the canonical re-encoding's bytes and field map; {@link Evidence#NONE} if there is none
 * @param encodingOmitted differing fields past the limit of {@code encoding}, counted
 * @param failOn    the least severity that makes the file not conform ({@code --fail-on}; errors by default)
 * @param rewriteDiffersAt where mapharness's rewrite of the file in its own layout first differs from
 *                  it, if it does (a bug in mapharness, not a fault of the file); empty when it gives
 *                  the file back or the file does not read
 * @param writer    which tool most likely wrote the file (docs/provenance.md)
 * @param overrides what the rule settings ({@code --ignore}, {@code --severity}, mapharness.json…)
 *                  changed in {@link #findings}, and the findings past {@code --max-findings}, counted
 */
public record CheckResult(String file, long size, Optional<Detection> detection, List<Finding> findings,
                          Optional<ReadFailure> failure, List<EncodingDifference> encoding, Evidence evidence,
                          Evidence canonical, long encodingOmitted, Severity failOn, OptionalLong rewriteDiffersAt,
                          Provenance writer, Overrides overrides) {

    public enum Status {
        CONFORMS("conforms"),
        DOES_NOT_CONFORM("does-not-conform"),
        UNSUPPORTED("unsupported"),
        UNREADABLE("unreadable");

        private final String id;

        Status(String id) {
            this.id = id;
        }

        /** Stable name used in JSON. */
        public String id() {
            return id;
        }
    }

    public CheckResult {
        findings = List.copyOf(findings);
        encoding = List.copyOf(encoding);
        Objects.requireNonNull(failOn, "failOn");
        Objects.requireNonNull(rewriteDiffersAt, "rewriteDiffersAt");
        Objects.requireNonNull(writer, "writer");
        Objects.requireNonNull(overrides, "overrides");
    }

    /** A result that no rule setting changed. */
    public CheckResult(String file, long size, Optional<Detection> detection, List<Finding> findings,
                       Optional<ReadFailure> failure, List<EncodingDifference> encoding, Evidence evidence,
                       Evidence canonical, long encodingOmitted, Severity failOn, OptionalLong rewriteDiffersAt,
                       Provenance writer) {
        this(file, size, detection, findings, failure, encoding, evidence, canonical, encodingOmitted, failOn,
                rewriteDiffersAt, writer, Overrides.NONE);
    }

    /** A result whose writer is worked out from the file's bytes, model and findings. */
    public CheckResult(String file, long size, Optional<Detection> detection, List<Finding> findings,
                       Optional<ReadFailure> failure, List<EncodingDifference> encoding, Evidence evidence,
                       Evidence canonical, long encodingOmitted, Severity failOn, OptionalLong rewriteDiffersAt) {
        this(file, size, detection, findings, failure, encoding, evidence, canonical, encodingOmitted, failOn,
                rewriteDiffersAt, writerOf(detection, evidence, findings));
    }

    public CheckResult(String file, long size, Optional<Detection> detection, List<Finding> findings,
                       Optional<ReadFailure> failure, List<EncodingDifference> encoding, Evidence evidence,
                       Evidence canonical, long encodingOmitted, OptionalLong rewriteDiffersAt) {
        this(file, size, detection, findings, failure, encoding, evidence, canonical, encodingOmitted, Severity.ERROR,
                rewriteDiffersAt);
    }

    public CheckResult(String file, long size, Optional<Detection> detection, List<Finding> findings,
                       Optional<ReadFailure> failure, List<EncodingDifference> encoding, Evidence evidence,
                       Evidence canonical, long encodingOmitted) {
        this(file, size, detection, findings, failure, encoding, evidence, canonical, encodingOmitted, Severity.ERROR,
                OptionalLong.empty());
    }

    public CheckResult(String file, long size, Optional<Detection> detection, List<Finding> findings,
                       Optional<ReadFailure> failure, List<EncodingDifference> encoding, Evidence evidence,
                       Evidence canonical) {
        this(file, size, detection, findings, failure, encoding, evidence, canonical, 0);
    }

    public CheckResult(String file, long size, Optional<Detection> detection, List<Finding> findings,
                       Optional<ReadFailure> failure) {
        this(file, size, detection, findings, failure, List.of(), Evidence.NONE, Evidence.NONE);
    }

    public Status status() {
        if (failure.isPresent()) {
            return failure.get().reason() == ReadFailure.Reason.UNSUPPORTED_FORMAT ? Status.UNSUPPORTED : Status.UNREADABLE;
        }
        // findings past --max-findings are not listed but still count
        return failing().isEmpty() && overrides.omittedFailing(failOn) == 0 ? Status.CONFORMS : Status.DOES_NOT_CONFORM;
    }

    /** The findings that make the file not conform: those of {@link #failOn} or graver. */
    public List<Finding> failing() {
        return findings.stream().filter(f -> f.fails(failOn)).toList();
    }

    /** How many findings there are of one severity, those past {@code --max-findings} included. */
    public long count(Severity severity) {
        return findings.stream().filter(f -> f.severity() == severity).count() + overrides.omitted(severity);
    }

    /**
     * The same result without the bytes, models and field maps behind it: what text, JSON and JUnit
     * reports need, at a fraction of the memory, for a batch that draws no pictures.
     */
    public CheckResult withoutEvidence() {
        return new CheckResult(file, size, detection, findings, failure, encoding, Evidence.NONE, Evidence.NONE,
                encodingOmitted, failOn, rewriteDiffersAt, writer, overrides);
    }

    /** The same result with {@code other} as its findings (marked by a baseline, say). */
    public CheckResult withFindings(List<Finding> other) {
        return new CheckResult(file, size, detection, other, failure, encoding, evidence, canonical, encodingOmitted,
                failOn, rewriteDiffersAt, writer);
    }

    /** How many findings a baseline knew. */
    public long knownCount() {
        return findings.stream().filter(Finding::known).count();
    }

    /** The same result judged with another threshold. */
    public CheckResult withFailOn(Severity threshold) {
        return new CheckResult(file, size, detection, findings, failure, encoding, evidence, canonical, encodingOmitted,
                threshold, rewriteDiffersAt, writer, overrides);
    }

    /** The writer of a file from what a result holds: its bytes and model, and its findings as the reader's violations. */
    static Provenance writerOf(Optional<Detection> detection, Evidence evidence, List<Finding> findings) {
        if (detection.isEmpty()) {
            return Fingerprints.noFormat();
        }
        if (evidence.model().isEmpty()) {
            return Fingerprints.identify(FileFacts.unread(detection.get().format(), evidence.bytes()));
        }
        List<Violation> violations = findings.stream().filter(f -> f.kind() == Finding.Kind.VIOLATION)
                .map(f -> new Violation(f.rule(), f.offset(), f.field(), f.message(), f.severity(), f.editor())).toList();
        return Fingerprints.identify(FileFacts.of(evidence.bytes(), evidence.model().get(), violations, Optional.empty()));
    }
}
