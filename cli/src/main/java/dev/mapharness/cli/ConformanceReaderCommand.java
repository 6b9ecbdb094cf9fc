package dev.mapharness.cli;

import dev.mapharness.format.Format;
import dev.mapharness.reports.conformance.ReaderCase;
import dev.mapharness.reports.conformance.ReaderCases;
import dev.mapharness.reports.conformance.ReaderConformance;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
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
            "(FORMAT/truncated/…) and with 8 bytes overwritten, three times (FORMAT/mutated/…), and",
            "every committed fuzzing finding of FORMAT's decoder (FORMAT/finding/…).",
            "",
            "Where mapharness refuses a file, the tool must refuse it too, with an exit code from 1",
            "to 127. Verdicts: pass; fail (another model, each differing field with both values; a",
            "refused file that mapharness reads; exit 0 on a file that does not read; a dump that is",
            "not valid); crash (killed by a signal, exit 128 and above); timeout; no-output."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every case passes (or fails only as --baseline expects)",
            "1:some case does not pass (and is not a known failure)",
            "2:usage error (no {in} or {out} in --cmd, a quote not closed, a format with no dump)",
            "3:the corpus holds no case for FORMAT"},
        footerHeading = "%nExamples:%n",
        footer = {
            "  mapharness conformance reader --format wwd --cmd 'python3 myreader.py {in} {out}'",
            "  mapharness conformance reader --format oprw --cmd './wrpdump {in} --json {out}' --junit reader.xml"})
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
        ReaderConformance runner = new ReaderConformance(options.command(spec), options.timeout);
        ConformanceSession session = new ConformanceSession(spec, global, "conformance reader", f, options, false);
        List<ReaderCase> cases = cases(f);
        if (cases.isEmpty()) {
            return options.noCases(spec, "conformance reader", f);
        }
        runner.run(cases, session::add);
        return session.finish();
    }

    private List<ReaderCase> cases(Format f) throws IOException {
        List<ReaderCase> cases = new ArrayList<>();
        for (CorpusMaps.Named m : CorpusMaps.of(options.corpusDir(), f)) {
            cases.addAll(ReaderCases.of(f, "corpus", m.name(), m.bytes(), true));
        }
        // every finding the fuzzers kept for this format's decoder: files that once broke a reader
        Path fuzz = options.corpusDir().resolve("fuzz");
        List<Path> decoders = List.of();
        if (Files.isDirectory(fuzz)) {
            try (Stream<Path> targets = Files.list(fuzz)) {
                // oprw has a decoder per compression (oprw-lzss-decode, oprw-lzo-decode)
                decoders = targets.filter(t -> t.getFileName().toString().startsWith(f.id() + "-")
                        && t.getFileName().toString().endsWith("-decode")).sorted().toList();
            }
        }
        for (Path findings : decoders.stream().map(d -> d.resolve("findings")).filter(Files::isDirectory).toList()) {
            try (Stream<Path> files = Files.list(findings)) {
                for (Path p : files.filter(Files::isRegularFile).sorted().toList()) {
                    String name = p.getFileName().toString();
                    int dot = name.lastIndexOf('.');
                    cases.addAll(ReaderCases.of(f, "finding", dot > 0 ? name.substring(0, dot) : name,
                            Files.readAllBytes(p), false));
                }
            }
        }
        return cases;
    }
}
