package dev.mapharness.cli;

import dev.mapharness.format.Format;
import dev.mapharness.fuzz.reduce.ReduceLimits;
import dev.mapharness.migrate.MigrationTarget;
import dev.mapharness.reports.SafeText;
import dev.mapharness.reports.conformance.BaselineKeys;
import dev.mapharness.conformance.CasePlan;
import dev.mapharness.conformance.Shrinking;
import dev.mapharness.conformance.ToolCommand;
import dev.mapharness.reports.dump.ModelJson;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** What {@code conformance writer} and {@code conformance reader} share: the format, the tool, the cases, the limits, the reports. */
final class ConformanceOptions {
    @Option(names = "--format", required = true, paramLabel = "FORMAT",
            description = "The format the tool handles: 1wvr, 4wvr, 8wvr, oprw, wwd, wmp, mm (for a converter's"
                    + " target also an OPRW version, oprw20, or wwd-uncompressed).")
    String format;

    @Option(names = "--cmd", required = true, paramLabel = "COMMAND",
            description = "The tool's command line, with {in} and {out}; split into words as a shell would, run without one.")
    String cmd;

    @Option(names = "--cases", paramLabel = "N", defaultValue = "" + CasePlan.FIXED_GENERATED,
            description = "Generated cases after the corpus: models from the round-trip generators with --seed,"
                    + " named FORMAT/generated/SEED-K (default: ${DEFAULT-VALUE}; 0 for the corpus alone).")
    int cases;

    @Option(names = "--seed", paramLabel = "S",
            description = "The seed of the generated cases (default: " + CasePlan.FIXED_SEED + ", the fixed case set;"
                    + " --fuzz without --seed draws a new seed and prints it).")
    Long seed;

    @Option(names = "--fuzz", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "After the other cases, keep generating cases for this long (30s, 10m, 1h):"
                    + " FORMAT/fuzz/SEED-K, differential fuzzing of the tool against mapharness.")
    Duration fuzz;

    @Option(names = "--timeout", paramLabel = "DURATION", defaultValue = "30s", converter = DurationConverter.class,
            description = "How long one case may take (default: ${DEFAULT-VALUE}).")
    Duration timeout;

    @Option(names = "--shrink-runs", paramLabel = "N", defaultValue = "200",
            description = "Runs of the tool at most to shrink a failure (default: ${DEFAULT-VALUE}); the first case"
                    + " of each way of failing is shrunk, 0 shrinks none.")
    int shrinkRuns;

    @Option(names = "--corpus", paramLabel = "DIR", description = "The corpus to take cases from (default: the repository's).")
    Path corpus;

    @Option(names = "--keep", paramLabel = "DIR",
            description = "Keep each case that does not pass in DIR/NAME: its input, the tool's output, stderr.txt and"
                    + " command.txt (the command line that runs the case again); its shrunk case the same way in shrunk/.")
    Path keep;

    @Option(names = "--baseline", paramLabel = "FILE",
            description = "The --json report of an earlier run: a case that fails the same way as there is a known"
                    + " failure, listed but not failing the run, so a tool's CI can adopt this before the tool is perfect.")
    Path baseline;

    @Option(names = "--junit", paramLabel = "FILE", description = "Also write JUnit XML: a testcase per case (known failures skipped).")
    String junit;

    @Option(names = "--sarif", paramLabel = "FILE",
            description = "Also write a SARIF 2.1.0 log: a result per case that does not pass, of the rule of its verdict"
                    + " (conformance/case-failed, tool-crashed, tool-timed-out, no-output); known failures as unchanged.")
    String sarif;

    @Option(names = "--html", paramLabel = "FILE",
            description = "Also write an HTML report: the cases by kind and verdict, then each failure with its fields,"
                    + " maps, shrunk case and command line. Without --keep, failing cases are kept in FILE.cases/.")
    String html;

    private Long drawnSeed;

    /** Where the tool's files must be: a format with a dump and a corpus folder, or for a converter a version of one. */
    MigrationTarget target(CommandSpec spec) {
        return MigrationTarget.parse(format)
                .filter(t -> ModelJson.modelClass(t.format()).isPresent() && t.format().corpusFolder().isPresent())
                .orElseThrow(() -> new ParameterException(spec.commandLine(), "--format " + SafeText.of(format)
                        + " is not a format with cases: 1wvr, 4wvr, 8wvr, oprw, wwd, wmp, mm"));
    }

    /** The format, which must have a dump and a corpus folder. */
    Format format(CommandSpec spec) {
        return target(spec).format();
    }

    ToolCommand command(CommandSpec spec) {
        try {
            return ToolCommand.parse(cmd, List.of("{in}", "{out}"));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
    }

    /** The generated and fuzz cases to make; a usage error for counts below zero. */
    CasePlan plan(CommandSpec spec) {
        if (cases < 0) {
            throw new ParameterException(spec.commandLine(), "--cases must be 0 or more, not " + cases);
        }
        if (fuzz != null && (fuzz.isZero() || fuzz.isNegative())) {
            throw new ParameterException(spec.commandLine(), "--fuzz needs a time above zero");
        }
        long s = seed != null ? seed : CasePlan.FIXED_SEED;
        return new CasePlan(cases, s, Optional.ofNullable(fuzz), seed != null ? seed : fuzzSeed());
    }

    private long fuzzSeed() {
        if (drawnSeed == null) {
            drawnSeed = new SecureRandom().nextLong() >>> 1;
        }
        return drawnSeed;
    }

    /** How failures are shrunk: with --shrink-runs runs of the tool each, what it does said on standard error. */
    Shrinking shrinking(CommandSpec spec) {
        if (shrinkRuns < 0) {
            throw new ParameterException(spec.commandLine(), "--shrink-runs must be 0 or more, not " + shrinkRuns);
        }
        if (shrinkRuns == 0) {
            return Shrinking.OFF;
        }
        PrintWriter err = spec.commandLine().getErr();
        return Shrinking.of(new ReduceLimits(shrinkRuns, Shrinking.DEFAULT_LIMITS.maxTime()), line -> {
            err.println(line);
            err.flush();
        });
    }

    /** Where failing cases are kept: --keep, or beside the HTML report, which names their command lines. */
    Optional<Path> keepDir() {
        if (keep != null) {
            return Optional.of(keep);
        }
        return Optional.ofNullable(html).map(h -> Path.of(h + ".cases"));
    }

    Path corpusDir() {
        return corpus != null ? corpus : FuzzRunSettings.home().resolve("corpus");
    }

    /** Says that the run made no case for {@code format}; exit 3. */
    int noCases(CommandSpec spec, String command, Format format) {
        spec.commandLine().getErr().println("mapharness " + command + ": no " + format + " case: nothing in "
                + SafeText.of(corpusDir().resolve(format.corpusFolder().orElseThrow())) + " and no generated case");
        spec.commandLine().getErr().flush();
        return ExitCodes.UNREADABLE;
    }

    /** The baseline's known failures; none without --baseline. */
    Set<String> known() {
        if (baseline == null) {
            return Set.of();
        }
        try {
            return BaselineKeys.of(DumpCommand.JSON.readTree(Files.readAllBytes(baseline)));
        } catch (IOException | IllegalArgumentException e) {
            throw new FileProblem("--baseline " + SafeText.of(baseline) + " cannot be used: " + SafeText.of(e.getMessage()));
        }
    }
}
