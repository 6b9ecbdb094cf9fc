package dev.mapharness.roundtrip;

import org.quicktheories.QuickTheory;

/**
 * The one way properties start QuickTheories: a fixed seed per property so every build checks the
 * same examples, overridable for long random runs.
 *
 * <ul>
 *   <li>{@code -Dmapharness.seed=N} replaces every property's seed with N; {@code random} picks a
 *       new one per property (QuickTheories prints it with any failure, so it can be replayed).</li>
 *   <li>{@code -Dmapharness.examples=N} replaces every property's example count.</li>
 *   <li>{@code -Dmapharness.shrinkCycles=N} bounds how long a failure is shrunk (default 300).</li>
 * </ul>
 */
public final class Theories {
    public static final String SEED_PROPERTY = "mapharness.seed";
    public static final String EXAMPLES_PROPERTY = "mapharness.examples";
    public static final String SHRINK_PROPERTY = "mapharness.shrinkCycles";
    /**
     * QuickTheories shrinks a failure for up to 100 000 cycles by default; a world of a million cells
     * makes each cycle costly, so a failing property could run for an hour before it reports. A few
     * hundred cycles still shrink sizes and counts well.
     */
    static final int DEFAULT_SHRINK_CYCLES = 300;

    private Theories() {
    }

    /** QuickTheories configured with {@code seed} and {@code examples} unless the system properties say otherwise. */
    public static QuickTheory qt(long seed, int examples) {
        return QuickTheory.qt().withFixedSeed(seed(seed)).withExamples(examples(examples)).withShrinkCycles(shrinkCycles());
    }

    /** QuickTheories for a few costly examples (the largest grids): the example count is never raised. */
    public static QuickTheory qtFew(long seed, int examples) {
        return QuickTheory.qt().withFixedSeed(seed(seed)).withExamples(examples).withShrinkCycles(shrinkCycles());
    }

    public static long seed(long fixed) {
        String s = System.getProperty(SEED_PROPERTY);
        if (s == null || s.isBlank()) {
            return fixed;
        }
        if (s.equalsIgnoreCase("random")) {
            return System.nanoTime() ^ fixed;
        }
        return Long.parseLong(s.trim());
    }

    public static int shrinkCycles() {
        return Integer.getInteger(SHRINK_PROPERTY, DEFAULT_SHRINK_CYCLES);
    }

    public static int examples(int fixed) {
        return Integer.getInteger(EXAMPLES_PROPERTY, fixed);
    }
}
