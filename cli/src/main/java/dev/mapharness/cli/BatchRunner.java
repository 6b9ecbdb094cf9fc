package dev.mapharness.cli;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/**
 * Runs one task per batch entry on {@code jobs} threads and hands the results to a consumer on the
 * calling thread, one at a time and in input order, so that the output of {@code -j 4} is the output
 * of {@code -j 1}.
 *
 * <p>Memory stays bounded by two rules. At most {@value #WINDOW_PER_JOB} entries per thread are in
 * flight (started and not yet consumed): enough that a slow file at the head does not leave the other
 * threads idle while the small files behind it are done. And each entry reserves, before it starts, what it will need of the heap (its
 * estimate) from a budget; an entry that does not fit waits until earlier ones have been consumed
 * and their results forgotten, and an entry larger than the whole budget runs alone. Reservations are
 * made on the calling thread in input order and released only after the consumer has taken the
 * result, so the oldest entry in flight always holds its reservation and the batch cannot deadlock.
 */
final class BatchRunner<I, R> {
    static final int WINDOW_PER_JOB = 32;

    private final int jobs;
    private final long budget;
    private final ToLongFunction<I> estimate;

    /**
     * @param jobs     threads that run tasks (1: everything on one worker, in order)
     * @param budget   bytes of heap the entries in flight may reserve together
     * @param estimate bytes of heap one entry needs while it runs and until it is consumed
     */
    BatchRunner(int jobs, long budget, ToLongFunction<I> estimate) {
        if (jobs < 1) {
            throw new IllegalArgumentException("jobs " + jobs);
        }
        this.jobs = jobs;
        this.budget = Math.max(1, budget);
        this.estimate = estimate;
    }

    /** Runs {@code task} on every entry and gives each result to {@code consumer}, in input order. */
    void run(Iterator<I> entries, Function<I, R> task, Consumer<R> consumer) {
        ExecutorService pool = Executors.newFixedThreadPool(jobs, daemonThreads());
        Deque<InFlight<R>> inFlight = new ArrayDeque<>();
        long reserved = 0;
        try {
            while (entries.hasNext()) {
                I entry = entries.next();
                long need = Math.min(budget, Math.max(0, estimate.applyAsLong(entry)));
                while (!inFlight.isEmpty() && (inFlight.size() >= WINDOW_PER_JOB * jobs || reserved + need > budget)) {
                    reserved -= consumeOldest(inFlight, consumer);
                }
                reserved += need;
                inFlight.add(new InFlight<>(pool.submit(() -> task.apply(entry)), need));
            }
            while (!inFlight.isEmpty()) {
                consumeOldest(inFlight, consumer);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Waits for the oldest entry, gives its result to the consumer; returns what it had reserved. */
    private static <R> long consumeOldest(Deque<InFlight<R>> inFlight, Consumer<R> consumer) {
        InFlight<R> oldest = inFlight.removeFirst();
        R result;
        try {
            result = oldest.future().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BatchInterrupted(e);
        } catch (ExecutionException e) {
            // tasks catch what a file can cause; anything else is a bug that must not be hidden
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(cause);
        }
        consumer.accept(result);
        return oldest.reserved();
    }

    private static ThreadFactory daemonThreads() {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, "mapharness-batch-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }

    private record InFlight<R>(Future<R> future, long reserved) {
    }

    /** The calling thread was interrupted while waiting for a result. */
    static final class BatchInterrupted extends RuntimeException {
        private static final long serialVersionUID = 1L;

        BatchInterrupted(InterruptedException cause) {
            super("interrupted", cause);
        }
    }
}
