package dev.mapharness.reports.html;

import dev.mapharness.reports.nightly.FuzzNight;
import dev.mapharness.reports.nightly.NightlyReport;
import dev.mapharness.reports.nightly.PastNight;
import dev.mapharness.reports.nightly.RoundTripCheck;
import dev.mapharness.reports.nightly.VersionRun;
import java.util.ArrayList;
import java.util.List;

/** What the nightly page shows: this night's verdict and tables, and the nights before as bars. */
public record NightlyPage(Stylesheet style, NightlyReport report, Capped<RoundTripCheck> roundTrips,
                          long roundTripFailures, Capped<VersionRun> differentials, long divergingWorlds,
                          Capped<FuzzNight.TargetRow> targets, Capped<FuzzNight.RotatedRow> rotatedOut,
                          Capped<FuzzNight.FindingRow> findings, long newFindings,
                          Capped<FuzzNight.ReplayRow> replayFailures, List<Bar> history) {
    /** Nights drawn in the history chart at most. */
    public static final int NIGHTS = 30;
    static final int CHART_HEIGHT = 60;
    static final int BAR_WIDTH = 14;

    /**
     * One night's bar: its height in pixels scaled to the most executions shown, and whether that
     * night had findings or replay failures (drawn red).
     */
    public record Bar(PastNight night, int x, int height, boolean bad) {
        public int y() {
            return CHART_HEIGHT - height;
        }

        public String tooltip() {
            return Fmt.text(night.runId()) + ": " + Fmt.count(night.executions()) + " executions, "
                    + Fmt.plural(night.findings(), "finding", "findings") + ", "
                    + Fmt.plural(night.replayFailures(), "replay failure", "replay failures");
        }
    }

    public boolean healthy() {
        return roundTripFailures == 0 && divergingWorlds == 0 && replayFailures.isEmpty() && newFindings == 0;
    }

    public String verdictText() {
        if (healthy()) {
            return "Healthy: round trips hold, versions agree, nothing new found";
        }
        List<String> parts = new ArrayList<>();
        if (roundTripFailures > 0) {
            parts.add(Fmt.plural(roundTripFailures, "round trip fails", "round trips fail"));
        }
        if (divergingWorlds > 0) {
            parts.add(Fmt.plural(divergingWorlds, "world diverges", "worlds diverge"));
        }
        if (!replayFailures.isEmpty()) {
            parts.add(Fmt.plural(replayFailures.total(), "committed input fails", "committed inputs fail"));
        }
        if (newFindings > 0) {
            parts.add(Fmt.plural(newFindings, "new finding", "new findings"));
        }
        return "Needs attention: " + String.join(", ", parts);
    }

    public String verdictClass() {
        return healthy() ? "ok" : "bad";
    }

    public int chartWidth() {
        return Math.max(BAR_WIDTH, history.size() * BAR_WIDTH);
    }

    public int chartHeight() {
        return CHART_HEIGHT;
    }

    public int barWidth() {
        return BAR_WIDTH - 3;
    }

    /** "6 of 33 targets fuzzed tonight", or "every target fuzzed tonight (33)". */
    public String turnsText() {
        int ran = report.fuzz().targets().size();
        int all = ran + report.fuzz().rotatedOut().size();
        return report.fuzz().rotatedOut().isEmpty() ? "Every target fuzzed tonight (" + ran + ")."
                : ran + " of " + Fmt.plural(all, "target", "targets") + " fuzzed tonight; the others wait their turn,"
                + " those that ran longest ago first.";
    }

    public long executions() {
        return report.fuzz().targets().stream().mapToLong(FuzzNight.TargetRow::executions).sum();
    }

    static NightlyPage of(NightlyReport r) {
        long failedTrips = r.roundTrips().stream().filter(t -> !t.passed()).count();
        long diverging = r.differentials().stream().filter(v -> !v.result().agrees()).count();
        long fresh = r.fuzz().findings().stream().filter(f -> !f.known()).count();
        // oldest on the left, as people read a chart
        List<PastNight> nights = new ArrayList<>(r.history().subList(0, Math.min(NIGHTS, r.history().size())));
        java.util.Collections.reverse(nights);
        long max = Math.max(1, nights.stream().mapToLong(PastNight::executions).max().orElse(1));
        List<Bar> bars = new ArrayList<>();
        for (int i = 0; i < nights.size(); i++) {
            PastNight n = nights.get(i);
            int h = (int) Math.max(2, Math.round((double) Math.max(0, n.executions()) / max * (CHART_HEIGHT - 2)));
            bars.add(new Bar(n, i * BAR_WIDTH, h, n.findings() > 0 || n.replayFailures() > 0));
        }
        return new NightlyPage(Stylesheet.REPORT, r, Capped.of(r.roundTrips()), failedTrips, Capped.of(r.differentials()),
                diverging, Capped.of(r.fuzz().targets()), Capped.of(r.fuzz().rotatedOut()), Capped.of(r.fuzz().findings()), fresh,
                Capped.of(r.fuzz().replayFailures()), bars);
    }
}
