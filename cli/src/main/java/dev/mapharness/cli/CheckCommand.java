package dev.mapharness.cli;

import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Severity;
import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.Evidence;
import dev.mapharness.reports.FileCheck;
import dev.mapharness.reports.baseline.CheckBaseline;
import dev.mapharness.reports.rules.RuleSettings;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Predicate;
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
            "what the format expects there and what the file holds.",
            "",
            "Batches stream: each file's result is printed as soon as it is known (in input",
            "order, whatever -j is) and then forgotten, so a folder of any size needs only the",
            "heap its largest file needs. A directory stands for the map files under it (by",
            "extension or by their first bytes; --all-files takes every file); --from LIST",
            "adds the paths listed in LIST. On a terminal a progress line shows files done,",
            "files per second, files with errors and the time left; a closing line on standard",
            "error gives the counts and the slowest files. --resume STATE skips what an",
            "interrupted run has checked. --watch DIR checks each map file again whenever it",
            "changes, until Ctrl-C."},
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
            "  mapharness check --json build/*.wrp | jq '.files[] | select(.status != \"conforms\")'",
            "  mapharness check --html report.html --junit check.xml archive/",
            "  mapharness check --sarif check.sarif out/",
            "  mapharness check --write-baseline known.json out/   (once; commit known.json)",
            "  mapharness check --baseline known.json out/   (fails on new findings only)",
            "  find /mnt/maps -name '*.wwd' | mapharness check --from - --json-lines > results.jsonl",
            "  mapharness check --resume archive.state archive/   (again after an interruption)",
            "  mapharness check --watch out/   (while a writer under development rewrites out/)"})
final class CheckCommand implements Callable<Integer>, HasGlobalOptions {
    @Spec
    CommandSpec spec;

    @Mixin
    GlobalOptions global = new GlobalOptions();

    @Mixin
    BatchOptions batch = new BatchOptions();

    @Mixin
    RuleOptions rules = new RuleOptions();

    /** The rule settings of this run, once {@link #call} has read them. */
    RuleSettings settings = RuleSettings.NONE;

    @Option(names = "--html", paramLabel = "OUT",
            description = "Also write HTML: for one file a self-contained page (every finding, the map drawn with the"
                    + " findings marked, the differing bytes as annotated hex); for a batch an index page (counts by"
                    + " format and verdict, the commonest findings, a row per file) with such a page per file that"
                    + " does not conform, in OUT's name with .files instead of .html.")
    String html;

    @Option(names = "--junit", paramLabel = "FILE",
            description = "Also write JUnit XML for CI systems: a testcase per file and check (read, violations, canonical encoding).")
    String junit;

    @Option(names = "--sarif", paramLabel = "FILE",
            description = "Also write a SARIF 2.1.0 log for code-scanning tools: every rule, and a result per finding (its"
                    + " rule, severity, file, byte range or line and column, and field) or per file that does not read.")
    String sarif;

    @Option(names = "--baseline", paramLabel = "FILE",
            description = "Findings an earlier run had (its --write-baseline, --json or --sarif output): one of the same file,"
                    + " rule and field (at any offset) is known, listed but not failing, so a tool's CI can adopt check"
                    + " before its files are perfect and still fail on new findings. A file that does not read always fails.")
    String baseline;

    @Option(names = "--write-baseline", paramLabel = "FILE",
            description = "Write every finding of this run (file, rule and field) to FILE, for a later --baseline FILE.")
    String writeBaseline;

    @Option(names = "--fail-on", paramLabel = "SEVERITY", converter = SeverityConverter.class, defaultValue = "error",
            description = "The least severity that makes a file not conform: error (default), warning or note.")
    Severity failOn = Severity.ERROR;

    @Option(names = "--resume", paramLabel = "STATE",
            description = "Record each file checked in STATE, and skip the files STATE says this same build has checked"
                    + " (unchanged since), so that an interrupted run over a large archive continues where it stopped.")
    String resume;

    @Option(names = "--watch", paramLabel = "DIR",
            description = "Check the map files under DIR, then check each again whenever it is written, one line per"
                    + " change, until Ctrl-C.")
    String watch;

    @Parameters(arity = "0..*", paramLabel = "FILE", description = "Map files to check; a directory stands for the map files under it.")
    List<String> files = new ArrayList<>();

    @Override
    public GlobalOptions globalOptions() {
        return global;
    }

    @Override
    public Integer call() throws IOException {
        if (watch != null) {
            return CheckWatch.run(this);
        }
        BatchCommands.requireInputs(spec, files, batch, global);
        settings = rules.settings(spec, files.stream().findFirst());
        List<String> outputs = new ArrayList<>(files);
        Optional<ReportFile> htmlFile = ReportFile.of(spec, "--html", html, files);
        Optional<ReportFile> junitFile = ReportFile.of(spec, "--junit", junit, files);
        Optional<ReportFile> sarifFile = ReportFile.of(spec, "--sarif", sarif, files);
        Optional<ReportFile> baselineOut = ReportFile.of(spec, "--write-baseline", writeBaseline, files);
        Optional<CheckBaseline> known = CheckBaselines.read(baseline);
        Optional<ResumeState> state = resume == null ? Optional.empty()
                : Optional.of(BatchCommands.resumeState(spec, resume, outputs, failOn));
        boolean single = BatchCommands.singleFile(files, batch);
        // pictures and hex need a file's bytes and model: only for the pages HTML draws
        Predicate<CheckResult> pictured = r -> htmlFile.isPresent() && (single || r.status() != CheckResult.Status.CONFORMS);
        try (BatchInputs inputs = BatchCommands.inputs(spec, files, batch);
             CheckSinks sinks = CheckSinks.open(spec, global, batch, htmlFile, junitFile, sarifFile, baselineOut, single,
                     inputs.total())) {
            state.ifPresent(sinks::resumeFrom);
            known.ifPresent(b -> sinks.judgedByBaseline());
            Thread hook = sinks.cleanUpOnExit();
            try {
                new BatchRunner<BatchInput, CheckedFile>(batch.jobs, HeapEstimate.budget(), HeapEstimate::of)
                        .run(inputs, in -> CheckBaselines.apply(known, check(in, state, pictured)), sinks::add);
                return sinks.finish();
            } catch (BatchRunner.BatchInterrupted e) {
                return ExitCodes.INTERRUPTED;
            } finally {
                CheckSinks.forget(hook);
            }
        } finally {
            if (state.isPresent()) {
                state.get().close();
            }
        }
    }

    /** One file, on a worker thread: never throws for anything the file can cause. */
    CheckedFile check(BatchInput in, Optional<ResumeState> state, Predicate<CheckResult> keepEvidence) {
        long started = System.nanoTime();
        if (in.problem().isPresent()) {
            return CheckedFile.of(FileCheck.unread(in.name(), -1, Optional.empty(), in.problem().get(), Evidence.NONE,
                    failOn), Optional.empty(), FileStamp.NONE, 0);
        }
        FileStamp stamp = FileStamp.of(in.name());
        if (state.isPresent()) {
            Optional<ResumeState.Done> earlier = state.get().earlier(in.name(), stamp.size(), stamp.modified());
            if (earlier.isPresent()) {
                return CheckedFile.resumed(in.name(), earlier.get());
            }
        }
        LoadedFile f = InputFiles.load(in.name(), ReadOptions.STRICT.withFieldLocations());
        CheckResult r = settings.apply(check(f, failOn));
        return CheckedFile.of(keepEvidence.test(r) ? r : r.withoutEvidence(), f.cause(), stamp, System.nanoTime() - started);
    }

    /** The result for a file already read: the one place {@code check} and {@code check --watch} assemble it. */
    static CheckResult check(LoadedFile f, Severity failOn) {
        if (f.failure().isPresent()) {
            return FileCheck.unread(f.name(), f.size(), f.detection(), f.failure().get(), f.evidence(), failOn);
        }
        try {
            return FileCheck.of(f.name(), f.bytes(), f.detection(), f.decodedOrThrow(), failOn);
        } catch (OutOfMemoryError e) {
            // what the comparison held is let go as this returns; the next file starts with the heap free
            return FileCheck.unread(f.name(), f.size(), f.detection(), OutOfMemory.failure("checking it", f.size()),
                    Evidence.NONE, failOn);
        }
    }
}
