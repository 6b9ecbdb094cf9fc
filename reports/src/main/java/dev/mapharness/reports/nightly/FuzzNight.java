package dev.mapharness.reports.nightly;

import java.util.List;

/**
 * The fuzzing part of a night, read from the run's {@code summary.json}
 * ({@code mapharness-fuzz-summary/1}).
 *
 * @param replayedInputs committed seeds and findings replayed before fuzzing
 * @param replayFailures committed inputs that fail
 * @param targets        each target's share of the night
 * @param findings       every distinct finding, new and known
 */
public record FuzzNight(int replayedInputs, List<ReplayRow> replayFailures, List<TargetRow> targets,
                        List<FindingRow> findings) {
    public FuzzNight {
        replayFailures = List.copyOf(replayFailures);
        targets = List.copyOf(targets);
        findings = List.copyOf(findings);
    }

    /** A committed input that fails: a finding not fixed yet, or a fixed one that broke again. */
    public record ReplayRow(String target, String file, String signature, String firstLine) {
    }

    /** One target's run: throughput and coverage (libFuzzer's {@code cov:} and {@code ft:}). */
    public record TargetRow(String target, double seconds, long executions, long execPerSecond, long coverage,
                            long features, long corpusSize) {
    }

    /** One distinct finding after deduplication and minimisation. */
    public record FindingRow(String target, String kind, String signature, String title, String firstLine,
                             boolean known, String file, int originalSize, int minimisedSize) {
    }
}
