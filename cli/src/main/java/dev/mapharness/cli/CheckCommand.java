package dev.mapharness.cli;

import dev.mapharness.Codecs;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Severity;
import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.Evidence;
import dev.mapharness.reports.compare.CanonicalComparison;
import dev.mapharness.reports.compare.EncodingDifference;
import dev.mapharness.reports.compare.Verdict;
import dev.mapharness.reports.Finding;
import dev.mapharness.reports.JsonReport;
import dev.mapharness.reports.TextReport;
import dev.mapharness.reports.html.HtmlReport;
import dev.mapharness.reports.html.PictureSource;
import dev.mapharness.reports.junit.JUnitXml;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "check", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        sortOptions = false,
        headerHeading = "%n",
        header = "Check that map files conform to their format, byte for byte.",
        description = {
            "Reads each FILE strictly and lists every rule it breaks, with the byte offset",
            "(decimal and hex) and the field there. The file is then written back out and the",
            "canonical encoding compared with it field by field: each differing field is listed",
            "with its bytes on both sides and a verdict. Harmless differences (another LZSS, LZO",
            "or zlib stream, another quad tree shape, other spacing in a text format, all",
            "decoding to the same values) do not fail the check; real ones do.",
            "",
            "Every finding has a severity: error (the games or their tools would fail on the",
            "file or misread it), warning (valid, but most likely a writer's mistake) or note",
            "(unusual, and known to be written by a real editor, which the note names). A file",
            "conforms unless it has an error; --fail-on warning or --fail-on note tightens that.",
            "",
            "A file that does not decode at all gets one line: where reading stopped, the field,",
            "what the format expects there and what the file holds."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every file conforms (no finding of the --fail-on severity or graver)",
            "1:some file has an error (or a finding of the --fail-on severity), or a real difference from the canonical form",
            ExitCodes.USAGE_LINE,
            "3:a file is missing, of an unknown or unsupported format, or does not decode"},
        footerHeading = "%nExamples:%n",
        footer = {
            "  mapharness check out/island.wrp",
            "  mapharness check --fail-on warning levels/",
            "  mapharness check --json build/*.wrp | jq '.files[] | select(.status != \"conforms\")'"})
final class CheckCommand implements Callable<Integer>, HasGlobalOptions {
    @Spec
    CommandSpec spec;

    @Mixin
    GlobalOptions global = new GlobalOptions();

    @Option(names = "--html", paramLabel = "OUT",
            description = "Also write a self-contained HTML page: every finding, the map drawn with the findings marked,"
                    + " and the differing bytes as annotated hex.")
    String html;

    @Option(names = "--junit", paramLabel = "FILE",
            description = "Also write JUnit XML for CI systems: a testcase per file and check (read, violations, canonical encoding).")
    String junit;

    @Option(names = "--fail-on", paramLabel = "SEVERITY", converter = SeverityConverter.class, defaultValue = "error",
            description = "The least severity that makes a file not conform: error (default), warning or note.")
    Severity failOn = Severity.ERROR;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Map files to check; a directory stands for the map files under it.")
    List<String> files = new ArrayList<>();

    @Override
    public GlobalOptions globalOptions() {
        return global;
    }

    @Override
    public Integer call() {
        Optional<ReportFile> htmlFile = ReportFile.of(spec, "--html", html, files);
        Optional<ReportFile> junitFile = ReportFile.of(spec, "--junit", junit, files);
        List<CheckResult> results = new ArrayList<>();
        int exit = ExitCodes.OK;
        for (String name : MapFileNames.expand(files)) {
            CheckResult r = check(InputFiles.load(name, ReadOptions.STRICT.withFieldMap())).withFailOn(failOn);
            results.add(r);
            exit = Math.max(exit, switch (r.status()) {
                case CONFORMS -> ExitCodes.OK;
                case DOES_NOT_CONFORM -> ExitCodes.FINDINGS;
                case UNSUPPORTED, UNREADABLE -> ExitCodes.UNREADABLE;
            });
        }
        Output.print(spec, global.json() ? JsonReport.check(results, exit) : TextReport.check(results));
        htmlFile.ifPresent(f -> f.write(HtmlReport.check(results, PictureSource.MAPS)));
        junitFile.ifPresent(f -> f.write(JUnitXml.check(results)));
        return exit;
    }

    /**
     * Where the model written back in the file's own layout first differs from the file: what is not
     * changed must not be rewritten, so any difference is mapharness's bug. A writer that refuses the
     * model is a finding of the canonical comparison already.
     */
    private static OptionalLong rewriteDiffersAt(byte[] bytes, Decoded<? extends MapModel> decoded) {
        try {
            int at = Arrays.mismatch(bytes, Codecs.write(decoded.model(), decoded.layout()));
            return at < 0 ? OptionalLong.empty() : OptionalLong.of(at);
        } catch (MapWriteException e) {
            return OptionalLong.empty();
        }
    }

    private CheckResult check(LoadedFile f) {
        Output.trace(spec, global, f.name(), f.cause());
        if (f.failure().isPresent()) {
            return new CheckResult(f.name(), f.size(), f.detection(), List.of(), f.failure(),
                    List.of(), f.evidence(), Evidence.NONE);
        }
        Decoded<? extends MapModel> decoded = f.decodedOrThrow();
        List<Finding> findings = new ArrayList<>(InfoCommand.findings(decoded.violations()));
        CanonicalComparison.Outcome canonical = CanonicalComparison.of(f.bytes(), decoded);
        canonical.failure().ifPresent(findings::add);
        for (EncodingDifference d : canonical.differences()) {
            if (d.verdict() == Verdict.REAL && !canonical.explainedByViolation(d)) {
                findings.add(Finding.error(Finding.Kind.NOT_CANONICAL, d.inFile().isEmpty() ? -1 : d.inFile().start(),
                        d.firstElement(), d.explanation()));
            }
        }
        if (canonical.omitted() > 0) {
            findings.add(Finding.error(Finding.Kind.NOT_CANONICAL, -1, "", canonical.omitted()
                    + " more fields differ from the canonical encoding"));
        }
        return new CheckResult(f.name(), f.size(), f.detection(), findings, f.failure(), canonical.differences(),
                f.evidence(), canonical.canonical(), canonical.omitted(), rewriteDiffersAt(f.bytes(), decoded));
    }
}
