package dev.mapharness.roundtrip;

import org.quicktheories.QuickTheory;

/**
 * {@link Theories} with a bounded shrink: a migration property's examples are whole worlds drawn
 * through several generators, and QuickTheories' default shrink keeps every candidate it tries, so
 * a failure would run for many minutes and exhaust the heap before printing its case.
 */
final class MigrationTheories {
    static final int SHRINK_CYCLES = 300;

    private MigrationTheories() {
    }

    static QuickTheory qt(long seed, int examples) {
        return Theories.qt(seed, examples).withShrinkCycles(SHRINK_CYCLES);
    }

    static QuickTheory qtFew(long seed, int examples) {
        return Theories.qtFew(seed, examples).withShrinkCycles(SHRINK_CYCLES);
    }
}
