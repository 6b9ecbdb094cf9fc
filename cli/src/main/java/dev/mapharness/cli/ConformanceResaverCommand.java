package dev.mapharness.cli;

import dev.mapharness.conformance.CasePlan;
import dev.mapharness.conformance.NamedMap;
import dev.mapharness.conformance.ResaverCases;
import dev.mapharness.conformance.ResaverConformance;
import dev.mapharness.format.Format;
import dev.mapharness.reports.SafeText;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import dev.mapharness.reports.rules.RuleSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

@Command(name = "resaver", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        sortOptions = false,
        headerHeading = "%n",
        header = "Test a tool that loads a map file and saves it again: the saved file must hold what the input holds.",
        description = {
            "For each case, writes a map file of FORMAT to {in}, runs --cmd (a library's load and save, an",
            "editor's command-line save), and reads the file the tool leaves at {out}. Verdicts: pass (it",
            "reads to the input's model, with no error and no warning at a field where the input has",
            "none; with --exact it is also the input byte for byte), fail (it does not read, has such a",
            "finding, such as a checksum the tool gets wrong, or holds other values: each differing field",
            "with both values), crash (exit code other than 0), timeout, no-output. Notes, known editors'",
            "habits, never fail a case.",
            "",
            "The cases: every map of the corpus (FORMAT/corpus/NAME), with --files the files of FORMAT",
            "under DIR, told by their bytes (FORMAT/file/PATH), then --cases files of generated models",
            "(FORMAT/generated/SEED-K), with --fuzz more for that long (FORMAT/fuzz/SEED-K). A file",
            "mapharness does not read is no case, and is said so on standard error. A failing case is",
            "shrunk (model, then bytes) to the smallest file that fails the same way."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every case passes (or fails only as --baseline expects)",
            "1:some case does not pass (and is not a known failure)",
            "2:usage error (no {in} or {out} in --cmd, a quote not closed, a format with no cases, --files not a folder)",
            "3:no case: the corpus and --files hold none for the format and none is generated"},
        footerHeading = "%nExamples:%n",
        footer = {
            "  mapharness conformance resaver --format wwd --cmd './wapresave {in} {out}'",
            "  mapharness conformance resaver --format wwd --cmd './wapresave {in} {out}' --files ~/claw/levels --exact",
            "  mapharness conformance resaver --format mm --cmd 'editor.exe /load {in} /save {out}' --html r.html"})
final class ConformanceResaverCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    GlobalOptions global = new GlobalOptions();

    @Mixin
    ConformanceOptions options = new ConformanceOptions();

    @Mixin
    RuleOptions rules = new RuleOptions();

    @Option(names = "--files", paramLabel = "DIR",
            description = "Also give the tool every file of FORMAT under DIR (your own maps), after the corpus.")
    Path files;

    @Option(names = "--exact", description = "The saved file must be the input byte for byte, not only hold the same model.")
    boolean exact;

    @Override
    public Integer call() throws IOException {
        Format f = options.format(spec);
        if (options.target(spec).version().isPresent()) {
            throw new ParameterException(spec.commandLine(), "--format " + SafeText.of(options.format)
                    + ": a re-saver is given files of every version of its format; give the format alone");
        }
        PrintWriter err = spec.commandLine().getErr();
        List<NamedMap> own = List.of();
        if (files != null) {
            if (!Files.isDirectory(files)) {
                throw new ParameterException(spec.commandLine(), "--files " + SafeText.of(files) + " is not a folder");
            }
            int[] others = {0};
            own = CorpusMaps.userFiles(files, f, others);
            if (others[0] > 0) {
                err.println("mapharness conformance resaver: " + others[0] + " files under " + SafeText.of(files)
                        + " are not " + f + "; left out");
            }
        }
        CasePlan plan = options.plan(spec);
        RuleSettings settings = rules.settings(spec, java.util.Optional.ofNullable(files).map(Path::toString));
        ConformanceSession session = new ConformanceSession(spec, global, "conformance resaver", f, options, plan);
        RuleOptions.announce(spec, "conformance resaver", settings);
        ResaverConformance runner = new ResaverConformance(options.command(spec), options.timeout, exact,
                options.keepDir(), options.shrinking(spec)).withRules(settings);
        runner.run(ResaverCases.of(f, CorpusMaps.of(options.corpusDir(), f), own, plan, skipped -> {
            err.println("mapharness conformance resaver: " + SafeText.of(skipped));
            err.flush();
        }), session::add);
        return session.finish().orElseGet(() -> options.noCases(spec, "conformance resaver", f));
    }
}
