package dev.mapharness.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mapharness.format.Format;
import dev.mapharness.reports.SafeText;
import dev.mapharness.reports.conformance.BaselineKeys;
import dev.mapharness.conformance.CasePlan;
import dev.mapharness.reports.conformance.CaseResult;
import dev.mapharness.reports.conformance.CaseVerdict;
import dev.mapharness.reports.conformance.ConformanceRun;
import dev.mapharness.reports.conformance.ShrunkCase;
import dev.mapharness.reports.html.HtmlReport;
import dev.mapharness.reports.html.PictureSource;
import dev.mapharness.reports.junit.JUnitXml;
import dev.mapharness.reports.sarif.SarifWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import picocli.CommandLine.Model.CommandSpec;

/**
 * One conformance run's output: which cases it makes, a line per case as it comes (or the JSON
 * document at the end), the totals, the JUnit XML, and the exit code: 1 if any case does not pass
 * and the baseline does not know it.
 */
final class ConformanceSession {
    private final CommandSpec spec;
    private final GlobalOptions global;
    private final String command;
    private final Format format;
    private final CasePlan plan;
    private final Set<String> known;
    private final Optional<ReportFile> junit;
    private final Optional<ReportFile> html;
    private final Optional<ReportFile> sarif;
    private final boolean baseline;
    private final String tool;
    private final boolean showCommand;
    private final Map<CaseVerdict, Integer> counts = new EnumMap<>(CaseVerdict.class);
    private final ArrayNode json = JsonNodeFactory.instance.arrayNode();
    private final List<CaseResult> results = new ArrayList<>();
    private int newFailures;

    ConformanceSession(CommandSpec spec, GlobalOptions global, String command, Format format, ConformanceOptions options,
                       CasePlan plan) {
        this.spec = spec;
        this.global = global;
        this.command = command;
        this.format = format;
        this.plan = plan;
        this.known = options.known();
        this.junit = ReportFile.of(spec, "--junit", options.junit, List.of());
        this.html = ReportFile.of(spec, "--html", options.html, List.of());
        this.sarif = ReportFile.of(spec, "--sarif", options.sarif, List.of());
        this.baseline = options.baseline != null;
        this.tool = options.cmd;
        this.showCommand = options.keepDir().isPresent();
        if (!global.json()) {
            PrintWriter out = spec.commandLine().getOut();
            out.println("cases: " + describe(plan));
            out.flush();
        }
    }

    private static String describe(CasePlan plan) {
        return "the corpus, " + plan.generated() + " generated (seed " + plan.seed() + ")"
                + plan.fuzz().map(t -> ", fuzzing for " + FuzzRuns.human(t) + " (seed " + plan.fuzzSeed() + ")").orElse("")
                + "; case set " + CasePlan.CASE_SET_VERSION;
    }

    void add(CaseResult r) {
        results.add(r);
        counts.merge(r.verdict(), 1, Integer::sum);
        boolean isKnown = known.contains(BaselineKeys.of(r));
        if (r.verdict() != CaseVerdict.PASS && !isKnown) {
            newFailures++;
        }
        if (global.json()) {
            json.add(json(r, isKnown));
        } else {
            PrintWriter out = spec.commandLine().getOut();
            out.print(text(r, isKnown));
            out.flush();
        }
    }

    /** The exit code, once every case has run; empty if there was no case at all. */
    Optional<Integer> finish() throws JsonProcessingException {
        if (results.isEmpty()) {
            return Optional.empty();
        }
        int exit = newFailures == 0 ? ExitCodes.OK : ExitCodes.FINDINGS;
        junit.ifPresent(j -> j.write(JUnitXml.conformance("mapharness " + command + " " + format.id(), results, known)));
        if (sarif.isPresent()) {
            writeSarif(sarif.get(), exit);
        }
        html.ifPresent(h -> h.write(HtmlReport.conformance(
                new ConformanceRun(command, format, tool, describe(plan), results, known, exit), PictureSource.MAPS)));
        PrintWriter out = spec.commandLine().getOut();
        if (global.json()) {
            ObjectNode root = JsonNodeFactory.instance.objectNode();
            root.put("command", command);
            root.put("format", format.id());
            root.put("caseSet", CasePlan.CASE_SET_VERSION);
            root.put("generated", plan.generated());
            root.put("seed", plan.seed());
            plan.fuzz().ifPresent(t -> {
                root.put("fuzzSeconds", t.toSeconds());
                root.put("fuzzSeed", plan.fuzzSeed());
            });
            root.put("exitCode", exit);
            ObjectNode totals = root.putObject("verdicts");
            for (CaseVerdict v : CaseVerdict.values()) {
                totals.put(v.id(), counts.getOrDefault(v, 0));
            }
            root.set("cases", json);
            out.print(DumpCommand.JSON.writeValueAsString(root) + System.lineSeparator());
        } else {
            List<String> parts = new ArrayList<>();
            counts.forEach((v, n) -> parts.add(n + " " + v.id()));
            long knownFailures = results.stream().filter(r -> known.contains(BaselineKeys.of(r))).count();
            out.println(results.size() + " cases: " + String.join(", ", parts)
                    + (knownFailures > 0 ? " (" + knownFailures + " known from the baseline)" : ""));
        }
        out.flush();
        return Optional.of(exit);
    }

    /** The SARIF log: a result per case that does not pass. */
    private void writeSarif(ReportFile file, int exit) {
        try (SarifWriter log = SarifWriter.open(file.path(), Build.version(), SarifWriter.rulesPage(FuzzRunSettings.home()))) {
            for (CaseResult r : results) {
                log.add(r, known.contains(BaselineKeys.of(r)), baseline);
            }
            log.commit(exit);
        } catch (IOException e) {
            throw new ReportFile.Unwritable("cannot write --sarif " + SafeText.of(file.path()) + ": " + SafeText.of(e.getMessage()));
        }
    }

    private String text(CaseResult r, boolean isKnown) {
        String nl = System.lineSeparator();
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%-9s %s%s", r.verdict().id(), SafeText.of(r.name()),
                isKnown ? "  (known: the baseline has it)" : ""));
        if (r.verdict() != CaseVerdict.PASS) {
            details(sb, r, "          ");
            r.evidence().shrunk().ifPresent(s -> {
                sb.append(nl).append("          shrunk: ").append(s.originalSize()).append(" → ").append(s.file().length)
                        .append(" bytes (").append(SafeText.of(String.join("; ", s.steps()))).append(")");
                details(sb, s.result(), "            ");
            });
        }
        return sb.append(nl).toString();
    }

    private void details(StringBuilder sb, CaseResult r, String indent) {
        String nl = System.lineSeparator();
        for (String reason : r.reasons()) {
            sb.append(nl).append(indent).append(SafeText.of(reason));
        }
        if (!r.stderr().isBlank()) {
            sb.append(nl).append(indent).append("stderr: ").append(SafeText.of(r.stderr().strip().lines().findFirst().orElse("")));
        }
        if (showCommand) {
            sb.append(nl).append(indent).append("again: ").append(SafeText.of(r.command()));
        }
    }

    private static ObjectNode json(CaseResult r, boolean known) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("case", r.name());
        o.put("verdict", r.verdict().id());
        o.put("known", known);
        fields(o, r);
        r.evidence().shrunk().ifPresent(s -> shrunk(o.putObject("shrunk"), s));
        return o;
    }

    private static void fields(ObjectNode o, CaseResult r) {
        ArrayNode reasons = o.putArray("reasons");
        r.reasons().forEach(reasons::add);
        ArrayNode fields = o.putArray("fields");
        r.fields().forEach(fields::add);
        o.put("command", r.command());
        o.put("stderr", r.stderr());
        o.put("millis", r.took().toMillis());
    }

    private static void shrunk(ObjectNode o, ShrunkCase s) {
        o.put("verdict", s.result().verdict().id());
        o.put("originalSize", s.originalSize());
        o.put("size", s.file().length);
        ArrayNode steps = o.putArray("steps");
        s.steps().forEach(steps::add);
        fields(o, s.result());
    }
}
