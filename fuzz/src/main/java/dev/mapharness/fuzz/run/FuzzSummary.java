package dev.mapharness.fuzz.run;

import dev.mapharness.fuzz.coverage.CoverageSummary;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

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
 * @param targets       each target that ran, in the order it ran
 * @param findings      every distinct finding of the run, over all targets
 * @param rotatedOut    the targets asked for that did not run: the time did not give them their turn
 *                      ({@link FuzzPlan}); they go first in the next run
 * @param lastRan       the run id each target last ran in, this run's included, for every target that
 *                      ever ran (also those not asked for this time): the next run's rotation starts here
 * @param startSeconds  the most a target's JVM cost besides fuzzing in this run; 0 if none was measured
 * @param coverage      the codecs' line and branch coverage by every target's corpus after fuzzing, and
 *                      where its HTML report is; null if the run had no coverage step or it did not finish
 */
public record FuzzSummary(String schema, String kind, String started, String finished, long budgetSeconds,
                          double seconds, ReplaySummary replay, List<TargetSummary> targets,
                          List<FindingSummary> findings, List<RotatedOut> rotatedOut, Map<String, String> lastRan,
                          double startSeconds, CoverageSummary coverage) {
    public static final String SCHEMA = "mapharness-fuzz-summary/1";

    /** A run without a coverage step. */
    public FuzzSummary(String schema, String kind, String started, String finished, long budgetSeconds, double seconds,
                       ReplaySummary replay, List<TargetSummary> targets, List<FindingSummary> findings,
                       List<RotatedOut> rotatedOut, Map<String, String> lastRan, double startSeconds) {
        this(schema, kind, started, finished, budgetSeconds, seconds, replay, targets, findings, rotatedOut, lastRan,
                startSeconds, null);
    }

    public FuzzSummary {
        targets = List.copyOf(targets);
        findings = List.copyOf(findings);
        rotatedOut = List.copyOf(rotatedOut);
        // sorted, so that the file is the same for the same record
        lastRan = java.util.Collections.unmodifiableMap(new TreeMap<>(lastRan));
    }

    /**
     * A target that did not run this time.
     *
     * @param target  its name
     * @param lastRan the run id it last ran in; null if it never ran
     */
    public record RotatedOut(String target, String lastRan) {
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
