package dev.mapharness.fuzz.run;

import java.util.List;

/**
 * The machine-readable result of {@code mapharness fuzz} and {@code mapharness nightly}, written as
 * {@code summary.json} into the run's directory (and copied to {@code latest.json}) for reports.
 *
 * @param schema        {@value #SCHEMA}; bumped when a field changes meaning
 * @param kind          {@code fuzz} or {@code nightly}
 * @param started       ISO-8601 instant
 * @param finished      ISO-8601 instant
 * @param budgetSeconds the time asked for
 * @param seconds       the time taken
 * @param replay        the corpus replay before fuzzing (nightly only, else null)
 * @param targets       each target's run, in order
 * @param findings      every distinct finding of the run, over all targets
 */
public record FuzzSummary(String schema, String kind, String started, String finished, long budgetSeconds,
                          double seconds, ReplaySummary replay, List<TargetSummary> targets,
                          List<FindingSummary> findings) {
    public static final String SCHEMA = "mapharness-fuzz-summary/1";

    public FuzzSummary {
        targets = List.copyOf(targets);
        findings = List.copyOf(findings);
    }

    /** Replaying every committed seed and finding: how many ran, and which still fail. */
    public record ReplaySummary(int inputs, List<ReplayFailure> failures) {
        public ReplaySummary {
            failures = List.copyOf(failures);
        }
    }

    /** A committed input that fails: a finding not fixed yet, or a fixed one that broke again. */
    public record ReplayFailure(String target, String file, String signature, String firstLine) {
    }
}
