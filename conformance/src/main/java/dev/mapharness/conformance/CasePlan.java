package dev.mapharness.conformance;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * Which cases a conformance run makes beyond the corpus: {@code generated} models from the round-trip
 * generators with {@code seed} (named {@code FORMAT/generated/SEED-K}, the same on every machine), then,
 * for {@code fuzz}, more from {@code fuzzSeed} for that long ({@code FORMAT/fuzz/SEED-K}; when the
 * seeds are one, the fuzz cases go on where the generated ones stop).
 *
 * <p>The fixed case set, version {@value #CASE_SET_VERSION}, is the corpus and {@link #FIXED}: the
 * first {@value #FIXED_GENERATED} generated cases of seed {@value #FIXED_SEED}. A change to what
 * those are raises the version, so a baseline names the case set it was made against.
 */
public record CasePlan(int generated, long seed, Optional<Duration> fuzz, long fuzzSeed) {
    public static final int CASE_SET_VERSION = 1;
    public static final int FIXED_GENERATED = 8;
    public static final long FIXED_SEED = 0;
    public static final CasePlan FIXED = new CasePlan(FIXED_GENERATED, FIXED_SEED, Optional.empty(), FIXED_SEED);

    public CasePlan {
        if (generated < 0) {
            throw new IllegalArgumentException("a number of generated cases cannot be negative: " + generated);
        }
        Objects.requireNonNull(fuzz, "fuzz");
    }

    /** The index of the first fuzz case in its seed's sequence. */
    int firstFuzzIndex() {
        return fuzzSeed == seed ? generated : 0;
    }

    /** The name of generated case {@code k}: {@code FORMAT/KIND/SEED-K}, K zero-padded to sort. */
    static String name(String prefix, String kind, long seed, int k) {
        return prefix + "/" + kind + "/" + seed + "-" + String.format("%04d", k);
    }
}
