package dev.mapharness.cli;

import dev.mapharness.fuzz.FuzzTarget;
import dev.mapharness.fuzz.FuzzTargets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "fuzz", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        sortOptions = false,
        headerHeading = "%n",
        header = "Fuzz decoders, writers and migrations with Jazzer; keep what breaks them.",
        description = {
            "Runs each TARGET (default: all; '--list' shows them, 'oprw-*' picks several)",
            "in its own JVM, one after another, sharing --time equally. Each starts from",
            "its committed seeds and dictionary (corpus/fuzz/TARGET/) and from what earlier",
            "runs learnt (--out).",
            "",
            "--time counts from the command's start and covers triage and the summary. A",
            "target that runs gets at least 10 s of fuzzing on top of its JVM's start (5-12",
            "s); when the time does not give every TARGET that, fewer run: those that ran",
            "longest ago in any run under --out (or never) first, as the nightly's rotation",
            "does; the table and summary.json say which were rotated out. The first target",
            "always runs, so a --time shorter than one JVM start and 1 s of fuzzing is",
            "exceeded by that much; any other JVM still running 3 s before the end is",
            "killed.",
            "",
            "Every failing input is replayed, grouped by stack signature, reduced (smaller",
            "grids, fewer records, shorter strings, then libFuzzer's byte minimiser) and",
            "stored as corpus/fuzz/TARGET/findings/crash-SIGNATURE: './mvnw -B verify'",
            "replays it from then on. A summary.json for reports is written to the run's",
            "directory and to OUT/latest.json.",
            "",
            "Decoders, codec stages and migrations fuzz in two stages: libFuzzer explores",
            "with their reads alone, and a second JVM runs the full oracle (write, read",
            "back, layout rewrite, loss rules) on every input libFuzzer keeps, as it keeps",
            "it; what fails there is a finding like any other. --one-stage runs the full",
            "oracle on every input instead: several times slower, but it also reaches",
            "writer bugs whose inputs are nothing new to the reader.",
            "",
            "--coverage replays each TARGET's seeds, findings and working corpus under",
            "JaCoCo after fuzzing (in time kept for it) and writes an HTML report of the",
            "codecs' line and branch coverage into the run's coverage/ directory."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:nothing found",
            "1:findings (new, or known ones that still fail)",
            "2:usage error (unknown target, a time budget of zero)",
            "3:the corpus is missing, a directory or the --junit file is not writable; nothing was written"},
        footerHeading = "%nExamples:%n",
        footer = {
            "  mapharness fuzz --list",
            "  mapharness fuzz 'wwd-*' --time 5m --coverage",
            "  mapharness fuzz oprw-lzo-decode --time 10m",
            "  mapharness fuzz 'oprw-*' lzss-roundtrip --time 30m --json > summary.json"})
final class FuzzCommand implements Callable<Integer>, HasGlobalOptions {
    @Spec
    CommandSpec spec;

    @Mixin
    GlobalOptions global = new GlobalOptions();

    @Parameters(arity = "0..*", paramLabel = "TARGET", description = "Targets to fuzz, by name or with '*' patterns (default: all).")
    List<String> names = new ArrayList<>();

    @Option(names = "--time", paramLabel = "DURATION", defaultValue = "10m", converter = DurationConverter.class,
            description = "The whole run's time, shared by the targets (default: ${DEFAULT-VALUE}).")
    Duration time;

    @Option(names = "--list", description = "List the targets and what each checks, then exit.")
    boolean list;

    @Option(names = "--coverage", description = "After fuzzing, write the codecs' coverage by the targets' corpora"
            + " (an HTML report in the run's coverage/ directory; the numbers in summary.json).")
    boolean coverage;

    @Option(names = "--one-stage", description = "Explore with the full oracle on every input (slower; also finds"
            + " writer bugs that no input new to the reader reaches).")
    boolean oneStage;

    @Mixin
    FuzzRunSettings settings = new FuzzRunSettings();

    @Override
    public GlobalOptions globalOptions() {
        return global;
    }

    @Override
    public Integer call() {
        if (list) {
            StringBuilder out = new StringBuilder();
            for (FuzzTarget t : FuzzTargets.all()) {
                out.append(String.format("%-22s %-10s %s%n", t.name(), t.input().name().toLowerCase(java.util.Locale.ROOT), t.summary()));
            }
            Output.print(spec, out.toString());
            return ExitCodes.OK;
        }
        requirePositive(spec, time);
        return FuzzRuns.run(spec, select(spec, names), time, settings, global.json(), coverage, oneStage);
    }

    static void requirePositive(CommandSpec spec, Duration time) {
        if (time.isZero() || time.isNegative()) {
            throw new ParameterException(spec.commandLine(), "--time must be more than zero (examples: 90s, 10m, 1h)");
        }
    }

    /** The targets named, in registry order; '*' matches any characters. */
    static List<FuzzTarget> select(CommandSpec spec, List<String> names) {
        if (names.isEmpty()) {
            return FuzzTargets.all();
        }
        Set<String> chosen = new LinkedHashSet<>();
        for (String n : names) {
            String regex = java.util.Arrays.stream(n.split("\\*", -1)).map(java.util.regex.Pattern::quote)
                    .collect(java.util.stream.Collectors.joining(".*"));
            List<String> matched = FuzzTargets.names().stream().filter(t -> t.matches(regex)).toList();
            if (matched.isEmpty()) {
                throw new ParameterException(spec.commandLine(), "no fuzz target '" + n + "'; targets: "
                        + String.join(", ", FuzzTargets.names()));
            }
            chosen.addAll(matched);
        }
        return FuzzTargets.all().stream().filter(t -> chosen.contains(t.name())).toList();
    }
}
