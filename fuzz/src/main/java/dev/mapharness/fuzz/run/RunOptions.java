package dev.mapharness.fuzz.run;

import dev.mapharness.fuzz.FuzzTarget;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * What a fuzzing run is asked to do.
 *
 * @param kind           {@code fuzz} (the targets named) or {@code nightly} (replay the corpus, then every target)
 * @param targets        the targets, in the order they run
 * @param budget         the time asked for (the run's summary says it)
 * @param end            when fuzzing and triage must be over: the budget from when the command started,
 *                       less the time its report needs; every JVM still running then is killed
 * @param corpusDir      the corpus directory ({@code corpus}); seeds, dictionaries and findings are in its {@code fuzz/}
 * @param outDir         where runs keep their logs, libFuzzer's growing corpora and their summaries
 * @param timeoutSeconds libFuzzer's limit per input: a slower input is a finding
 * @param rssLimitMb     libFuzzer's memory limit for the fuzzing JVM
 * @param child          how to start the JVMs
 * @param coverage       after fuzzing, replay every target's corpus under JaCoCo and write the codecs'
 *                       coverage report (the nightly always does)
 * @param oneStage       explore with the full oracle on every input, as before targets had two stages: slower,
 *                       but a writer bug is found through any input that reaches it, not only through inputs
 *                       that are new to the reader
 * @param valueProfile   libFuzzer's {@code -use_value_profile=1}: an input that brings the two sides of a comparison
 *                       closer is kept, so exact bounds (a count one past an array, a power one past a table) are
 *                       reached step by step rather than by chance; the corpus grows larger
 */
public record RunOptions(String kind, List<FuzzTarget> targets, Duration budget, Deadline end, Path corpusDir, Path outDir,
                         int timeoutSeconds, int rssLimitMb, ChildJvm child, boolean coverage, boolean oneStage,
                         boolean valueProfile) {
    public static final int DEFAULT_TIMEOUT_SECONDS = 10;
    public static final int DEFAULT_RSS_LIMIT_MB = 3072;
    public static final int DEFAULT_HEAP_MB = 1536;

    public RunOptions {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(end, "end");
        targets = List.copyOf(targets);
        if (targets.isEmpty()) {
            throw new IllegalArgumentException("no targets");
        }
        if (budget.isNegative() || budget.isZero()) {
            throw new IllegalArgumentException("the time budget must be positive");
        }
    }

    /** Options without the coverage step, unless a nightly. */
    public RunOptions(String kind, List<FuzzTarget> targets, Duration budget, Deadline end, Path corpusDir, Path outDir,
                      int timeoutSeconds, int rssLimitMb, ChildJvm child) {
        this(kind, targets, budget, end, corpusDir, outDir, timeoutSeconds, rssLimitMb, child, kind.equals("nightly"), false,
                false);
    }

    /** True if {@code target} explores with its cheap stage and has its new inputs checked beside it. */
    public boolean twoStage(FuzzTarget target) {
        return target.twoStage() && !oneStage;
    }

    public boolean nightly() {
        return kind.equals("nightly");
    }
}
