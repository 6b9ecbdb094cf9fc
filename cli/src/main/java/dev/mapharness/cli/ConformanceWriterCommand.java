package dev.mapharness.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mapharness.Codecs;
import dev.mapharness.format.Format;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.reports.SafeText;
import dev.mapharness.reports.conformance.BaselineKeys;
import dev.mapharness.reports.conformance.CaseResult;
import dev.mapharness.reports.conformance.CaseVerdict;
import dev.mapharness.reports.conformance.ToolCommand;
import dev.mapharness.reports.conformance.WriterCase;
import dev.mapharness.reports.conformance.WriterConformance;
import dev.mapharness.reports.dump.ModelJson;
import dev.mapharness.reports.junit.JUnitXml;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

@Command(name = "writer", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        sortOptions = false,
        headerHeading = "%n",
        header = "Test a map writer: give it every case, read what it writes, compare field by field.",
        description = {
            "For each case (every map of FORMAT's corpus, named FORMAT/corpus/NAME), writes the case's",
            "model as a JSON dump ('mapharness dump', docs/json-dump.md) to {in}, runs --cmd, and reads",
            "the file the tool leaves at {out} strictly. Verdicts: pass (the file reads without an",
            "error to the case's model), fail (it does not read, has an error, or holds other values:",
            "each differing field is listed with both values), crash (exit code other than 0),",
            "timeout (still running at --timeout; it is stopped with everything it started), no-output",
            "(exit 0 and no file). --cmd is split into words as a shell would, but runs without one;",
            "each case runs in a temporary directory of its own, removed afterwards."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every case passes (or fails only as --baseline expects)",
            "1:some case does not pass (and is not a known failure)",
            "2:usage error (no {in} or {out} in --cmd, a quote not closed, a format with no dump)",
            "3:the corpus holds no case for FORMAT"},
        footerHeading = "%nExamples:%n",
        footer = {
            "  mapharness conformance writer --format wwd --cmd 'python3 mywriter.py {in} {out}'",
            "  mapharness conformance writer --format 4wvr --cmd './wrpwrite --json {in} -o {out}' --json"})
final class ConformanceWriterCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    GlobalOptions global = new GlobalOptions();

    @Option(names = "--format", required = true, paramLabel = "FORMAT",
            description = "The format the tool writes: 1wvr, 4wvr, 8wvr, oprw, wwd, wmp, mm.")
    String format;

    @Option(names = "--cmd", required = true, paramLabel = "COMMAND",
            description = "The tool's command line, with {in} (the case's JSON dump) and {out} (the file it must write).")
    String cmd;

    @Option(names = "--timeout", paramLabel = "DURATION", defaultValue = "30s", converter = DurationConverter.class,
            description = "How long one case may take (default: ${DEFAULT-VALUE}).")
    Duration timeout;

    @Option(names = "--corpus", paramLabel = "DIR", description = "The corpus to take cases from (default: the repository's).")
    Path corpus;

    @Option(names = "--keep", paramLabel = "DIR",
            description = "Keep each case that does not pass in DIR/NAME: case.json, the tool's file, stderr.txt and"
                    + " command.txt (the command line that runs the case again).")
    Path keep;

    @Option(names = "--baseline", paramLabel = "FILE",
            description = "The --json report of an earlier run: a case that fails the same way as there is a known"
                    + " failure, listed but not failing the run, so a tool's CI can adopt this before the tool is perfect.")
    Path baseline;

    @Option(names = "--junit", paramLabel = "FILE", description = "Also write JUnit XML: a testcase per case (known failures skipped).")
    String junit;

    @Override
    public Integer call() throws IOException {
        Format f = Format.byName(format).filter(x -> ModelJson.modelClass(x).isPresent() && x.corpusFolder().isPresent())
                .orElseThrow(() -> new ParameterException(spec.commandLine(), "--format " + SafeText.of(format)
                        + " is not a format with cases: 1wvr, 4wvr, 8wvr, oprw, wwd, wmp, mm"));
        ToolCommand command;
        try {
            command = ToolCommand.parse(cmd, List.of("{in}", "{out}"));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        Set<String> known = known();
        Optional<ReportFile> junitFile = ReportFile.of(spec, "--junit", junit, List.of());
        List<WriterCase> cases = cases(f);
        if (cases.isEmpty()) {
            spec.commandLine().getErr().println("mapharness conformance writer: no " + f + " case in "
                    + SafeText.of(corpusDir().resolve(f.corpusFolder().orElseThrow())));
            spec.commandLine().getErr().flush();
            return ExitCodes.UNREADABLE;
        }
        PrintWriter out = spec.commandLine().getOut();
        Map<CaseVerdict, Integer> counts = new EnumMap<>(CaseVerdict.class);
        ArrayNode json = JsonNodeFactory.instance.arrayNode();
        List<CaseResult> results = new ArrayList<>();
        int[] newFailures = {0};
        new WriterConformance(command, timeout, Optional.ofNullable(keep)).run(cases, r -> {
            results.add(r);
            counts.merge(r.verdict(), 1, Integer::sum);
            boolean isKnown = known.contains(BaselineKeys.of(r));
            if (r.verdict() != CaseVerdict.PASS && !isKnown) {
                newFailures[0]++;
            }
            if (global.json()) {
                json.add(json(r, isKnown));
            } else {
                out.print(text(r, isKnown, keep != null));
                out.flush();
            }
        });
        int exit = newFailures[0] == 0 ? ExitCodes.OK : ExitCodes.FINDINGS;
        junitFile.ifPresent(j -> j.write(JUnitXml.conformance("mapharness conformance writer " + f.id(), results, known)));
        if (global.json()) {
            ObjectNode root = JsonNodeFactory.instance.objectNode();
            root.put("command", "conformance writer");
            root.put("format", f.id());
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
            out.println(cases.size() + " cases: " + String.join(", ", parts)
                    + (knownFailures > 0 ? " (" + knownFailures + " known from the baseline)" : ""));
        }
        out.flush();
        return exit;
    }

    /** The fixed case set: every corpus map of the format, by name. */
    private List<WriterCase> cases(Format f) throws IOException {
        Path dir = corpusDir().resolve(f.corpusFolder().orElseThrow());
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        List<WriterCase> cases = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path p : files.filter(Files::isRegularFile).sorted().toList()) {
                String name = p.getFileName().toString();
                int dot = name.lastIndexOf('.');
                cases.add(new WriterCase(f.id() + "/corpus/" + (dot > 0 ? name.substring(0, dot) : name),
                        Codecs.read(Files.readAllBytes(p), ReadOptions.STRICT).model()));
            }
        }
        return cases;
    }

    private Path corpusDir() {
        return corpus != null ? corpus : FuzzRunSettings.home().resolve("corpus");
    }

    /** The baseline's known failures; none without --baseline. */
    private Set<String> known() {
        if (baseline == null) {
            return Set.of();
        }
        try {
            return BaselineKeys.of(DumpCommand.JSON.readTree(Files.readAllBytes(baseline)));
        } catch (IOException | IllegalArgumentException e) {
            throw new FileProblem("--baseline " + SafeText.of(baseline) + " cannot be used: " + SafeText.of(e.getMessage()));
        }
    }

    private static String text(CaseResult r, boolean known, boolean kept) {
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%-9s %s%s", r.verdict().id(), SafeText.of(r.name()),
                known ? "  (known: the baseline has it)" : ""));
        if (r.verdict() != CaseVerdict.PASS) {
            for (String reason : r.reasons()) {
                sb.append(System.lineSeparator()).append("          ").append(SafeText.of(reason));
            }
            if (!r.stderr().isBlank()) {
                sb.append(System.lineSeparator()).append("          stderr: ")
                        .append(SafeText.of(r.stderr().strip().lines().findFirst().orElse("")));
            }
            if (kept) {
                sb.append(System.lineSeparator()).append("          again: ").append(SafeText.of(r.command()));
            }
        }
        return sb.append(System.lineSeparator()).toString();
    }

    private static ObjectNode json(CaseResult r, boolean known) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("case", r.name());
        o.put("verdict", r.verdict().id());
        o.put("known", known);
        ArrayNode reasons = o.putArray("reasons");
        r.reasons().forEach(reasons::add);
        o.put("command", r.command());
        o.put("stderr", r.stderr());
        o.put("millis", r.took().toMillis());
        return o;
    }
}
