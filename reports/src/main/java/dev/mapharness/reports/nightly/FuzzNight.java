package dev.mapharness.reports.nightly;

import java.util.List;

/**
 * The fuzzing part of a night, read from the run's {@code summary.json}
 * ({@code mapharness-fuzz-summary/1}).
 *
 * @param replayedInputs committed seeds and findings replayed before fuzzing
 * @param replayFailures committed inputs that fail
 * @param targets        each target that ran tonight, in the order it ran
 * @param findings       every distinct finding, new and known
 * @param rotatedOut     the targets that did not run tonight: the time gave them no turn, and those that
 *                       ran longest ago go first the next night
 */
public record FuzzNight(int replayedInputs, List<ReplayRow> replayFailures, List<TargetRow> targets,
                        List<FindingRow> findings, List<RotatedRow> rotatedOut) {
    public FuzzNight {
        replayFailures = List.copyOf(replayFailures);
        targets = List.copyOf(targets);
        findings = List.copyOf(findings);
        rotatedOut = List.copyOf(rotatedOut);
    }

    /** A night in which every target asked for ran. */
    public FuzzNight(int replayedInputs, List<ReplayRow> replayFailures, List<TargetRow> targets,
                     List<FindingRow> findings) {
        this(replayedInputs, replayFailures, targets, findings, List.of());
    }

    /** A committed input that fails: a finding not fixed yet, or a fixed one that broke again. */
    public record ReplayRow(String target, String file, String signature, String firstLine) {
    }

    /** One target's run: throughput and coverage (libFuzzer's {@code cov:} and {@code ft:}). */
    public record TargetRow(String target, double seconds, long executions, long execPerSecond, long coverage,
                            long features, long corpusSize) {
    }

    /**
     * A target that did not run tonight.
     *
     * @param target  its name
     * @param lastRan the run it last ran in ({@code 20261121-134059}); empty if it never ran
     */
    public record RotatedRow(String target, String lastRan) {
        /** The run it last ran in, or "never". */
        public String lastRanText() {
            return lastRan.isEmpty() ? "never" : lastRan;
        }
    }

    /** One distinct finding after deduplication and minimisation. */
    public record FindingRow(String target, String kind, String signature, String title, String firstLine,
                             boolean known, String file, int originalSize, int minimisedSize) {
    }
}
