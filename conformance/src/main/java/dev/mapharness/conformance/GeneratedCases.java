package dev.mapharness.conformance;

import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;

/**
 * The generated part of a case set, made as the runner asks for each case: the plan's generated
 * cases, then fuzz cases until the plan's fuzzing time, counted from the first of them, is up. An index whose model cannot be a case (the
 * writer refuses every draw, a conversion refuses it) is skipped, never renumbered, so names stay
 * stable.
 */
final class GeneratedCases<C> implements Iterable<C> {
    /** Makes case {@code index} of {@code seed}, named with {@code kind} ({@code generated}, {@code fuzz}). */
    interface Maker<C> {
        Optional<C> make(String kind, long seed, int index);
    }

    private final CasePlan plan;
    private final Maker<C> maker;

    GeneratedCases(CasePlan plan, Maker<C> maker) {
        this.plan = plan;
        this.maker = maker;
    }

    /** {@code fixed}, then the cases of {@code generated} as they are made. */
    static <C> Iterable<C> after(List<C> fixed, Iterable<C> generated) {
        return () -> new Iterator<>() {
            private final Iterator<C> first = fixed.iterator();
            private Iterator<C> then;

            @Override
            public boolean hasNext() {
                if (first.hasNext()) {
                    return true;
                }
                if (then == null) {
                    then = generated.iterator();
                }
                return then.hasNext();
            }

            @Override
            public C next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return first.hasNext() ? first.next() : then.next();
            }
        };
    }

    @Override
    public Iterator<C> iterator() {
        return new Iterator<>() {
            private int generated;
            private int fuzzed;
            private long deadline;
            private C next;

            @Override
            public boolean hasNext() {
                while (next == null) {
                    if (generated < plan.generated()) {
                        next = maker.make("generated", plan.seed(), generated++).orElse(null);
                    } else if (plan.fuzz().isPresent() && fuzzing()) {
                        next = maker.make("fuzz", plan.fuzzSeed(), plan.firstFuzzIndex() + fuzzed++).orElse(null);
                    } else {
                        return false;
                    }
                }
                return true;
            }

            private boolean fuzzing() {
                if (fuzzed == 0) {
                    deadline = System.nanoTime() + plan.fuzz().get().toNanos();
                }
                return System.nanoTime() - deadline < 0;
            }

            @Override
            public C next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                C c = next;
                next = null;
                return c;
            }
        };
    }
}
