package dev.mapharness.reports.html;

import dev.mapharness.format.MapModel;
import dev.mapharness.reports.Evidence;
import dev.mapharness.reports.SafeText;
import dev.mapharness.reports.conformance.CaseEvidence;
import dev.mapharness.reports.conformance.CaseResult;
import dev.mapharness.reports.conformance.CaseVerdict;
import dev.mapharness.reports.conformance.ConformanceRun;
import dev.mapharness.reports.conformance.ShrunkCase;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What the conformance page shows: the run's totals, a matrix of case kinds by verdict, one small
 * cell per case, and a section per case that does not pass (new failures before known ones), each
 * with its reasons, standard error, command line, the maps on both sides and the shrunk case.
 *
 * @param matrix      one row per case kind, in the order the kinds first ran
 * @param matrixTotal the counts of the whole run
 * @param grid        one cell per case, at most {@link #GRID_CELLS}
 * @param sections    the cases drawn in full, at most {@link #SECTIONS}
 * @param listed      the cases that do not pass past those drawn, each with its first reason
 */
public record ConformancePage(Stylesheet style, ConformanceRun run, long knownFailures, List<MatrixRow> matrix,
                              MatrixRow matrixTotal, Capped<GridCell> grid,
                              List<CaseSection> sections, Capped<ListedCase> listed) {
    /** Cases that do not pass drawn in full (reasons, pictures, shrunk case) at most; the rest are rows. */
    public static final int SECTIONS = 200;
    /** Cells of the per-case grid at most: a run of a thousand cases fits on a screen, a huge one stays bounded. */
    public static final int GRID_CELLS = 10_000;
    /** Cases listed as rows past the drawn ones at most; the JSON report lists every case. */
    public static final int LISTED = 2_000;
    /** Lines and characters of standard error shown per case at most. */
    static final int STDERR_LINES = 40;
    static final int STDERR_CHARS = 4_000;
    /** Characters of a command line shown at most: a command is only useful whole, so the cap is generous. */
    static final int COMMAND_CHARS = 4_000;

    /** How many cases got a verdict, and how many of those the baseline knows. */
    public record VerdictCount(CaseVerdict verdict, long cases, long known) {
        public String cssClass() {
            return ConformancePage.cssClass(verdict);
        }
    }

    /** One kind of case ({@code corpus}, {@code truncated}, …): a count per verdict, in {@link CaseVerdict} order. */
    public record MatrixRow(String kind, List<VerdictCount> cells, long total) {
    }

    /**
     * One case in the grid.
     *
     * @param anchor the id of its section or row on this page, for a case that does not pass
     */
    public record GridCell(String name, CaseVerdict verdict, boolean known, Optional<String> anchor) {
        public String cssClass() {
            return "cell " + ConformancePage.cssClass(verdict) + (known ? " known" : "");
        }

        public String title() {
            return Fmt.text(name) + ": " + verdict.id() + (known ? " (known from the baseline)" : "");
        }
    }

    /** One side of a case drawn: the pictures, or why there are none. */
    public record Side(String label, List<PictureView> pictures, String empty) {
    }

    /** A case that does not pass, drawn in full. */
    public record CaseSection(String anchor, CaseResult result, boolean known, String stderr, List<Side> sides,
                              Optional<ShrunkSection> shrunk) {
        public String cssClass() {
            return ConformancePage.cssClass(result.verdict());
        }

        public String command() {
            return commandText(result.command());
        }
    }

    /** The shrunk case of a section: sizes, the reducer's steps, and the shrunk run with its maps. */
    public record ShrunkSection(ShrunkCase shrunk, String stderr, List<Side> sides) {
        public int shrunkSize() {
            return shrunk.file().length;
        }

        public String command() {
            return commandText(shrunk.result().command());
        }
    }

    /** A case that does not pass past the drawn ones. */
    public record ListedCase(String anchor, CaseResult result, boolean known) {
        public String cssClass() {
            return ConformancePage.cssClass(result.verdict());
        }

        public String firstReason() {
            return result.reasons().isEmpty() ? "" : result.reasons().get(0);
        }
    }

    public long failures() {
        return run.results().stream().filter(r -> r.verdict() != CaseVerdict.PASS).count();
    }

    /** "All 12 cases pass", "3 of 12 cases do not pass, 1 of them known from the baseline". */
    public String verdictText() {
        long cases = run.results().size();
        long failing = failures();
        if (failing == 0) {
            return cases == 1 ? "The case passes" : "All " + Fmt.plural(cases, "case", "cases") + " pass";
        }
        return Fmt.count(failing) + " of " + Fmt.plural(cases, "case", "cases") + " " + (failing == 1 ? "does" : "do")
                + " not pass" + (knownFailures == 0 ? "" : knownFailures == failing
                ? ", all known from the baseline" : ", " + Fmt.count(knownFailures) + " of them known from the baseline");
    }

    /** Red when the run fails, amber when it passes only because the baseline knows its failures. */
    public String verdictClass() {
        return run.exitCode() != 0 ? "bad" : failures() > 0 ? "warn" : "ok";
    }

    /** The page's title: which kind of tool the run judged, from its command's last word. */
    public String heading() {
        String kind = run.command().substring(run.command().lastIndexOf(' ') + 1);
        return switch (kind) {
            case "reader" -> "Reader conformance";
            case "resaver" -> "Re-saver conformance";
            default -> "Writer conformance";
        };
    }

    /** The tool's command template, for the header. */
    public String tool() {
        return commandText(run.tool());
    }

    /** The mapharness command line that ran, for the header. */
    public String invocation() {
        return "mapharness " + run.command() + " --format " + run.format().id();
    }

    public static String cssClass(CaseVerdict v) {
        return "v-" + v.id();
    }

    public static CaseVerdict[] verdicts() {
        return CaseVerdict.values();
    }

    /**
     * The kind of a case: the middle part of its name ({@code 4wvr/corpus/hand-4x4} is a
     * {@code corpus} case), or {@code other} for a name without one.
     */
    static String kind(String name) {
        String[] parts = name.split("/", -1);
        return parts.length >= 3 && !parts[1].isEmpty() ? parts[1] : "other";
    }

    static ConformancePage of(ConformanceRun run, PictureSource pictures) {
        List<CaseResult> results = run.results();
        Map<CaseVerdict, long[]> totals = new EnumMap<>(CaseVerdict.class);
        Map<String, Map<CaseVerdict, long[]>> byKind = new LinkedHashMap<>();
        List<Integer> fresh = new ArrayList<>();
        List<Integer> known = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            CaseResult r = results.get(i);
            boolean isKnown = run.isKnown(r);
            count(totals, r.verdict(), isKnown);
            count(byKind.computeIfAbsent(kind(r.name()), k -> new EnumMap<>(CaseVerdict.class)), r.verdict(), isKnown);
            if (r.verdict() != CaseVerdict.PASS) {
                (isKnown ? known : fresh).add(i);
            }
        }
        List<MatrixRow> matrix = new ArrayList<>();
        byKind.forEach((kind, counts) -> matrix.add(row(kind, counts)));
        MatrixRow total = row("all", totals);

        List<Integer> failing = new ArrayList<>(fresh);
        failing.addAll(known);
        List<CaseSection> sections = new ArrayList<>();
        List<ListedCase> listed = new ArrayList<>();
        for (int i : failing) {
            CaseResult r = results.get(i);
            if (sections.size() < SECTIONS) {
                sections.add(section(anchor(i), r, run.isKnown(r), run.readerRun(), pictures));
            } else {
                listed.add(new ListedCase(anchor(i), r, run.isKnown(r)));
            }
        }
        Capped<ListedCase> shownRows = Capped.of(listed, LISTED);
        Set<String> anchors = new HashSet<>();
        sections.forEach(s -> anchors.add(s.anchor()));
        shownRows.shown().forEach(l -> anchors.add(l.anchor()));

        List<GridCell> grid = new ArrayList<>(Math.min(results.size(), GRID_CELLS));
        for (int i = 0; i < results.size() && i < GRID_CELLS; i++) {
            CaseResult r = results.get(i);
            String a = anchor(i);
            grid.add(new GridCell(r.name(), r.verdict(), run.isKnown(r), anchors.contains(a) ? Optional.of(a) : Optional.empty()));
        }
        return new ConformancePage(Stylesheet.REPORT, run, known.size(), matrix, total,
                new Capped<>(grid, results.size()), sections, shownRows);
    }

    private static void count(Map<CaseVerdict, long[]> counts, CaseVerdict v, boolean known) {
        long[] c = counts.computeIfAbsent(v, k -> new long[2]);
        c[0]++;
        if (known) {
            c[1]++;
        }
    }

    private static MatrixRow row(String kind, Map<CaseVerdict, long[]> counts) {
        List<VerdictCount> cells = new ArrayList<>();
        long total = 0;
        for (CaseVerdict v : CaseVerdict.values()) {
            long[] c = counts.getOrDefault(v, new long[2]);
            cells.add(new VerdictCount(v, c[0], c[1]));
            total += c[0];
        }
        return new MatrixRow(kind, cells, total);
    }

    /** An id for a case's section: its position in the run, as names may hold anything. */
    private static String anchor(int index) {
        return "case-" + (index + 1);
    }

    private static CaseSection section(String anchor, CaseResult r, boolean known, boolean reader, PictureSource pictures) {
        Optional<ShrunkSection> shrunk = r.evidence().shrunk().map(s -> new ShrunkSection(s, stderrText(s.result().stderr()),
                sides(s.result(), reader, pictures)));
        return new CaseSection(anchor, r, known, stderrText(r.stderr()), sides(r, reader, pictures), shrunk);
    }

    /** Both sides of a case, each drawn marking where it differs from the other (or the case's fields, where one side is missing). */
    private static List<Side> sides(CaseResult r, boolean reader, PictureSource pictures) {
        CaseEvidence e = r.evidence();
        List<String> marked = r.fields().size() > Capped.ROWS ? r.fields().subList(0, Capped.ROWS) : r.fields();
        return List.of(
                side(reader ? "mapharness reads" : "Expected (the case's model)", e.expected(), e.found(), marked, pictures,
                        reader ? "No picture: mapharness refuses this file." : "No picture: the case has no model."),
                side(reader ? "The tool's dump" : "The tool's file, read back", e.found(), e.expected(), marked, pictures,
                        reader ? "No picture: the tool gave no dump that reads as a model."
                                : "No picture: the tool wrote nothing that reads as a map."));
    }

    private static Side side(String label, Optional<MapModel> own, Optional<MapModel> other, List<String> marked,
                             PictureSource pictures, String empty) {
        List<PictureView> drawn = own.map(m -> pictures.draw(evidence(m), marked, other.map(ConformancePage::evidence))
                .stream().map(PictureView::of).toList()).orElse(List.of());
        return new Side(label, drawn, own.isPresent() ? "No picture of this map." : empty);
    }

    private static Evidence evidence(MapModel model) {
        return new Evidence(new byte[0], Optional.empty(), Optional.of(model));
    }

    /** The start of standard error, each line made safe to show, at most {@link #STDERR_LINES} lines. */
    static String stderrText(String stderr) {
        String s = stderr.strip();
        boolean cut = s.length() > STDERR_CHARS;
        if (cut) {
            s = s.substring(0, Character.isHighSurrogate(s.charAt(STDERR_CHARS - 1)) ? STDERR_CHARS - 1 : STDERR_CHARS);
        }
        List<String> lines = s.lines().toList();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < lines.size() && i < STDERR_LINES; i++) {
            out.append(SafeText.of(lines.get(i).replace("\t", "    "))).append('\n');
        }
        if (cut || lines.size() > STDERR_LINES) {
            out.append("… (").append(Fmt.plural(stderr.lines().count(), "line", "lines")).append(", ")
                    .append(Fmt.plural(stderr.length(), "character", "characters")).append(" in all)\n");
        }
        return out.toString();
    }

    static String commandText(String command) {
        String s = SafeText.of(command);
        if (s.length() <= COMMAND_CHARS) {
            return s;
        }
        int cut = Character.isHighSurrogate(s.charAt(COMMAND_CHARS - 1)) ? COMMAND_CHARS - 1 : COMMAND_CHARS;
        return s.substring(0, cut) + "… (" + s.length() + " characters)";
    }
}
