package dev.mapharness.cli;

import dev.mapharness.format.Format;
import dev.mapharness.reports.SafeText;
import dev.mapharness.conformance.CasePlan;
import dev.mapharness.conformance.ReaderCases;
import dev.mapharness.conformance.ReaderConformance;
import java.io.IOException;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

@Command(name = "reader", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        sortOptions = false,
        headerHeading = "%n",
        header = "Test a map reader: give it every case, compare the JSON dump it writes with mapharness's reading.",
        description = {
            "For each case, writes the file to {in}, runs --cmd, and reads the JSON dump ('mapharness",
            "dump', docs/json-dump.md) the tool leaves at {out}, comparing it with what mapharness",
            "reads from the file (leniently, as the games read) field by field. The cases are every map",
            "of FORMAT's corpus (FORMAT/corpus/NAME), each also cut at a third and two thirds",
            "(FORMAT/truncated/…) and with 8 bytes overwritten, three times (FORMAT/mutated/…), every",
            "committed fuzzing finding of FORMAT's decoder (FORMAT/finding/…), then --cases files of",
            "generated models (FORMAT/generated/SEED-K) and with --fuzz more for that long, in turn",
            "whole, cut short and overwritten (FORMAT/fuzz/SEED-K).",
            "",
            "Where mapharness refuses a file, the tool must refuse it too, with an exit code from 1",
            "to 127. Verdicts: pass; fail (another model, each differing field with both values; a",
            "refused file that mapharness reads; exit 0 on a file that does not read; a dump that is",
            "not valid); crash (killed by a signal, exit 128 and above); timeout; no-output. A failing",
            "case is shrunk (model, then bytes) to the smallest file that fails the same way."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every case passes (or fails only as --baseline expects)",
            "1:some case does not pass (and is not a known failure)",
            "2:usage error (no {in} or {out} in --cmd, a quote not closed, a format with no dump)",
            "3:no case: the corpus holds none for the format and none is generated"},
        footerHeading = "%nExamples:%n",
        footer = {
            "  mapharness conformance reader --format wwd --cmd 'python3 myreader.py {in} {out}'",
            "  mapharness conformance reader --format oprw --cmd './wrpdump {in} --json {out}' --junit reader.xml",
            "  mapharness conformance reader --format 4wvr --cmd './wrpdump {in} {out}' --fuzz 5m --keep kept"})
final class ConformanceReaderCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    GlobalOptions global = new GlobalOptions();

    @Mixin
    ConformanceOptions options = new ConformanceOptions();

    @Override
    public Integer call() throws IOException {
        Format f = options.format(spec);
        if (options.target(spec).version().isPresent()) {
            throw new ParameterException(spec.commandLine(), "--format " + SafeText.of(options.format)
                    + ": a reader is tested on every version of its format; give the format alone");
        }
        CasePlan plan = options.plan(spec);
        ConformanceSession session = new ConformanceSession(spec, global, "conformance reader", f, options, plan);
        ReaderConformance runner = new ReaderConformance(options.command(spec), options.timeout,
                options.keepDir(), options.shrinking(spec));
        runner.run(ReaderCases.of(f, CorpusMaps.of(options.corpusDir(), f), CorpusMaps.findings(options.corpusDir(), f), plan),
                session::add);
        return session.finish().orElseGet(() -> options.noCases(spec, "conformance reader", f));
    }
}
