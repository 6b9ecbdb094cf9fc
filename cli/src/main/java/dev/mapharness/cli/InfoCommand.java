package dev.mapharness.cli;

import dev.mapharness.format.ReadOptions;
import dev.mapharness.provenance.FileFacts;
import dev.mapharness.provenance.Fingerprints;
import dev.mapharness.provenance.Provenance;
import dev.mapharness.reports.FileCheck;
import dev.mapharness.reports.FileInfo;
import dev.mapharness.reports.OverridesJson;
import dev.mapharness.reports.OverridesText;
import dev.mapharness.reports.rules.Overrides;
import dev.mapharness.reports.rules.RuleSettings;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mapharness.reports.JsonReport;
import dev.mapharness.reports.ReadFailure;
import dev.mapharness.reports.TextReport;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "info", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        sortOptions = false,
        headerHeading = "%n",
        header = "Show what map files are: format, size, header and contents.",
        description = {
            "For each FILE: the detected format and the bytes that gave it away, the file size,",
            "the header values and counts of its contents, and the violations the reader saw.",
            "",
            "Reads strictly by default, so a file that breaks the format's rules stops with the",
            "byte offset and field at fault. --lenient reads what the games read and lists the",
            "rule breaks as violations instead. Formats mapharness recognises but does not",
            "read (OPRW 26+) are named, with what to do instead where there is something.",
            "Gamestudio's .wmp files are told apart by their bytes: binary (WMPB, WED 7/8) or",
            "text. A directory stands for the map files under it. Text formats (WMP, $$$$M)",
            "give the line and column as well as the byte.",
            "",
            "Like check, info streams a batch: each file is printed as soon as it is read, in",
            "input order whatever -j is, and forgotten; --from LIST, --all-files, --json-lines",
            "and the progress line work as they do there."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every file was read, or recognised but not supported yet",
            ExitCodes.USAGE_LINE,
            "3:a file is missing, of an unknown format, or does not decode"},
        footerHeading = "%nExamples:%n",
        footer = {
            "  mapharness info island.wrp",
            "  mapharness info --lenient --json maps/*.wrp > summary.json",
            "  mapharness info --json-lines --all-files archive/ > formats.jsonl"})
final class InfoCommand implements Callable<Integer>, HasGlobalOptions {
    @Spec
    CommandSpec spec;

    @Mixin
    GlobalOptions global = new GlobalOptions();

    @Mixin
    BatchOptions batch = new BatchOptions();

    @Mixin
    RuleOptions rules = new RuleOptions();

    @Option(names = "--lenient", description = "Read what the games read; rule breaks become violations.")
    boolean lenient;

    @Parameters(arity = "0..*", paramLabel = "FILE", description = "Map files to describe; a directory stands for the map files under it.")
    List<String> files = new ArrayList<>();

    @Override
    public GlobalOptions globalOptions() {
        return global;
    }

    /** One file once read, with how long it took and the exception behind a failure. */
    private record Described(FileInfo info, Optional<Throwable> cause, long nanos, Overrides overrides) {
        Described(FileInfo info, Optional<Throwable> cause, long nanos) {
            this(info, cause, nanos, Overrides.NONE);
        }

        /** The file with the rule settings applied to its violations, and what they changed. */
        Described with(RuleSettings settings) {
            if (settings.isEmpty() || info.violations().isEmpty()) {
                return this;
            }
            RuleSettings.Outcome o = settings.applyCounted(info.violations(), false);
            return new Described(new FileInfo(info.file(), info.size(), info.detection(), info.mode(), info.summary(),
                    o.findings(), info.failure(), info.writer()), cause, nanos, o.overrides());
        }
    }

    @Override
    public Integer call() throws IOException {
        BatchCommands.requireInputs(spec, files, batch, global);
        ReadOptions options = lenient ? ReadOptions.LENIENT : ReadOptions.STRICT;
        RuleSettings settings = rules.settings(spec, files.stream().findFirst());
        try (BatchInputs inputs = BatchCommands.inputs(spec, files, batch);
             BatchOutput output = new BatchOutput(spec, global, batch, "info", inputs.total())) {
            new BatchRunner<BatchInput, Described>(batch.jobs, HeapEstimate.budget(), HeapEstimate::of)
                    .run(inputs, in -> describe(in, options).with(settings), d -> print(output, d));
            return output.finish("");
        }
    }

    private static void print(BatchOutput output, Described d) {
        FileInfo f = d.info();
        boolean unsupported = f.failure().map(x -> x.reason() == ReadFailure.Reason.UNSUPPORTED_FORMAT).orElse(false);
        boolean unreadable = f.failure().isPresent() && !unsupported;
        String separator = output.files() > 0 ? System.lineSeparator() : "";
        try {
            output.file(f.file(), () -> {
                ObjectNode o = JsonReport.infoFile(f);
                OverridesJson.addApplied(o, d.overrides());
                return o;
            }, () -> separator + TextReport.infoFile(f) + overrides(d.overrides()),
                    unreadable ? "unreadable" : unsupported ? "not supported yet" : "read", d.nanos(),
                    unreadable ? ExitCodes.UNREADABLE : ExitCodes.OK, d.cause());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Described describe(BatchInput in, ReadOptions options) {
        long started = System.nanoTime();
        if (in.problem().isPresent()) {
            return new Described(new FileInfo(in.name(), -1, Optional.empty(), options.mode(), Map.of(), List.of(),
                    in.problem(), Optional.empty()), Optional.empty(), 0);
        }
        LoadedFile f = InputFiles.load(in.name(), options);
        try {
            return new Described(new FileInfo(in.name(), f.size(), f.detection(), options.mode(),
                    f.decoded().map(d -> d.model().summary()).orElse(Map.of()),
                    f.decoded().map(d -> FileCheck.findings(d.violations())).orElse(List.of()),
                    f.failure(), writer(f)), f.cause(), System.nanoTime() - started);
        } catch (OutOfMemoryError e) {
            return new Described(new FileInfo(in.name(), f.size(), f.detection(), options.mode(), Map.of(), List.of(),
                    Optional.of(OutOfMemory.failure("describing it", f.size())), Optional.empty()), Optional.empty(),
                    System.nanoTime() - started);
        }
    }

    private static String overrides(Overrides o) {
        StringBuilder sb = new StringBuilder();
        OverridesText.append(sb, o, "  ");
        return sb.toString();
    }

    /** Which tool most likely wrote the file: from its model when it read, from its bytes alone when not. */
    private static Optional<Provenance> writer(LoadedFile f) {
        if (f.decoded().isPresent()) {
            return Optional.of(Fingerprints.identify(FileFacts.read(f.bytes(), f.decoded().get())));
        }
        if (f.bytes().length == 0) {
            return Optional.empty(); // not opened, or too large to
        }
        return Optional.of(f.detection().map(d -> Fingerprints.identify(FileFacts.unread(d.format(), f.bytes())))
                .orElseGet(Fingerprints::noFormat));
    }
}
