package dev.mapharness.reports.nightly;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Tonight's coverage of the codecs beside the nights before: each package's and target's line and
 * branch coverage with the change since the previous night that measured it, and the targets whose
 * coverage has not grown for {@value #STALLED_NIGHTS} nights (their corpus reaches nothing new: a
 * dictionary, a seed or a better target is due).
 *
 * @param report        tonight's HTML report
 * @param previousRunId the night the changes are against; empty if no earlier night measured coverage
 * @param total         the whole of the codecs
 * @param packages      each package
 * @param targets       each target
 * @param stalled       the targets whose coverage has not grown since {@value #STALLED_NIGHTS} nights ago
 */
public record CoverageTrend(String report, String previousRunId, Row total, List<Row> packages, List<Row> targets,
                            List<String> stalled) {
    /** Nights without growth after which a target is named. */
    public static final int STALLED_NIGHTS = 3;

    public CoverageTrend {
        packages = List.copyOf(packages);
        targets = List.copyOf(targets);
        stalled = List.copyOf(stalled);
    }

    /**
     * One package or target.
     *
     * @param linesChange    covered lines since the previous night (0 without one)
     * @param branchesChange covered branches since the previous night
     */
    public record Row(String name, int linesCovered, int lines, int branchesCovered, int branches, int linesChange,
                      int branchesChange) {
        public double linePercent() {
            return lines == 0 ? 100 : 100.0 * linesCovered / lines;
        }

        public double branchPercent() {
            return branches == 0 ? 100 : 100.0 * branchesCovered / branches;
        }

        /** "5,479 of 11,760 (46.6 %)". */
        public String lineCell() {
            return cell(linesCovered, lines, linePercent());
        }

        public String branchCell() {
            return cell(branchesCovered, branches, branchPercent());
        }

        /** "+12", "−3" or "" when nothing changed. */
        public String lineChangeCell() {
            return change(linesChange);
        }

        public String branchChangeCell() {
            return change(branchesChange);
        }

        private static String cell(int covered, int total, double percent) {
            return String.format(Locale.ROOT, "%,d of %,d (%.1f %%)", covered, total, percent);
        }

        private static String change(int n) {
            return n == 0 ? "" : n > 0 ? String.format(Locale.ROOT, "+%,d", n) : String.format(Locale.ROOT, "\u2212%,d", -n);
        }
    }

    /** The report as a link a browser opens from the page, wherever the page is copied to on this machine. */
    public String reportLink() {
        return java.nio.file.Path.of(report).toUri().toString();
    }

    /**
     * Tonight's coverage against {@code earlier}, the nights before tonight, newest first; empty if
     * tonight measured none.
     */
    public static Optional<CoverageTrend> of(Optional<CoverageNight> tonight, List<NightHistory.Night> earlier) {
        if (tonight.isEmpty()) {
            return Optional.empty();
        }
        List<NightHistory.Night> measured = earlier.stream().filter(n -> n.run().coverage().isPresent()).toList();
        Optional<CoverageNight> previous = measured.stream().findFirst().flatMap(n -> n.run().coverage());
        CoverageNight now = tonight.get();
        Map<String, CoverageNight.Counts> before = previous.map(p -> byName(p.packages())).orElse(Map.of());
        Map<String, CoverageNight.Counts> targetsBefore = previous.map(p -> byName(p.targets())).orElse(Map.of());
        List<String> stalled = new ArrayList<>();
        if (measured.size() >= STALLED_NIGHTS) {
            Map<String, CoverageNight.Counts> then = byName(measured.get(STALLED_NIGHTS - 1).run().coverage().orElseThrow().targets());
            for (CoverageNight.Counts t : now.targets()) {
                CoverageNight.Counts old = then.get(t.name());
                if (old != null && t.reached() <= old.reached()) {
                    stalled.add(t.name());
                }
            }
        }
        return Optional.of(new CoverageTrend(now.report(),
                measured.isEmpty() ? "" : measured.get(0).runId(),
                row(now.total(), previous.map(CoverageNight::total).orElse(null)),
                now.packages().stream().map(p -> row(p, before.get(p.name()))).toList(),
                now.targets().stream().map(t -> row(t, targetsBefore.get(t.name()))).toList(), stalled));
    }

    private static Row row(CoverageNight.Counts now, CoverageNight.Counts before) {
        return new Row(now.name(), now.linesCovered(), now.lines(), now.branchesCovered(), now.branches(),
                before == null ? 0 : now.linesCovered() - before.linesCovered(),
                before == null ? 0 : now.branchesCovered() - before.branchesCovered());
    }

    private static Map<String, CoverageNight.Counts> byName(List<CoverageNight.Counts> counts) {
        Map<String, CoverageNight.Counts> m = new HashMap<>();
        counts.forEach(c -> m.put(c.name(), c));
        return m;
    }
}
