package dev.mapharness.reports.nightly;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One night of {@code mapharness nightly}: the corpus round trips, the version differentials, the
 * fuzzing run, and how this night compares with the nights before it.
 *
 * @param runId         the run's directory name under {@code fuzz-runs/runs} ({@code 20261121-134059})
 * @param started       ISO-8601 instant
 * @param seconds       the whole night's time
 * @param roundTrips    every corpus file read, written and read back
 * @param differentials every corpus OPRW world written as each version and compared
 * @param fuzz          the replay of committed inputs and the fuzzing of every target
 * @param history       the last nights before this one, newest first
 * @param changes       what was fixed and what broke since the previous night
 * @param skippedNights earlier runs whose summary could not be read or has another schema; left out
 *                      of the history, counted so the page can say so
 * @param coverage      what the corpus covered of the codecs, beside the nights before; empty if the
 *                      coverage step did not finish
 * @param mutation      the latest mutation testing of the codecs in this checkout ({@code bench/mutation});
 *                      empty where it never ran
 */
public record NightlyReport(String runId, String started, double seconds, List<RoundTripCheck> roundTrips,
                            List<VersionRun> differentials, FuzzNight fuzz, List<PastNight> history,
                            List<Change> changes, int skippedNights, Optional<CoverageTrend> coverage,
                            Optional<MutationResults> mutation) {
    public NightlyReport {
        Objects.requireNonNull(runId, "runId");
        Objects.requireNonNull(started, "started");
        roundTrips = List.copyOf(roundTrips);
        differentials = List.copyOf(differentials);
        Objects.requireNonNull(fuzz, "fuzz");
        history = List.copyOf(history);
        changes = List.copyOf(changes);
        Objects.requireNonNull(coverage, "coverage");
        Objects.requireNonNull(mutation, "mutation");
    }

    public NightlyReport(String runId, String started, double seconds, List<RoundTripCheck> roundTrips,
                         List<VersionRun> differentials, FuzzNight fuzz, List<PastNight> history,
                         List<Change> changes, int skippedNights, Optional<CoverageTrend> coverage) {
        this(runId, started, seconds, roundTrips, differentials, fuzz, history, changes, skippedNights, coverage,
                Optional.empty());
    }

    /** This night with the checkout's latest mutation results. */
    public NightlyReport withMutation(Optional<MutationResults> results) {
        return new NightlyReport(runId, started, seconds, roundTrips, differentials, fuzz, history, changes,
                skippedNights, coverage, results);
    }

    public NightlyReport(String runId, String started, double seconds, List<RoundTripCheck> roundTrips,
                         List<VersionRun> differentials, FuzzNight fuzz, List<PastNight> history,
                         List<Change> changes) {
        this(runId, started, seconds, roundTrips, differentials, fuzz, history, changes, 0, Optional.empty());
    }

    public NightlyReport(String runId, String started, double seconds, List<RoundTripCheck> roundTrips,
                         List<VersionRun> differentials, FuzzNight fuzz, List<PastNight> history,
                         List<Change> changes, int skippedNights) {
        this(runId, started, seconds, roundTrips, differentials, fuzz, history, changes, skippedNights, Optional.empty());
    }

    /** Round trips that did not hold. */
    public long failedRoundTrips() {
        return roundTrips.stream().filter(r -> !r.passed()).count();
    }

    /** Differentials with an unexpected divergence or a failed side. */
    public long failedDifferentials() {
        return differentials.stream().filter(d -> !d.result().agrees()).count();
    }

    /** True if anything failed: a round trip, a differential, a committed input, or fuzzing found something. */
    public boolean failing() {
        return failedRoundTrips() > 0 || failedDifferentials() > 0 || !fuzz.replayFailures().isEmpty()
                || !fuzz.findings().isEmpty();
    }
}
