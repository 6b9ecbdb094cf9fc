package dev.mapharness.reports.junit;

import dev.mapharness.diff.DifferentialResult;
import dev.mapharness.diff.LabelledDivergence;
import dev.mapharness.diff.SideFailure;
import dev.mapharness.diff.SideValue;
import dev.mapharness.provenance.Provenance;
import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.DiffResult;
import dev.mapharness.reports.Finding;
import dev.mapharness.reports.OverridesText;
import dev.mapharness.reports.ReadFailure;
import dev.mapharness.reports.compare.DivergenceGroup;
import dev.mapharness.reports.compare.EncodingDifference;
import dev.mapharness.reports.compare.Verdict;
import dev.mapharness.reports.conformance.BaselineKeys;
import dev.mapharness.reports.conformance.CaseResult;
import dev.mapharness.reports.conformance.CaseVerdict;
import dev.mapharness.reports.nightly.FuzzNight;
import dev.mapharness.reports.nightly.NightlyReport;
import dev.mapharness.reports.nightly.RoundTripCheck;
import dev.mapharness.reports.nightly.VersionRun;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Every command's result as JUnit XML, so CI systems list each file and check as a test: a
 * failing check is a {@code failure} with a one-line message and every detail behind it. Lists in
 * the details are cut at {@value #MAX_DETAIL_LINES} lines, with a count of the rest.
 */
public final class JUnitXml {
    static final int MAX_DETAIL_LINES = 200;
    /** The check names of {@code mapharness check}. */
    static final String READ = "read";
    static final String VIOLATIONS = "violations";
    static final String CANONICAL = "canonical encoding";
    /** The name of {@code mapharness check}'s one testsuite (and of the report). */
    static final String CHECK_SUITE = "mapharness check";

    private JUnitXml() {
    }

    /** One testsuite; per file a testcase for reading it, its violations and its canonical encoding. */
    public static byte[] check(List<CheckResult> results) {
        List<TestCase> cases = new ArrayList<>();
        for (CheckResult r : results) {
            cases.addAll(checkCases(r));
        }
        return JUnitWriter.write(CHECK_SUITE, List.of(new TestSuite(CHECK_SUITE, cases)));
    }

    /**
     * One file's testcases in {@code mapharness check}'s suite; {@link JUnitBatchWriter} streams the same.
     * The {@code read} testcase carries the file's writer as properties ({@link #writer}).
     */
    static List<TestCase> checkCases(CheckResult r) {
        String file = r.file();
        if (r.failure().isPresent()) {
            ReadFailure f = r.failure().get();
            return List.of(TestCase.failed(file, READ, 0, f.ruleAndMessage(), f.reason().id(), f.ruleAndMessage())
                            .withProperties(writer(r.writer())),
                    TestCase.skipped(file, VIOLATIONS, "the file does not read"),
                    TestCase.skipped(file, CANONICAL, "the file does not read"));
        }
        List<Finding> violations = r.findings().stream().filter(f -> f.kind() == Finding.Kind.VIOLATION).toList();
        List<Finding> failing = violations.stream().filter(f -> f.fails(r.failOn())).toList();
        if (failing.isEmpty() && r.overrides().omittedFailing(r.failOn()) > 0) {
            // the failing findings are all past --max-findings: counted, not listed
            return List.of(TestCase.passed(file, READ, 0, r.detection().map(d -> "read as " + d.label()).orElse(""))
                            .withProperties(overrides(writer(r.writer()), r)),
                    TestCase.failed(file, VIOLATIONS, 0, OverridesText.omitted(r.overrides()), r.failOn().id(),
                            lines(violations, JUnitXml::finding, violations.size())),
                    canonical(r));
        }
        return List.of(TestCase.passed(file, READ, 0, r.detection().map(d -> "read as " + d.label()).orElse(""))
                        .withProperties(overrides(writer(r.writer()), r)),
                failing.isEmpty()
                        ? TestCase.passed(file, VIOLATIONS, 0, lines(violations, JUnitXml::finding, violations.size()))
                        : TestCase.failed(file, VIOLATIONS, 0, count(failing.size(), failing.get(0).severity().id()) + ", first: "
                        + finding(failing.get(0)), failing.get(0).severity().id(),
                        lines(violations, JUnitXml::finding, violations.size())),
                canonical(r));
    }

    /**
     * Which tool most likely wrote the file (docs/provenance.md): {@code writer}, {@code writer.traits},
     * {@code writer.confidence}, and one {@code writer.evidence} per fact behind it.
     */
    static List<TestCase.Property> writer(Provenance p) {
        List<TestCase.Property> list = new ArrayList<>();
        list.add(new TestCase.Property("writer", p.writer()));
        list.add(new TestCase.Property("writer.traits", p.traits()));
        list.add(new TestCase.Property("writer.confidence", p.confidence().id()));
        p.evidence().forEach(e -> list.add(new TestCase.Property("writer.evidence", e)));
        return list;
    }

    /**
     * The writer's properties, then one {@code override} property per rule a setting changed
     * ("wwd/checksum-unknown-formula ignored (mapharness.json:3:14), 12 findings") and one
     * {@code omitted} for the findings past {@code --max-findings}.
     */
    private static List<TestCase.Property> overrides(List<TestCase.Property> writer, CheckResult r) {
        if (r.overrides().isEmpty()) {
            return writer;
        }
        List<TestCase.Property> list = new ArrayList<>(writer);
        r.overrides().applied().forEach(a -> list.add(new TestCase.Property("override", OverridesText.applied(a))));
        if (!r.overrides().omitted().isEmpty()) {
            list.add(new TestCase.Property("omitted", OverridesText.omitted(r.overrides())));
        }
        return list;
    }

    private static TestCase canonical(CheckResult r) {
        List<Finding> other = r.findings().stream()
                .filter(f -> f.kind() != Finding.Kind.VIOLATION && f.fails(r.failOn())).toList();
        List<EncodingDifference> real = r.encoding().stream().filter(e -> e.verdict() == Verdict.REAL).toList();
        List<EncodingDifference> harmless = r.encoding().stream().filter(e -> e.verdict() == Verdict.HARMLESS).toList();
        String harmlessText = harmless.isEmpty() ? ""
                : count(harmless.size(), "harmless difference") + " from the canonical encoding:\n"
                + lines(harmless, JUnitXml::encoding, harmless.size());
        if (other.isEmpty() && real.isEmpty()) {
            return TestCase.passed(r.file(), CANONICAL, 0, harmlessText);
        }
        String message;
        String type;
        if (!real.isEmpty()) {
            message = fields(real.size()) + " from the canonical encoding, first: " + encoding(real.get(0));
            type = "not-canonical";
        } else {
            message = finding(other.get(0));
            type = other.get(0).kind().id();
        }
        StringBuilder details = new StringBuilder();
        details.append(lines(other, JUnitXml::finding, other.size()));
        if (!real.isEmpty()) {
            details.append(lines(real, JUnitXml::encoding, real.size()));
        }
        if (!harmlessText.isEmpty()) {
            details.append(harmlessText);
        }
        return TestCase.failed(r.file(), CANONICAL, 0, message, type, details.toString());
    }

    /**
     * {@code conformance writer} and {@code reader}: a testcase per case, its shrunk case in the
     * details; a case that does not pass fails, unless the baseline expects it to fail that way,
     * when it is skipped with that said.
     */
    public static byte[] conformance(String suite, List<CaseResult> results, Set<String> known) {
        List<TestCase> cases = new ArrayList<>();
        for (CaseResult r : results) {
            String group = r.name().contains("/") ? r.name().substring(0, r.name().lastIndexOf('/')) : suite;
            double seconds = r.took().toMillis() / 1000.0;
            if (r.verdict() == CaseVerdict.PASS) {
                cases.add(TestCase.passed(group, r.name(), seconds, ""));
            } else if (known.contains(BaselineKeys.of(r))) {
                cases.add(new TestCase(group, r.name(), seconds, Optional.empty(),
                        Optional.of("known " + r.verdict().id() + " (in the baseline)"), String.join("\n", r.reasons())));
            } else {
                String details = String.join("\n", r.reasons()) + "\ncommand: " + r.command()
                        + (r.stderr().isBlank() ? "" : "\nstderr:\n" + r.stderr())
                        + r.evidence().shrunk().map(s -> "\nshrunk: " + s.originalSize() + " → " + s.file().length + " bytes ("
                                + String.join("; ", s.steps()) + ")\n" + String.join("\n", s.result().reasons())
                                + "\ncommand: " + s.result().command()).orElse("");
                cases.add(TestCase.failed(group, r.name(), seconds, r.verdict().id() + ": "
                        + (r.reasons().isEmpty() ? "" : r.reasons().get(0)), r.verdict().id(), details));
            }
        }
        return JUnitWriter.write(suite, List.of(new TestSuite(suite, cases)));
    }

    /**
     * One testsuite; a testcase per input read and per comparison: each divergence group (unexpected
     * ones fail, expected ones pass and say why in system-out) and each side that could not be compared.
     */
    public static byte[] diff(DiffResult r) {
        List<TestCase> cases = new ArrayList<>();
        for (DiffResult.Input in : r.inputs()) {
            cases.add(in.failure().isPresent()
                    ? TestCase.failed(in.file(), READ, 0, in.failure().get().ruleAndMessage(), in.failure().get().reason().id(),
                    in.failure().get().ruleAndMessage())
                    : TestCase.passed(in.file(), READ, 0, in.detection().map(d -> "read as " + d.label()).orElse("")));
        }
        String classname = String.join(" vs ", r.inputs().stream().map(DiffResult.Input::file).toList());
        if (r.differential().isEmpty()) {
            cases.add(TestCase.skipped(classname, "compare", "an input does not read"));
        } else {
            cases.addAll(comparisons(classname, r.differential().get(), r.groups()));
        }
        return JUnitWriter.write("mapharness diff", List.of(new TestSuite("mapharness diff", cases)));
    }

    private static List<TestCase> comparisons(String classname, DifferentialResult d, List<DivergenceGroup> groups) {
        List<TestCase> cases = new ArrayList<>();
        for (SideFailure f : d.failures()) {
            cases.add(TestCase.failed(classname, f.side() + ": " + f.stage().text(), 0, f.line(), "side-failure", f.line()));
        }
        if (!groups.isEmpty()) {
            for (DivergenceGroup g : groups) {
                String text = fields(g.count()) + (g.expected() ? " as the version table explains ("
                        + String.join(", ", g.features().stream().map(Enum::name).toList()) + ")" : "")
                        + "\n" + lines(g.examples(), JUnitXml::divergence, g.count());
                cases.add(g.expected() ? TestCase.passed(classname, g.pattern(), 0, text)
                        : TestCase.failed(classname, g.pattern(), 0, fields(g.count()) + " unexpectedly, first: "
                        + (g.examples().isEmpty() ? g.pattern() : divergence(g.examples().get(0))), "unexpected", text));
            }
        } else {
            // results built before divergences were grouped: one testcase per divergence
            for (LabelledDivergence l : d.expected()) {
                cases.add(TestCase.passed(classname, l.path(), 0, divergence(l)));
            }
            for (LabelledDivergence l : d.unexpected()) {
                cases.add(TestCase.failed(classname, l.path(), 0, divergence(l), "unexpected", divergence(l)));
            }
        }
        if (d.omittedUnexpected() > 0) {
            cases.add(TestCase.failed(classname, "omitted unexpected divergences", 0,
                    count(d.omittedUnexpected(), "more unexpected divergence") + " past the limit", "unexpected", ""));
        }
        if (cases.isEmpty()) {
            cases.add(TestCase.passed(classname, "every side agrees", 0, ""));
        }
        return cases;
    }

    /** Round trips, differentials, the replay and the fuzzing, each a testsuite. */
    public static byte[] nightly(NightlyReport r) {
        List<TestSuite> suites = new ArrayList<>();
        List<TestCase> trips = new ArrayList<>();
        for (RoundTripCheck t : r.roundTrips()) {
            trips.add(t.passed() ? TestCase.passed(t.file(), "round trip", 0, t.format())
                    : TestCase.failed(t.file(), "round trip", 0, t.detail(), "round-trip", t.format() + ": " + t.detail()));
        }
        suites.add(new TestSuite("round trips", trips));
        List<TestCase> diffs = new ArrayList<>();
        for (VersionRun v : r.differentials()) {
            diffs.add(differential(v));
        }
        suites.add(new TestSuite("version differentials", diffs));
        suites.addAll(fuzzSuites(r.fuzz()));
        return JUnitWriter.write("mapharness nightly " + r.runId(), suites);
    }

    /** The replay of committed inputs (nightly) and the fuzzing: what {@code mapharness fuzz --junit} writes. */
    public static byte[] fuzz(String runId, FuzzNight night) {
        return JUnitWriter.write("mapharness fuzz " + runId, fuzzSuites(night));
    }

    private static List<TestSuite> fuzzSuites(FuzzNight night) {
        List<TestCase> replay = new ArrayList<>();
        for (FuzzNight.ReplayRow f : night.replayFailures()) {
            replay.add(TestCase.failed(f.target(), f.file(), 0, f.firstLine(), "replay", f.signature() + "\n" + f.firstLine()));
        }
        int passed = night.replayedInputs() - night.replayFailures().size();
        if (passed > 0) {
            replay.add(TestCase.passed("replay", "committed inputs that pass", 0, passed + " committed input(s) pass"));
        }
        List<TestCase> targets = new ArrayList<>();
        for (FuzzNight.TargetRow t : night.targets()) {
            List<FuzzNight.FindingRow> found = night.findings().stream().filter(f -> f.target().equals(t.target())).toList();
            List<FuzzNight.FindingRow> fresh = found.stream().filter(f -> !f.known()).toList();
            String out = String.format("%d executions, %d exec/s, coverage %d, features %d, corpus %d%n",
                    t.executions(), t.execPerSecond(), t.coverage(), t.features(), t.corpusSize())
                    + lines(found, JUnitXml::finding, found.size());
            targets.add(fresh.isEmpty() ? TestCase.passed(t.target(), "fuzz", t.seconds(), out)
                    : new TestCase(t.target(), "fuzz", t.seconds(), Optional.of(new TestCase.Failure(
                    count(fresh.size(), "new finding") + ", first: " + finding(fresh.get(0)), "finding", out)),
                    Optional.empty(), ""));
        }
        for (FuzzNight.RotatedRow t : night.rotatedOut()) {
            targets.add(TestCase.skipped(t.target(), "fuzz", "rotated out this time (last ran: " + t.lastRanText()
                    + "); the targets that ran longest ago go first next time"));
        }
        List<TestSuite> suites = new ArrayList<>();
        if (!replay.isEmpty() || night.replayedInputs() > 0) {
            suites.add(new TestSuite("replay", replay));
        }
        suites.add(new TestSuite("fuzz targets", targets));
        return suites;
    }

    private static TestCase differential(VersionRun v) {
        DifferentialResult d = v.result();
        String sides = String.join(", ", d.sides());
        if (d.agrees()) {
            return TestCase.passed(v.file(), "version differential", 0, sides + ": "
                    + count(d.expected().size() + d.omittedExpected(), "expected divergence"));
        }
        StringBuilder details = new StringBuilder(sides).append('\n');
        d.failures().forEach(f -> details.append(f.line()).append('\n'));
        details.append(lines(d.unexpected(), JUnitXml::divergence, d.unexpected().size() + d.omittedUnexpected()));
        String message = !d.failures().isEmpty() ? d.failures().get(0).line()
                : count(d.unexpected().size() + d.omittedUnexpected(), "unexpected divergence") + ", first: "
                + (d.unexpected().isEmpty() ? "past the limit" : divergence(d.unexpected().get(0)));
        return TestCase.failed(v.file(), "version differential", 0, message, "differential", details.toString());
    }

    private static String finding(Finding f) {
        return f.severity().id() + " [" + f.rule().id() + "] " + (f.hasOffset() ? "at byte " + f.offset() + ", " : "")
                + (f.field().isEmpty() ? "" : f.field() + ": ") + f.message()
                + (f.editor().isEmpty() ? "" : " [" + f.editor() + " writes this]");
    }

    private static String finding(FuzzNight.FindingRow f) {
        return (f.known() ? "known " : "new ") + f.kind() + " " + f.signature() + ": "
                + (f.title().isEmpty() ? f.firstLine() : f.title()) + (f.file().isEmpty() ? "" : " (" + f.file() + ")");
    }

    private static String encoding(EncodingDifference e) {
        return e.cause().findingRule().map(r -> "[" + r.id() + "] ").orElse("") + e.firstElement() + " at bytes " + e.inFile().start() + ".." + e.inFile().end() + " (canonical "
                + e.inCanonical().start() + ".." + e.inCanonical().end() + "), " + count(e.elements(), "element") + ", "
                + count(e.differingBytes(), "byte") + ": " + e.verdict().name().toLowerCase(java.util.Locale.ROOT)
                + ", " + e.explanation();
    }

    private static String divergence(LabelledDivergence d) {
        StringBuilder sb = new StringBuilder(d.path()).append(':');
        for (SideValue v : d.values()) {
            sb.append(' ').append(v.side()).append('=').append(v.value());
        }
        if (!d.note().isEmpty()) {
            sb.append(" (").append(d.note()).append(')');
        }
        return sb.toString();
    }

    /** Each item on a line, at most {@value #MAX_DETAIL_LINES}; {@code total} counts those not listed too. */
    private static <T> String lines(List<T> items, Function<T, String> text, long total) {
        StringBuilder sb = new StringBuilder();
        int n = Math.min(items.size(), MAX_DETAIL_LINES);
        for (int i = 0; i < n; i++) {
            sb.append(text.apply(items.get(i))).append('\n');
        }
        if (total > n) {
            sb.append("… and ").append(total - n).append(" more\n");
        }
        return sb.toString();
    }

    private static String fields(long n) {
        return n == 1 ? "1 field differs" : n + " fields differ";
    }

    private static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
