package dev.mapharness.reports.nightly;

import java.nio.file.Path;
import java.util.List;

/** Puts a night together: this night's results, the nights before it, and what changed since. */
public final class NightlyReports {
    private NightlyReports() {
    }

    /**
     * The report of the run in {@code runDir} (its {@code summary.json} already written), with the
     * history of the runs beside it.
     *
     * @throws FuzzSummaryFile.Unreadable if the run's own summary cannot be read
     */
    public static NightlyReport build(Path runDir, List<RoundTripCheck> roundTrips, List<VersionRun> differentials)
            throws FuzzSummaryFile.Unreadable {
        FuzzSummaryFile.Run run = FuzzSummaryFile.read(runDir.resolve("summary.json"));
        String runId = runDir.getFileName().toString();
        NightHistory history = NightHistory.load(runDir.getParent(), runId, NightHistory.DEFAULT_LIMIT);
        return build(runId, run, roundTrips, differentials, history);
    }

    /**
     * The same, saying the whole night took {@code nightSeconds} (round trips and differentials included,
     * which the fuzzing run's summary does not count).
     */
    public static NightlyReport build(Path runDir, List<RoundTripCheck> roundTrips, List<VersionRun> differentials,
                                      double nightSeconds) throws FuzzSummaryFile.Unreadable {
        NightlyReport r = build(runDir, roundTrips, differentials);
        return new NightlyReport(r.runId(), r.started(), nightSeconds, r.roundTrips(), r.differentials(), r.fuzz(),
                r.history(), r.changes(), r.skippedNights(), r.coverage());
    }

    public static NightlyReport build(String runId, FuzzSummaryFile.Run run, List<RoundTripCheck> roundTrips,
                                      List<VersionRun> differentials, NightHistory history) {
        return new NightlyReport(runId, run.started(), run.seconds(), roundTrips, differentials, run.night(),
                history.past(), Changes.since(roundTrips, differentials, run.night(), history), history.skipped(),
                CoverageTrend.of(run.coverage(), history.nights()));
    }
}
