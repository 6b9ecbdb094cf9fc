package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class BatchRunnerTest {
    /** A task that takes a random short while, so that later entries often finish first. */
    private static int slowly(int i) {
        try {
            Thread.sleep(new Random(i).nextInt(5));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return i * 10;
    }

    @Test
    void resultsComeInInputOrderWhateverTheThreads() {
        for (int jobs : new int[] {1, 2, 4, 8}) {
            List<Integer> seen = new ArrayList<>();
            new BatchRunner<Integer, Integer>(jobs, 1000, i -> 1)
                    .run(IntStream.range(0, 200).boxed().iterator(), BatchRunnerTest::slowly, seen::add);
            assertEquals(IntStream.range(0, 200).map(i -> i * 10).boxed().toList(), seen, "jobs " + jobs);
        }
    }

    @Test
    void entriesInFlightNeverReserveMoreThanTheBudget() {
        long budget = 100;
        AtomicLong running = new AtomicLong();
        AtomicLong peak = new AtomicLong();
        AtomicInteger parallel = new AtomicInteger();
        AtomicInteger peakParallel = new AtomicInteger();
        // sizes 10..60: at most a few fit together; the consumer holds nothing, so reserved = running
        List<Integer> sizes = IntStream.range(0, 300).map(i -> 10 + i * 37 % 51).boxed().toList();
        new BatchRunner<Integer, Integer>(4, budget, i -> i).run(sizes.iterator(), size -> {
            long now = running.addAndGet(size);
            peak.accumulateAndGet(now, Math::max);
            peakParallel.accumulateAndGet(parallel.incrementAndGet(), Math::max);
            slowly(size);
            parallel.decrementAndGet();
            running.addAndGet(-size);
            return size;
        }, r -> { });
        assertTrue(peak.get() <= budget, "peak reserved " + peak.get());
        assertTrue(peakParallel.get() > 1, "never ran two at once: the budget leaves room for several");
    }

    @Test
    void anEntryLargerThanTheBudgetRunsAlone() {
        AtomicInteger parallel = new AtomicInteger();
        List<Integer> alongsideHuge = new ArrayList<>();
        List<Integer> sizes = List.of(1, 1, 1, 500, 1, 1, 1);
        new BatchRunner<Integer, Integer>(4, 10, i -> i).run(sizes.iterator(), size -> {
            int now = parallel.incrementAndGet();
            if (size == 500) {
                alongsideHuge.add(now);
            }
            slowly(3);
            parallel.decrementAndGet();
            return size;
        }, r -> { });
        assertEquals(List.of(1), alongsideHuge);
    }

    @Test
    void aBugInATaskIsNotHidden() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () ->
                new BatchRunner<Integer, Integer>(2, 10, i -> 1).run(List.of(1, 2, 3).iterator(), i -> {
                    if (i == 2) {
                        throw new IllegalStateException("bug " + i);
                    }
                    return i;
                }, r -> { }));
        assertEquals("bug 2", e.getMessage());
    }
}
