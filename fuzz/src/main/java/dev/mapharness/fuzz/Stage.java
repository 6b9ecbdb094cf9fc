package dev.mapharness.fuzz;

import java.util.Locale;

/**
 * Which part of a target's checks an execution runs. libFuzzer explores with the cheap stage; the inputs
 * it keeps (new coverage) and every crash it reports go through the full oracle in the same run
 * ({@code run/NewInputOracle}), and every replay (the build's, the nightly's, {@code repro}, triage,
 * libFuzzer's crash minimiser, OSS-Fuzz) runs the full oracle. See fuzz/README.md, "Two stages".
 */
public enum Stage {
    /**
     * The reading side alone: strict and lenient reads with every bound and exception rule, offsets
     * inside the input, the allocation budget and the time limit; a migration applied, but nothing written.
     */
    EXPLORE,
    /** Everything: {@link #EXPLORE}'s checks, then write, read back, layout rewrite, migrations' loss rules. */
    FULL;

    /** The system property a fuzzing JVM reads its stage from ({@code explore} or {@code full}; default full). */
    public static final String PROPERTY = "mapharness.fuzz.stage";

    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The stage a property value names; anything but {@code explore} is the full oracle, the safe default. */
    public static Stage of(String word) {
        return EXPLORE.word().equals(word) ? EXPLORE : FULL;
    }
}
