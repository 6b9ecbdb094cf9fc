package dev.mapharness.cli;

import dev.mapharness.fuzz.run.ChildJvm;
import dev.mapharness.fuzz.run.RunOptions;
import java.nio.file.Path;
import java.time.Duration;
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
