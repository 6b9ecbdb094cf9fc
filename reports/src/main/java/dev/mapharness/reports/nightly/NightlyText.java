package dev.mapharness.reports.nightly;

import dev.mapharness.reports.SafeText;

/** The parts of a night that the fuzz table does not show, for the terminal. */
public final class NightlyText {
    private NightlyText() {
    }

    /** Round trips, differentials, changes since the previous night and the history, in that order. */
    public static String render(NightlyReport r) {
        StringBuilder out = new StringBuilder();
        out.append(String.format("round trips: %d file(s), %s%n", r.roundTrips().size(),
                r.failedRoundTrips() == 0 ? "all hold" : r.failedRoundTrips() + " FAIL"));
        for (RoundTripCheck t : r.roundTrips()) {
            if (!t.passed()) {
                out.append("  FAILS  ").append(SafeText.of(t.file())).append(": ").append(SafeText.of(t.detail())).append('\n');
            }
        }
        out.append(String.format("differentials: %d world(s), %s%n", r.differentials().size(),
                r.failedDifferentials() == 0 ? "every version agrees" : r.failedDifferentials() + " DIVERGE"));
        for (VersionRun v : r.differentials()) {
            if (!v.result().agrees()) {
                var d = v.result();
                out.append("  DIVERGES  ").append(SafeText.of(v.file())).append(": ");
                if (!d.failures().isEmpty()) {
                    out.append(SafeText.of(d.failures().get(0).line()));
                } else {
                    out.append(d.unexpected().size() + d.omittedUnexpected()).append(" unexpected divergence(s)");
                    if (!d.unexpected().isEmpty()) {
                        out.append(", first at ").append(SafeText.of(d.unexpected().get(0).path()));
                    }
                }
                out.append('\n');
            }
        }
        if (!r.changes().isEmpty()) {
            out.append(String.format("%nsince the previous night:%n"));
            for (Change c : r.changes()) {
                out.append(String.format("  %-6s %s %s: %s%n", c.kind().id(), SafeText.of(c.target()),
                        SafeText.of(c.signature()), SafeText.of(c.title())));
            }
        }
        if (!r.history().isEmpty() || r.skippedNights() > 0) {
            out.append(String.format("%n%-16s %-26s %14s %8s %7s%n", "night", "started", "executions", "findings", "replay"));
            for (PastNight p : r.history()) {
                out.append(String.format("%-16s %-26s %,14d %8d %7s%n", SafeText.of(p.runId()), SafeText.of(p.started()),
                        p.executions(), p.findings(), p.replayFailures() == 0 ? "pass" : p.replayFailures() + " FAIL"));
            }
            if (r.skippedNights() > 0) {
                out.append(r.skippedNights()).append(" earlier run(s) skipped: their summary.json does not read\n");
            }
        }
        return out.toString();
    }
}
