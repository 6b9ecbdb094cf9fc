package dev.mapharness.cli;

import dev.mapharness.fuzz.run.ChildJvm;
import dev.mapharness.fuzz.run.RunOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import picocli.CommandLine.Option;

/** The options {@code fuzz} and {@code nightly} share: where the corpus and the runs are, and the limits per input. */
final class FuzzRunSettings {
    @Option(names = "--corpus", paramLabel = "DIR",
            description = "The corpus directory: seeds, dictionaries and findings are in its fuzz/ (default: the repository's corpus).")
    Path corpus;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Where runs keep logs, libFuzzer's growing corpora and summary.json (default: the repository's fuzz-runs).")
    Path out;

    @Option(names = "--input-timeout", paramLabel = "DURATION", defaultValue = "10s", converter = DurationConverter.class,
            description = "An input that runs longer is a finding (default: ${DEFAULT-VALUE}).")
    Duration inputTimeout;

    @Option(names = "--heap", paramLabel = "MB", defaultValue = "" + RunOptions.DEFAULT_HEAP_MB,
            description = "Java heap of the fuzzing JVM, in MB (default: ${DEFAULT-VALUE}).")
    int heapMb;

    @Option(names = "--value-profile", description = "Also keep inputs that bring the two sides of a comparison closer"
            + " (libFuzzer's -use_value_profile=1): exact bounds are reached step by step; the corpus grows larger.")
    boolean valueProfile;

    @Option(names = "--junit", paramLabel = "FILE",
            description = "Also write the result as JUnit XML for CI systems: a testcase per target (and per round trip,"
                    + " differential and failing committed input for nightly).")
    Path junit;

    /**
     * Why the JUnit file cannot be written, checked before anything runs: a directory, a missing
     * directory, or one that does not take files. Empty if it can be written (or none was asked for).
     */
    Optional<String> junitProblem() {
        return junit == null ? Optional.empty() : ReportFile.problem("--junit", junit);
    }

    /** The repository the launcher script runs from, if any; relative defaults are resolved there. */
    static Path home() {
        String home = System.getenv("MAPHARNESS_HOME");
        return home == null || home.isBlank() ? Path.of("") : Path.of(home);
    }

    Path corpusDir() {
        return corpus != null ? corpus : home().resolve("corpus");
    }

    Path outDir() {
        return out != null ? out : home().resolve("fuzz-runs");
    }

    ChildJvm child() {
        return ChildJvm.current(heapMb);
    }
}
