package dev.mapharness.reports;

import dev.mapharness.diff.DifferentialResult;
import dev.mapharness.diff.LabelledDivergence;
import dev.mapharness.diff.SideFailure;
import dev.mapharness.diff.SideValue;
import dev.mapharness.format.Detection;
import dev.mapharness.format.Severity;
import dev.mapharness.migrate.LossReport;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.provenance.Provenance;
import dev.mapharness.reports.compare.ByteRange;
import dev.mapharness.reports.compare.DivergenceGroup;
import dev.mapharness.reports.compare.EncodingDifference;
import dev.mapharness.reports.compare.SideBytes;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Renders results as aligned plain text for a terminal. Every string that came from outside
 * (file names, field paths, messages, summary values) goes through {@link SafeText}.
 */
public final class TextReport {
    private static final String NL = System.lineSeparator();
    /** Field columns wider than this are not padded, so one long path cannot push every line right. */
    private static final int MAX_FIELD_COLUMN = 40;

    private TextReport() {
    }

    // ---- info ---------------------------------------------------------------------------

    public static String info(List<FileInfo> files) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < files.size(); i++) {
            if (i > 0) {
                sb.append(NL);
            }
            info(sb, files.get(i));
        }
        return sb.toString();
    }

    /** One file's part of {@link #info}; files are separated by an empty line. */
    public static String infoFile(FileInfo f) {
        StringBuilder sb = new StringBuilder();
        info(sb, f);
        return sb.toString();
    }

    private static void info(StringBuilder sb, FileInfo f) {
        sb.append(SafeText.of(f.file())).append(NL);
        List<String[]> rows = new ArrayList<>();
        f.detection().ifPresent(d -> rows.add(new String[] {"format", formatLine(d)}));
        if (f.size() >= 0) {
            rows.add(new String[] {"size", bytes(f.size())});
        }
        if (f.failure().isPresent()) {
            ReadFailure failure = f.failure().get();
            if (failure.reason() == ReadFailure.Reason.UNSUPPORTED_FORMAT) {
                rows.add(new String[] {"status", "recognised, not supported yet"});
            } else {
                rows.add(new String[] {"error", failure.ruleAndMessage()});
            }
            f.writer().ifPresent(w -> rows.add(new String[] {"written by", writer(w)}));
        } else {
            rows.add(new String[] {"read", f.mode().name().toLowerCase(Locale.ROOT)});
            for (Map.Entry<String, Object> e : f.summary().entrySet()) {
                rows.add(new String[] {e.getKey(), String.valueOf(e.getValue())});
            }
            f.writer().ifPresent(w -> rows.add(new String[] {"written by", writer(w)}));
            rows.add(new String[] {"violations", f.violations().isEmpty() ? "none"
                    : f.violations().size() + " (" + severityCounts(f.violations()) + ")"});
        }
        keyValues(sb, rows, "  ");
        if (f.readable()) {
            findings(sb, f.violations(), "    ");
        }
    }

    private static String formatLine(Detection d) {
        return d.label() + "  (" + d.evidence() + ")";
    }

    // ---- check --------------------------------------------------------------------------

    public static String check(List<CheckResult> results) {
        StringBuilder sb = new StringBuilder();
        Map<CheckResult.Status, Integer> counts = new EnumMap<>(CheckResult.Status.class);
        for (CheckResult r : results) {
            counts.merge(r.status(), 1, Integer::sum);
            check(sb, r);
        }
        if (results.size() > 1) {
            sb.append(checkTotals(counts));
        }
        return sb.toString();
    }

    /** One file's part of {@link #check}. */
    public static String checkFile(CheckResult r) {
        StringBuilder sb = new StringBuilder();
        check(sb, r);
        return sb.toString();
    }

    /**
     * A file's result on one line, for {@code check --watch}: the status and, when the file does
     * not conform, its gravest finding ("does not conform (WWD): 2 errors; first [wwd/plane-header-size]:
     * planes[0].blockSize at byte 1524 (0x5F4): …").
     */
    public static String checkLine(CheckResult r) {
        StringBuilder sb = new StringBuilder();
        headline(sb, r);
        if (r.status() == CheckResult.Status.DOES_NOT_CONFORM) {
            if (r.failing().isEmpty()) {
                // every failing finding is past --max-findings: counted, not listed
                return sb.append("; none listed (--max-findings)").append(NL).toString();
            }
            Finding first = r.failing().get(0);
            sb.append("; first [").append(first.rule().id()).append("]: ").append(SafeText.of(first.field().isEmpty() ? "(file)" : first.field()));
            if (first.hasOffset()) {
                sb.append(' ').append(Offsets.describe(first.offset()));
            }
            sb.append(": ").append(SafeText.of(first.message()));
        }
        return sb.append(NL).toString();
    }

    /** "12 findings known from the baseline", for the closing line of a check with {@code --baseline}. */
    public static String knownTotals(long known) {
        return known + (known == 1 ? " finding" : " findings") + " known from the baseline (listed, not failing)" + NL;
    }

    /** The line that ends {@link #check} over several files: "40 files: 38 conform, 2 do not conform". */
    public static String checkTotals(Map<CheckResult.Status, Integer> counts) {
        List<String> parts = new ArrayList<>();
        int files = 0;
        for (Map.Entry<CheckResult.Status, Integer> e : new EnumMap<>(counts).entrySet()) {
            parts.add(e.getValue() + " " + statusWords(e.getKey()));
            files += e.getValue();
        }
        return files + " files: " + String.join(", ", parts) + NL;
    }

    private static void check(StringBuilder sb, CheckResult r) {
        headline(sb, r);
        sb.append(NL);
        // a file that does not read stays one line unless its bytes alone name a writer
        if (r.detection().isPresent() && (r.failure().isEmpty() || r.writer().known())) {
            sb.append("  written by  ").append(writer(r.writer())).append(NL);
        }
        if (r.failure().isEmpty()) {
            findings(sb, r.findings(), "  ");
            OverridesText.append(sb, r.overrides(), "  ");
        }
        r.rewriteDiffersAt().ifPresent(at -> sb.append("  mapharness's rewrite of this file in its own layout differs from it ")
                .append(Offsets.describe(at)).append(": a bug in mapharness, not in the file; please report it").append(NL));
        encoding(sb, r);
    }

    /**
     * Who most likely wrote a file, on one line: {@code "WapMap (checksum formula), likely"} or
     * {@code "unknown (no wmpio comment)"} (docs/provenance.md).
     */
    public static String writer(Provenance p) {
        return SafeText.of(p.describe());
    }

    /** "level.wwd: does not conform (WWD): 2 errors": a file's status, format and counts, without a line end. */
    private static void headline(StringBuilder sb, CheckResult r) {
        sb.append(SafeText.of(r.file())).append(": ");
        String format = SafeText.of(r.detection().map(Detection::label).orElse(""));
        switch (r.status()) {
            case CONFORMS -> {
                sb.append("conforms (").append(format).append(')');
                if (!severityCounts(r).isEmpty()) {
                    sb.append(": ").append(severityCounts(r));
                }
            }
            case DOES_NOT_CONFORM -> sb.append("does not conform (").append(format).append("): ").append(severityCounts(r));
            case UNSUPPORTED -> sb.append(SafeText.of(r.failure().orElseThrow().ruleAndMessage()));
            case UNREADABLE -> sb.append("unreadable: ").append(SafeText.of(r.failure().orElseThrow().ruleAndMessage()));
        }
    }

    /** "2 errors, 1 note": how many findings of each severity, gravest first. */
    public static String severityCounts(CheckResult r) {
        if (r.overrides().omitted().isEmpty()) {
            return severityCounts(r.findings());
        }
        // those past --max-findings count too
        List<String> parts = new ArrayList<>();
        for (Severity s : Severity.values()) {
            long n = r.count(s);
            if (n > 0) {
                parts.add(n + " " + s.id() + (n == 1 ? "" : "s"));
            }
        }
        return String.join(", ", parts);
    }

    private static String severityCounts(List<Finding> findings) {
        List<String> parts = new ArrayList<>();
        for (Severity s : Severity.values()) {
            long n = findings.stream().filter(f -> f.severity() == s).count();
            if (n > 0) {
                parts.add(n + " " + s.id() + (n == 1 ? "" : "s"));
            }
        }
        long known = findings.stream().filter(Finding::known).count();
        return String.join(", ", parts) + (known == 0 ? "" : " (" + known + " known from the baseline)");
    }

    /** Every field where the file differs from its canonical re-encoding, harmless ones too. */
    private static void encoding(StringBuilder sb, CheckResult r) {
        if (r.encoding().isEmpty() && r.encodingOmitted() == 0) {
            return;
        }
        sb.append("  differs from its canonical encoding in ").append(r.encoding().size())
                .append(r.encoding().size() == 1 ? " field" : " fields").append(':').append(NL);
        for (EncodingDifference d : r.encoding()) {
            sb.append("    ").append(d.verdict().id()).append("  ").append(SafeText.of(d.field()));
            if (d.elements() > 1) {
                sb.append("  (").append(d.elements()).append(" elements, first ").append(SafeText.of(d.firstElement()))
                        .append(')');
            }
            sb.append(NL).append("      file ").append(range(d.inFile())).append(", canonical ").append(range(d.inCanonical()))
                    .append(", ").append(d.differingBytes()).append(d.differingBytes() == 1 ? " byte differs" : " bytes differ")
                    .append(NL).append("      ").append(SafeText.of(d.explanation())).append(NL);
        }
        if (r.encodingOmitted() > 0) {
            sb.append("    … ").append(r.encodingOmitted()).append(" more differing fields").append(NL);
        }
    }

    /** {@code 0x1A40–0x1A43 (6720–6723)}: hex and decimal, last byte inclusive; "none" when empty. */
    static String range(ByteRange r) {
        if (r.isEmpty()) {
            return "none";
        }
        long last = r.end() - 1;
        return String.format(Locale.ROOT, "0x%X–0x%X (%d–%d)", r.start(), last, r.start(), last);
    }

    /** A status in words that fit "level.wwd: does not conform". */
    public static String statusOfFile(CheckResult.Status s) {
        return switch (s) {
            case CONFORMS -> "conforms";
            case DOES_NOT_CONFORM -> "does not conform";
            case UNSUPPORTED -> "not supported yet";
            case UNREADABLE -> "unreadable";
        };
    }

    /** A status in words that fit "3 files: 2 conform, 1 unreadable". */
    public static String statusWords(CheckResult.Status s) {
        return switch (s) {
            case CONFORMS -> "conform";
            case DOES_NOT_CONFORM -> "do not conform";
            case UNSUPPORTED -> "not supported yet";
            case UNREADABLE -> "unreadable";
        };
    }

    // ---- convert ------------------------------------------------------------------------

    public static String convert(ConvertResult r) {
        StringBuilder sb = new StringBuilder();
        String from = r.from().map(Detection::label).orElse("?");
        sb.append(SafeText.of(r.input())).append(" (").append(SafeText.of(from)).append(") → ")
                .append(SafeText.of(r.output())).append(" (").append(r.to().displayName()).append(')').append(NL);
        if (r.failure().isPresent()) {
            sb.append("  cannot read input: ").append(SafeText.of(r.failure().get().ruleAndMessage())).append(NL);
            return sb.toString();
        }
        if (!r.violations().isEmpty()) {
            int n = r.violations().size();
            sb.append("  read leniently; ").append(n).append(n == 1 ? " violation" : " violations").append(" seen:").append(NL);
            findings(sb, r.violations(), "    ");
        }
        if (r.canonicalRewrite()) {
            sb.append("  same format: rewriting canonically, no migration").append(NL);
        }
        for (int i = 0; i < r.steps().size(); i++) {
            ConvertResult.Step step = r.steps().get(i);
            sb.append("  step ").append(i + 1).append(": ").append(step.from().displayName()).append(" → ")
                    .append(step.to().displayName());
            LossReport report = step.report();
            if (report.entries().isEmpty()) {
                sb.append(", nothing lost or derived").append(NL);
                continue;
            }
            sb.append(NL);
            for (LossReport.Entry e : report.entries()) {
                sb.append("    ").append(e.kind() == LossReport.Kind.LOST ? "lost     " : "derived  ")
                        .append('[').append(e.rule().id()).append("] ")
                        .append(SafeText.of(e.field())).append(": ").append(SafeText.of(e.message())).append(NL);
            }
        }
        switch (r.status()) {
            case WRITTEN -> sb.append("  wrote ").append(SafeText.of(r.output())).append(" (")
                    .append(bytes(r.bytesWritten())).append(')').append(NL);
            case REFUSED_LOSS, REFUSED_WRITE -> sb.append("  refused, nothing written: ")
                    .append(SafeText.of(r.refusal().map(ConvertResult.Refusal::line).orElse(""))).append(NL);
            case UNREADABLE -> {
                // reported above with the failure
            }
        }
        return sb.toString();
    }

    // ---- diff ---------------------------------------------------------------------------

    public static String diff(DiffResult r) {
        StringBuilder sb = new StringBuilder();
        List<String> named = new ArrayList<>();
        for (DiffResult.Input in : r.inputs()) {
            named.add(SafeText.of(in.file()) + in.detection().map(d -> " (" + SafeText.of(d.label()) + ")").orElse(""));
        }
        if (r.mode() == DiffResult.Mode.VERSIONS) {
            sb.append(named.get(0));
            r.differential().ifPresent(d -> sb.append(" written as ").append(SafeText.of(String.join(", ", d.sides())))
                    .append(" and read back strictly"));
        } else {
            sb.append(String.join(" against ", named));
        }
        sb.append(NL);
        for (DiffResult.Input in : r.inputs()) {
            sb.append("  ").append(SafeText.of(in.file())).append(": ");
            if (in.failure().isPresent()) {
                sb.append("unreadable: ").append(SafeText.of(in.failure().get().ruleAndMessage())).append(NL);
                continue;
            }
            int n = in.violations().size();
            sb.append("read leniently, ").append(n == 0 ? "no violations" : n + (n == 1 ? " violation:" : " violations:")).append(NL);
            findings(sb, in.violations(), "    ");
        }
        if (r.differential().isEmpty()) {
            r.refusal().ifPresent(why -> sb.append("not compared: ").append(SafeText.of(why)).append(NL));
            sb.append("result: not compared").append(NL);
            return sb.toString();
        }
        DifferentialResult d = r.differential().get();
        divergences(sb, "expected (the version table explains these)", d.expected(), d.omittedExpected(), true);
        divergences(sb, "unexpected", d.unexpected(), d.omittedUnexpected(), false);
        if (!d.tolerance().exact()) {
            sb.append("tolerance: ").append(tolerance(d)).append(NL);
        }
        groups(sb, r);
        if (!d.failures().isEmpty()) {
            sb.append("failures: ").append(d.failures().size()).append(NL);
            for (SideFailure f : d.failures()) {
                sb.append("  ").append(SafeText.of(f.line())).append(NL);
            }
        }
        long unexpected = d.unexpected().size() + d.omittedUnexpected();
        sb.append("result: ");
        if (d.agrees()) {
            sb.append("no unexpected divergence");
        } else {
            List<String> parts = new ArrayList<>();
            if (unexpected > 0) {
                parts.add(unexpected + (unexpected == 1 ? " unexpected divergence" : " unexpected divergences"));
            }
            if (!d.failures().isEmpty()) {
                parts.add(d.failures().size() + (d.failures().size() == 1 ? " failed side" : " failed sides"));
            }
            sb.append(String.join(", ", parts));
        }
        return sb.append(NL).toString();
    }

    /** What a differential's tolerance is and how many differing values it took as equal. */
    public static String tolerance(DifferentialResult d) {
        return "numbers " + d.tolerance().describe() + " count as equal: " + d.absorbed()
                + (d.absorbed() == 1 ? " differing value absorbed" : " differing values absorbed");
    }

    /** The divergences by field pattern, with exact counts and where each group lies in the files. */
    private static void groups(StringBuilder sb, DiffResult r) {
        if (r.groups().isEmpty()) {
            return;
        }
        sb.append("groups: ").append(r.groups().size()).append(NL);
        for (DivergenceGroup g : r.groups()) {
            sb.append("  ").append(g.expected() ? "expected    " : "unexpected  ").append(SafeText.of(g.pattern()))
                    .append("  ").append(g.count()).append(g.count() == 1 ? " value" : " values");
            if (!g.features().isEmpty()) {
                sb.append("  (").append(g.features().stream().map(Enum::name).collect(Collectors.joining(", "))).append(')');
            }
            sb.append(NL);
            for (SideBytes b : g.bytes()) {
                sb.append("      ").append(SafeText.of(b.side())).append(": bytes ").append(range(b.range())).append(NL);
            }
        }
        if (r.groupsOmitted() > 0) {
            sb.append("  … ").append(r.groupsOmitted()).append(" more divergences in further fields").append(NL);
        }
    }

    private static void divergences(StringBuilder sb, String title, List<LabelledDivergence> list, long omitted,
                                    boolean explained) {
        sb.append(title).append(": ").append(list.isEmpty() && omitted == 0 ? "none" : String.valueOf(list.size() + omitted)).append(NL);
        for (LabelledDivergence d : list) {
            sb.append("  ").append(SafeText.of(d.path()));
            if (explained) {
                sb.append("  (").append(explanation(d)).append(')');
            }
            sb.append(NL);
            int width = d.values().stream().mapToInt(v -> SafeText.of(v.side()).length()).max().orElse(0);
            for (SideValue v : d.values()) {
                sb.append("      ").append(pad(SafeText.of(v.side()), width)).append("  ").append(SafeText.of(v.value())).append(NL);
            }
            if (!d.note().isEmpty()) {
                sb.append("      ").append(SafeText.of(d.note())).append(NL);
            }
        }
        if (omitted > 0) {
            sb.append("  … ").append(omitted).append(" more (counted per pair of sides)").append(NL);
        }
    }

    /** Why an expected divergence is expected: the features that decide its field, or the version itself. */
    public static String explanation(LabelledDivergence d) {
        if (d.features().isEmpty()) {
            return "the version number";
        }
        return d.features().stream().map(TextReport::feature).collect(Collectors.joining("; "));
    }

    /** {@code RANDOM, in OPRW 17–20}: the feature and the versions mapharness handles that have it. */
    private static String feature(OprwFeature f) {
        int first = -1;
        int last = -1;
        for (int v = OprwFeature.FIRST_VERSION; v <= OprwFeature.LAST_VERSION; v++) {
            if (f.in(v)) {
                first = first < 0 ? v : first;
                last = v;
            }
        }
        String range = first < 0 ? "in no OPRW version read here" : first == last ? "in OPRW " + first : "in OPRW " + first + "–" + last;
        return f.name() + ", " + range;
    }

    // ---- shared pieces ------------------------------------------------------------------

    private static void keyValues(StringBuilder sb, List<String[]> rows, String indent) {
        int width = rows.stream().mapToInt(r -> r[0].length()).max().orElse(0);
        for (String[] row : rows) {
            String key = SafeText.of(row[0]);
            sb.append(indent).append(key).append(" ".repeat(Math.max(0, width - key.length() + 2)))
                    .append(SafeText.of(row[1])).append(NL);
        }
    }

    /**
     * One line per finding: severity and rule id ({@code error [wwd/plane-header-size]}), offset
     * (decimal and hex), field, message, and the editor a note names; columns aligned.
     */
    static void findings(StringBuilder sb, List<Finding> findings, String indent) {
        List<String> where = new ArrayList<>();
        List<String> fields = new ArrayList<>();
        for (Finding f : findings) {
            where.add(f.hasOffset() ? Offsets.describe(f.offset()) : "whole file");
            fields.add(SafeText.of(f.field().isEmpty() ? "(file)" : f.field()));
        }
        List<String> rules = findings.stream().map(f -> f.severity().id() + " [" + f.rule().id() + "]").toList();
        int severityWidth = rules.stream().mapToInt(String::length).max().orElse(0);
        int whereWidth = where.stream().mapToInt(String::length).max().orElse(0);
        int fieldWidth = Math.min(MAX_FIELD_COLUMN, fields.stream().mapToInt(String::length).max().orElse(0));
        for (int i = 0; i < findings.size(); i++) {
            Finding f = findings.get(i);
            sb.append(indent).append(pad(rules.get(i), severityWidth)).append("  ")
                    .append(pad(where.get(i), whereWidth)).append("  ")
                    .append(pad(fields.get(i), fieldWidth)).append("  ")
                    .append(SafeText.of(f.message()));
            if (!f.editor().isEmpty()) {
                sb.append(" [").append(SafeText.of(f.editor())).append(" writes this]");
            }
            if (f.known()) {
                sb.append("  (known: the baseline has it)");
            }
            sb.append(NL);
        }
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s : s + " ".repeat(width - s.length());
    }

    static String bytes(long n) {
        return String.format(Locale.ROOT, "%,d bytes", n);
    }
}
