package dev.mapharness.fuzz.reduce;

import dev.mapharness.fuzz.FuzzTarget;
import dev.mapharness.fuzz.replay.Outcome;
import dev.mapharness.fuzz.replay.Replay;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Predicate;

public final class Reducer {
    private final Predicate<byte[]> reproduces;

    public Reducer(FuzzTarget target, Predicate<byte[]> reproduces, ReduceLimits limits, Consumer<String> progress) {
        this.reproduces = reproduces;
    }

    public Reduction reduce(byte[] input) {
        if (!reproduces.test(input)) {
            throw new IllegalArgumentException("does not reproduce");
        }
        return new Reduction(input, input.length, 1, List.of());
    }

    public static Predicate<byte[]> sameFailure(FuzzTarget target, Outcome original) {
        return b -> Replay.run(target, b).sameFailureAs(original);
    }
}
