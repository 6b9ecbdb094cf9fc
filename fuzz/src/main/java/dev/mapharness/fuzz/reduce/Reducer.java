package dev.mapharness.fuzz.reduce;

import dev.mapharness.format.Format;
import dev.mapharness.fuzz.FuzzTarget;
import dev.mapharness.fuzz.InputKind;
import dev.mapharness.fuzz.replay.Outcome;
import dev.mapharness.fuzz.replay.Replay;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * Turns a finding nobody can read into a small input that fails the same way. For a file target
 * whose format reads the input, the model is reduced first ({@link ModelPass}: grids cropped, list
 * elements dropped, strings shortened, values cleared); then the bytes ({@link BytePass}: chunks
 * removed, then zeroed). The two alternate until neither makes progress or a limit is reached, and
 * the smallest reproducing input found so far is always what is returned.
 */
public final class Reducer {
    /** Rounds of model and byte passes at most; each round that changes nothing ends the reduction sooner. */
    private static final int MAX_ROUNDS = 16;

    private final String what;
    private final Optional<Format> modelFormat;
    private final boolean bytePass;
    private final Predicate<byte[]> reproduces;
    private final ReduceLimits limits;
    private final Consumer<String> progress;

    /**
     * @param target     decides whether the model pass applies (a {@link InputKind#FILE} target with a format)
     * @param reproduces true for an input that fails the same way; it may throw for one that does not
     * @param progress   receives each step as it is made, for people watching a long reduction
     */
    public Reducer(FuzzTarget target, Predicate<byte[]> reproduces, ReduceLimits limits, Consumer<String> progress) {
        this(target.name(), target.input() == InputKind.FILE ? target.format() : Optional.empty(), true, reproduces,
                limits, progress);
    }

    private Reducer(String what, Optional<Format> modelFormat, boolean bytePass, Predicate<byte[]> reproduces,
                    ReduceLimits limits, Consumer<String> progress) {
        this.what = what;
        this.modelFormat = modelFormat;
        this.bytePass = bytePass;
        this.reproduces = Objects.requireNonNull(reproduces, "reproduces");
        this.limits = Objects.requireNonNull(limits, "limits");
        this.progress = Objects.requireNonNull(progress, "progress");
    }

    /**
     * A reducer of {@code format} files that another program fails on (a tool under test): the
     * model pass, then the bytes, as for a file target.
     */
    public static Reducer ofFiles(Format format, Predicate<byte[]> reproduces, ReduceLimits limits, Consumer<String> progress) {
        return new Reducer(format + " file", Optional.of(format), true, reproduces, limits, progress);
    }

    /**
     * A reducer that keeps every candidate a canonical {@code format} file of a model: the model
     * pass alone, for cases that must stay models (a writer under test is given a model, never bytes).
     */
    public static Reducer ofModels(Format format, Predicate<byte[]> reproduces, ReduceLimits limits, Consumer<String> progress) {
        return new Reducer(format + " model", Optional.of(format), false, reproduces, limits, progress);
    }

    /** The usual predicate: replay against the target, same status and signature as {@code original}. */
    public static Predicate<byte[]> sameFailure(FuzzTarget target, Outcome original) {
        Objects.requireNonNull(target, "target");
        if (original.passed()) {
            throw new IllegalArgumentException("an input that passes has no failure to keep");
        }
        return candidate -> Replay.run(target, candidate).sameFailureAs(original);
    }

    /** Fails fast with IllegalArgumentException if the input does not reproduce to begin with. */
    public Reduction reduce(byte[] input) {
        Trials trials = new Trials(reproduces, limits);
        if (!trials.test(input.clone())) {
            throw new IllegalArgumentException("the " + input.length + "-byte input does not fail the expected way"
                    + " against " + what + ", so there is nothing to keep while reducing it");
        }
        trials.offer(input.clone());
        List<String> steps = new ArrayList<>();
        Consumer<String> step = line -> {
            steps.add(line);
            progress.accept(line);
        };
        try {
            for (int round = 0; round < MAX_ROUNDS; round++) {
                byte[] before = trials.best();
                modelFormat.ifPresent(format -> ModelPass.run(format, trials.best(), trials, step));
                if (bytePass) {
                    BytePass.run(trials.best(), trials, step);
                }
                if (Arrays.equals(before, trials.best())) {
                    break;
                }
            }
        } catch (Trials.LimitReached limit) {
            step.accept("stopped: " + limit.getMessage());
        }
        return new Reduction(trials.best(), input.length, trials.attempts(), steps);
    }
}
