package dev.mapharness.cli;

import dev.mapharness.reports.SafeText;
import dev.mapharness.reports.rules.RuleSettings;
import dev.mapharness.reports.rules.RuleSettingsException;
import dev.mapharness.reports.rules.RuleSettingsFile;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * Which findings a command reports and how grave they are: {@code --ignore}, {@code --only},
 * {@code --severity}, {@code --max-findings}, and the configuration file ({@code mapharness.json}
 * found beside the first input or above it, or {@code --config FILE}); docs in README.md, "Rule settings".
 */
final class RuleOptions {
    @Option(names = "--ignore", paramLabel = "ID", split = ",",
            description = "Do not report findings of rule ID (as `mapharness rules` lists them; FORMAT/* for every rule"
                    + " of a format). Repeatable; adds to the configuration file's.")
    List<String> ignore = new ArrayList<>();

    @Option(names = "--only", paramLabel = "ID", split = ",",
            description = "Report findings of these rules only (ID or FORMAT/*). Repeatable; adds to the configuration file's.")
    List<String> only = new ArrayList<>();

    @Option(names = "--severity", paramLabel = "ID=LEVEL",
            description = "Give findings of rule ID (or FORMAT/*) another severity: error, warning, note, or off (not"
                    + " reported). Repeatable; wins over the configuration file.")
    List<String> severity = new ArrayList<>();

    @Option(names = "--max-findings", paramLabel = "N",
            description = "List at most N findings per file; the rest are counted per rule and severity, and still"
                    + " count towards the file's status and the exit code.")
    Integer maxFindings;

    @Option(names = "--config", paramLabel = "FILE",
            description = "Take rule settings from FILE instead of the mapharness.json (or .mapharness.json) found beside"
                    + " the first input or in a directory above it, up to the git repository's root.")
    String config;

    @Option(names = "--no-config", description = "Do not look for mapharness.json; the command line's settings only.")
    boolean noConfig;

    /**
     * The settings: the configuration file's, with the command line's merged in over them; a usage
     * error (exit 2) that says where for anything wrong in either.
     *
     * @param near where to look for the configuration file: the first input, or the working directory
     */
    RuleSettings settings(CommandSpec spec, Optional<String> near) {
        try {
            RuleSettings commandLine = RuleSettingsFile.commandLine(ignore, only, severity, maxFindings);
            Optional<Path> file = configFile(spec, near);
            return file.map(p -> RuleSettingsFile.read(p, shown(p)).overriddenBy(commandLine)).orElse(commandLine);
        } catch (RuleSettingsException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
    }

    private Optional<Path> configFile(CommandSpec spec, Optional<String> near) {
        if (config != null) {
            if (noConfig) {
                throw new ParameterException(spec.commandLine(), "--config and --no-config cannot go together");
            }
            Path p = Path.of(config);
            if (!Files.isRegularFile(p)) {
                throw new ParameterException(spec.commandLine(), "--config " + SafeText.of(config) + ": no such file");
            }
            return Optional.of(p);
        }
        if (noConfig) {
            return Optional.empty();
        }
        try {
            Path start = near.filter(n -> !n.equals("-")).map(Path::of).orElse(Path.of(""));
            return RuleSettingsFile.find(start);
        } catch (InvalidPathException e) {
            return Optional.empty();
        }
    }

    /**
     * Says on standard error which rule settings a run judges with, a line each
     * ("mapharness conformance resaver: rule setting: wwd/checksum-unknown-formula ignored (command line)").
     */
    static void announce(CommandSpec spec, String command, RuleSettings settings) {
        java.io.PrintWriter err = spec.commandLine().getErr();
        for (String line : settings.describe()) {
            err.println("mapharness " + command + ": rule setting: " + SafeText.of(line));
        }
        err.flush();
    }

    /** A found file's name as reports give it: relative to the working directory when under it. */
    private static String shown(Path p) {
        Path here = Path.of("").toAbsolutePath();
        Path abs = p.toAbsolutePath().normalize();
        return abs.startsWith(here) ? here.relativize(abs).toString() : p.toString();
    }
}
