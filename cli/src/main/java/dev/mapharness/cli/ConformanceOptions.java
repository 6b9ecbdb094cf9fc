package dev.mapharness.cli;

import dev.mapharness.format.Format;
import dev.mapharness.reports.SafeText;
import dev.mapharness.reports.conformance.BaselineKeys;
import dev.mapharness.reports.conformance.ToolCommand;
import dev.mapharness.reports.dump.ModelJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** What {@code conformance writer} and {@code conformance reader} share: the format, the tool, the limits, the reports. */
final class ConformanceOptions {
    @Option(names = "--format", required = true, paramLabel = "FORMAT",
            description = "The format the tool handles: 1wvr, 4wvr, 8wvr, oprw, wwd, wmp, mm.")
    String format;

    @Option(names = "--cmd", required = true, paramLabel = "COMMAND",
            description = "The tool's command line, with {in} and {out}; split into words as a shell would, run without one.")
    String cmd;

    @Option(names = "--timeout", paramLabel = "DURATION", defaultValue = "30s", converter = DurationConverter.class,
            description = "How long one case may take (default: ${DEFAULT-VALUE}).")
    Duration timeout;

    @Option(names = "--corpus", paramLabel = "DIR", description = "The corpus to take cases from (default: the repository's).")
    Path corpus;

    @Option(names = "--baseline", paramLabel = "FILE",
            description = "The --json report of an earlier run: a case that fails the same way as there is a known"
                    + " failure, listed but not failing the run, so a tool's CI can adopt this before the tool is perfect.")
    Path baseline;

    @Option(names = "--junit", paramLabel = "FILE", description = "Also write JUnit XML: a testcase per case (known failures skipped).")
    String junit;

    /** The format, which must have a dump and a corpus folder. */
    Format format(CommandSpec spec) {
        return Format.byName(format).filter(x -> ModelJson.modelClass(x).isPresent() && x.corpusFolder().isPresent())
                .orElseThrow(() -> new ParameterException(spec.commandLine(), "--format " + SafeText.of(format)
                        + " is not a format with cases: 1wvr, 4wvr, 8wvr, oprw, wwd, wmp, mm"));
    }

    ToolCommand command(CommandSpec spec) {
        try {
            return ToolCommand.parse(cmd, List.of("{in}", "{out}"));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
    }

    Path corpusDir() {
        return corpus != null ? corpus : FuzzRunSettings.home().resolve("corpus");
    }

    /** Says that the corpus holds no case for {@code format}; exit 3. */
    int noCases(CommandSpec spec, String command, Format format) {
        spec.commandLine().getErr().println("mapharness " + command + ": no " + format + " case in "
                + SafeText.of(corpusDir().resolve(format.corpusFolder().orElseThrow())));
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
