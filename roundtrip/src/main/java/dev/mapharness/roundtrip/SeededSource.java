package dev.mapharness.roundtrip;

import java.lang.reflect.Method;
import java.util.SplittableRandom;
import org.quicktheories.core.DetatchedRandomnessSource;
import org.quicktheories.impl.Constraint;

/**
 * A QuickTheories randomness source drawn from a seeded {@link SplittableRandom}, so the generators
 * can make one value outside a property run: the same seed gives the same value on every machine
 * (SplittableRandom's sequence is fixed by its seed). No shrinking and no guidance: each value is
 * drawn once, uniformly within its constraint.
 */
public final class SeededSource implements DetatchedRandomnessSource {
    /** QuickTheories 0.26 keeps a constraint's bounds package-private; its own sources read them the same way. */
    private static final Method MIN = bound("min");
    private static final Method MAX = bound("max");

    private final SplittableRandom random;

    public SeededSource(long seed) {
        this.random = new SplittableRandom(seed);
    }

    private static Method bound(String name) {
        try {
            Method m = Constraint.class.getDeclaredMethod(name);
            m.setAccessible(true);
            return m;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("QuickTheories' Constraint has no " + name + "(): another version than 0.26?", e);
        }
    }

    private static long read(Method bound, Constraint c) {
        try {
            return (long) bound.invoke(c);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read a QuickTheories constraint's bound", e);
        }
    }

    @Override
    public long next(Constraint c) {
        long min = read(MIN, c);
        long max = read(MAX, c);
        if (min == Long.MIN_VALUE && max == Long.MAX_VALUE) {
            return random.nextLong();
        }
        // max + 1 overflows for a range up to Long.MAX_VALUE: draw from one lower and shift
        return max == Long.MAX_VALUE ? random.nextLong(min - 1, max) + 1 : random.nextLong(min, max + 1);
    }

    @Override
    public DetatchedRandomnessSource detach() {
        return this;
    }

    @Override
    public void registerFailedAssumption() {
        // a generator's filter draws again; outside a property run there is nothing to count
    }

    @Override
    public void commit() {
        // nothing is recorded, so nothing to commit
    }
}
