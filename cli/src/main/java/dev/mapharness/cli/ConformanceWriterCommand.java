package dev.mapharness.cli;

import dev.mapharness.Codecs;
import dev.mapharness.format.Format;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.reports.conformance.ToolCommand;
import dev.mapharness.reports.conformance.WriterCase;
import dev.mapharness.reports.conformance.WriterConformance;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
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
            "each case runs in a temporary directory of its own, removed afterwards.",
            "",
            "--keep DIR keeps each case that does not pass; --baseline (an earlier --json report)",
            "makes only new failures fail the run; --junit writes a testcase per case."},
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

    @Mixin
    ConformanceOptions options = new ConformanceOptions();

    @Option(names = "--keep", paramLabel = "DIR",
            description = "Keep each case that does not pass in DIR/NAME: case.json, the tool's file, stderr.txt and"
                    + " command.txt (the command line that runs the case again).")
    Path keep;

    @Override
    public Integer call() throws IOException {
        Format f = options.format(spec);
        ToolCommand command = options.command(spec);
        ConformanceSession session = new ConformanceSession(spec, global, "conformance writer", f, options, keep != null);
        List<WriterCase> cases = cases(f);
        if (cases.isEmpty()) {
            return options.noCases(spec, "conformance writer", f);
        }
        new WriterConformance(command, options.timeout, Optional.ofNullable(keep)).run(cases, session::add);
        return session.finish();
    }

    /** The fixed case set: every corpus map of the format, by name. */
    private List<WriterCase> cases(Format f) throws IOException {
        List<WriterCase> cases = new ArrayList<>();
        for (CorpusMaps.Named m : CorpusMaps.of(options.corpusDir(), f)) {
            cases.add(new WriterCase(f.id() + "/corpus/" + m.name(), Codecs.read(m.bytes(), ReadOptions.STRICT).model()));
        }
        return cases;
    }
}
