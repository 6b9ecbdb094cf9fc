package dev.mapharness.bench.run;

import dev.mapharness.files.AtomicFiles;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.openjdk.jmh.runner.RunnerException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code bench/run}: runs a profile of the JMH suite and prints one table (MB/s, ratio to the
 * arraycopy baseline and to the peer, bytes allocated per decoded byte, how time grows with size)
 * and whether the performance goals are met.
 */
@Command(name = "bench/run", mixinStandardHelpOptions = true, sortOptions = false,
        version = "mapharness bench/run 0.1.0",
        description = {
            "Measures every codec, compressor and quad tree with JMH and prints one table.",
            "",
            "Each row gives the decoded payload MB/s (10^6 bytes); that rate over System.arraycopy of the same bytes in "
                    + "the same run; over the peer library on the same input (aircompressor for LZO1X, java.util.zip for "
                    + "LZSS); bytes allocated per decoded byte (JMH's GC profiler); and 'step', the time per operation over "
                    + "the next smaller size's, divided by how much the payload grew (1.00 is linear). After the table, "
                    + "whether each performance goal is met.",
            "",
            "Progress goes to standard error, the table to standard output. Benchmarks run one JVM at a time; on a "
                    + "shared machine, run nothing else heavy meanwhile."},
        footer = {"", "Examples:",
            "  bench/run                                 the short profile, a few minutes",
            "  bench/run --profile standard --readme bench/README.md",
            "  bench/run --include 'Lzo|Lzss' --profile full",
            "  bench/run --list                          what a profile would run, and about how long"})
public final class BenchCommand implements Callable<Integer> {
    static final String README_START = "<!-- bench/run results: start -->";
    static final String README_END = "<!-- bench/run results: end -->";

    @Option(names = "--profile", paramLabel = "short|standard|full", defaultValue = "short",
            description = "short: two smallest sizes, lenient decodes, half-second iterations; standard: all sizes but the "
                    + "largest, every operation; full: everything, longer iterations (default: ${DEFAULT-VALUE})")
    String profile;

    @Option(names = "--include", paramLabel = "REGEX",
            description = "only benchmarks whose 'Benchmark.operation' contains a match, e.g. Lzo, 'Oprw\\.decode', Wvr8")
    String include;

    @Option(names = "--list", description = "print the plan (benchmarks, parameters, runs, estimated time) and stop")
    boolean list;

    @Option(names = "--markdown", paramLabel = "FILE", description = "also write the table and goals to FILE (atomically)")
    Path markdown;

    @Option(names = "--readme", paramLabel = "FILE",
            description = "replace the results section of FILE (between the '" + README_START + "' markers) with this run")
    Path readme;

    private String[] arguments = new String[0];

    public static void main(String[] args) {
        BenchCommand command = new BenchCommand();
        command.arguments = args;
        System.exit(new CommandLine(command).setCaseInsensitiveEnumValuesAllowed(true).execute(args));
    }

    @Override
    public Integer call() throws IOException {
        PrintStream err = System.err;
        Profile chosen;
        try {
            chosen = Profile.valueOf(profile.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            err.println("bench/run: --profile is short, standard or full, not '" + profile + "'");
            return 2;
        }
        Pattern pattern;
        try {
            pattern = include == null ? null : Pattern.compile(include);
        } catch (PatternSyntaxException e) {
            err.println("bench/run: --include is not a regular expression: " + e.getDescription());
            return 2;
        }
        if (readme != null && !Files.isRegularFile(readme)) {
            err.println("bench/run: --readme " + readme + " is not a file");
            return 2;
        }
        Plan plan = Plan.of(chosen, pattern, new ProgressFormat(err, 0));
        plan.skipped().forEach(reason -> err.println("bench/run: " + reason));
        if (plan.groups().isEmpty()) {
            err.println("bench/run: no benchmark matches --include " + include + " (see --list)");
            return 2;
        }
        // about 1.5 s per fork for the JVM, the JIT and building the input
        double estimate = plan.runs() * (chosen.secondsPerRun() + 1.5);
        if (list) {
            for (Plan.Group group : plan.groups()) {
                System.out.printf(Locale.ROOT, "%-16s %-60s %s  (%d runs)%n", group.benchmark(), String.join(" ", group.operations()),
                        group.params(), group.runs());
            }
            System.out.printf(Locale.ROOT, "%d runs, about %d minutes%n", plan.runs(), Math.round(estimate / 60));
            return 0;
        }
        err.printf(Locale.ROOT, "bench/run: %s profile, %d runs, about %d minutes%n", chosen.label(), plan.runs(),
                Math.max(1, Math.round(estimate / 60)));
        List<Measurement> measurements;
        try {
            measurements = new BenchRun(chosen, 1).run(plan, err);
        } catch (RunnerException e) {
            err.println("bench/run: " + e.getMessage());
            for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
                err.println("  caused by " + cause);
            }
            return 1;
        }
        List<TableRow> rows = ResultTable.rows(measurements);
        String report = MarkdownTable.render(rows) + "\n" + Targets.render(Targets.check(rows));
        System.out.print(report);
        String section = header(chosen) + report;
        if (markdown != null) {
            AtomicFiles.write(markdown, section.getBytes(StandardCharsets.UTF_8));
        }
        if (readme != null) {
            String text = Files.readString(readme);
            AtomicFiles.write(readme, ReadmeSection.replace(text, README_START, README_END, section).getBytes(StandardCharsets.UTF_8));
            err.println("bench/run: wrote the results into " + readme);
        }
        return 0;
    }

    private String header(Profile chosen) {
        Runtime runtime = Runtime.getRuntime();
        return String.format(Locale.ROOT, "Measured on %s with `bench/run%s` (%s profile): %d cores, %s %s, %s.%n%n",
                LocalDate.now(), arguments.length == 0 ? "" : " " + String.join(" ", arguments), chosen.label(),
                runtime.availableProcessors(), System.getProperty("java.vm.name"), System.getProperty("java.version"),
                System.getProperty("os.name") + " " + System.getProperty("os.arch"));
    }
}
