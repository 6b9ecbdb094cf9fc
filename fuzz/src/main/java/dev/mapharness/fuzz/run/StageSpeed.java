package dev.mapharness.fuzz.run;

import dev.mapharness.fuzz.FuzzCorpus;
import dev.mapharness.fuzz.FuzzTarget;
import dev.mapharness.fuzz.FuzzTargets;
import dev.mapharness.fuzz.Stage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How many inputs a second each stage of a target runs over a corpus, without Jazzer: what an
 * execution costs before libFuzzer and the instrumentation add theirs, so the ceiling of a fuzzing
 * run's exec/s. The two stages alternate pass by pass (timing one after the other favours the second,
 * which runs on a warmer JIT), and the best pass of each is printed.
 * <pre>
 * java -cp cli/target/mapharness.jar dev.mapharness.fuzz.run.StageSpeed TARGET PASSES DIR...
 * </pre>
 * Each DIR is a corpus (a run's {@code fuzz-runs/corpus/TARGET}, the committed seeds); a failing
 * input counts like any other.
 */
public final class StageSpeed {
    private static final long PASS_NANOS = 2_000_000_000L;

    private StageSpeed() {
    }

    public static void main(String[] args) {
        if (args.length < 3) {
            System.err.println("usage: StageSpeed TARGET PASSES DIR...");
            System.exit(2);
        }
        FuzzTarget target = FuzzTargets.byName(args[0]).orElseThrow(() -> new IllegalArgumentException("no target " + args[0]));
        int passes = Integer.parseInt(args[1]);
        List<byte[]> inputs = new ArrayList<>();
        for (int i = 2; i < args.length; i++) {
            for (Path p : FuzzCorpus.filesIn(Path.of(args[i]))) {
                try {
                    inputs.add(Files.readAllBytes(p));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        if (inputs.isEmpty()) {
            System.err.println("no inputs");
            System.exit(2);
        }
        double bestExplore = 0;
        double bestFull = 0;
        for (int pass = 0; pass < passes; pass++) {
            bestExplore = Math.max(bestExplore, perSecond(target, inputs, Stage.EXPLORE));
            bestFull = Math.max(bestFull, perSecond(target, inputs, Stage.FULL));
        }
        long bytes = inputs.stream().mapToLong(b -> b.length).sum();
        System.out.printf(Locale.ROOT, "%s: %d inputs (%d bytes on average); best of %d passes: explore %.0f/s, full %.0f/s%n",
                target.name(), inputs.size(), bytes / inputs.size(), passes, bestExplore, bestFull);
    }

    /** Inputs a second over the corpus, round after round for about two seconds. */
    private static double perSecond(FuzzTarget target, List<byte[]> inputs, Stage stage) {
        long runs = 0;
        long start = System.nanoTime();
        long elapsed;
        do {
            for (byte[] input : inputs) {
                try {
                    target.run(input, stage);
                } catch (RuntimeException | AssertionError | StackOverflowError finding) {
                    // a finding costs what it costs; the fuzzer would go on
                }
                runs++;
            }
            elapsed = System.nanoTime() - start;
        } while (elapsed < PASS_NANOS);
        return runs * 1e9 / elapsed;
    }
}
