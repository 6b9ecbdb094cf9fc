package dev.mapharness.conformance;

import dev.mapharness.reports.conformance.ShrunkCase;
import dev.mapharness.reports.conformance.CaseVerdict;
import dev.mapharness.reports.conformance.CaseResult;

import dev.mapharness.format.Format;
import dev.mapharness.fuzz.reduce.ReduceLimits;
import dev.mapharness.fuzz.reduce.Reducer;
import dev.mapharness.fuzz.reduce.Reduction;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Shrinks failing cases with the fuzz module's format-aware reducer (grids cropped, list elements
 * dropped, strings shortened, values cleared, then for files bytes cut) to the smallest case that
 * still makes the tool fail the same way ({@link FailureSignature}: same verdict, same field paths).
 * Each attempt runs the tool again, so only the first case of each signature is shrunk: a tool that
 * fails a hundred cases the same way is shrunk once. Timeouts are not shrunk (every attempt would
 * wait the whole limit).
 */
public final class Shrinking {
    /** Shrinks nothing. */
    public static final Shrinking OFF = new Shrinking(Optional.empty(), line -> { });

    /** What {@link #of(ReduceLimits, Consumer)} is given by default: 200 runs of the tool, two minutes, per signature. */
    public static final ReduceLimits DEFAULT_LIMITS = new ReduceLimits(200, java.time.Duration.ofMinutes(2));

    /** Runs the tool on a case made from a shrunk map file, in a directory of its own. */
    interface Attempt {
        CaseResult run(byte[] file, Path dir) throws IOException;
    }

    private final Optional<ReduceLimits> limits;
    private final Consumer<String> progress;
    private final Set<FailureSignature> shrunk = new HashSet<>();

    private Shrinking(Optional<ReduceLimits> limits, Consumer<String> progress) {
        this.limits = limits;
        this.progress = progress;
    }

    /** Shrinks within {@code limits} per signature, telling {@code progress} what it does. */
    public static Shrinking of(ReduceLimits limits, Consumer<String> progress) {
        return new Shrinking(Optional.of(limits), progress);
    }

    /**
     * The shrunk case of {@code original}, or empty if it passed, timed out, or its signature was
     * shrunk before. The last run, of the smallest case, is left in {@code work}/shrunk.
     *
     * @param file       the case's map file
     * @param modelsOnly true where every candidate must stay a model (a writer's case), false for a
     *                   reader's (its bytes are cut too)
     */
    Optional<ShrunkCase> shrink(CaseResult original, Format format, byte[] file, boolean modelsOnly, Path work,
                                Attempt attempt) throws IOException {
        FailureSignature signature = FailureSignature.of(original);
        if (limits.isEmpty() || original.verdict() == CaseVerdict.PASS || original.verdict() == CaseVerdict.TIMEOUT
                || !shrunk.add(signature)) {
            return Optional.empty();
        }
        progress.accept("shrinking " + original.name() + " (" + signature + ")");
        int[] n = {0};
        java.util.function.Predicate<byte[]> same = candidate -> {
            Path dir = work.resolve("attempt-" + n[0]++);
            try {
                Files.createDirectories(dir);
                return FailureSignature.of(attempt.run(candidate, dir)).equals(signature);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } finally {
                CaseDirectories.delete(dir);
            }
        };
        Reducer reducer = modelsOnly ? Reducer.ofModels(format, same, limits.get(), line -> { })
                : Reducer.ofFiles(format, same, limits.get(), line -> { });
        Reduction r;
        try {
            r = reducer.reduce(file);
        } catch (IllegalArgumentException flaky) {
            progress.accept("  not shrunk: the case does not fail the same way when run again");
            return Optional.empty();
        }
        Path last = Files.createDirectories(work.resolve("shrunk"));
        CaseResult result = attempt.run(r.bytes(), last);
        progress.accept("  " + file.length + " → " + r.bytes().length + " bytes in " + r.attempts() + " runs");
        return Optional.of(new ShrunkCase(result, r.bytes(), file.length, r.steps()));
    }
}
