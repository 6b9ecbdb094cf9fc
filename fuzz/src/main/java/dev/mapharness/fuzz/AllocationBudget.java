package dev.mapharness.fuzz;

import java.lang.management.ManagementFactory;

/**
 * A resource limit on every fuzz input: the bytes a target may allocate for one input grow with the
 * input, so a reader that allocates by an untrusted count is a finding even when the heap happens to
 * be large enough.
 *
 * <p>The factor covers the largest legal expansion (a zlib main block may inflate 1032 times) times
 * the passes an oracle makes (strict and lenient reads, a write, a read back, a second write); the
 * fixed part covers the models' own overhead on tiny inputs.
 */
public final class AllocationBudget {
    /** Bytes allowed per input byte. */
    public static final long PER_INPUT_BYTE = 8192;
    /** Bytes allowed for any input, however small. */
    public static final long FIXED = 64L << 20;

    private static final com.sun.management.ThreadMXBean THREADS = threads();

    private AllocationBudget() {
    }

    /** The most a target may allocate for an input of {@code inputLength} bytes. */
    public static long forInput(long inputLength) {
        return FIXED + PER_INPUT_BYTE * inputLength;
    }

    /**
     * Runs {@code body} and throws an {@link AssertionError} if it allocated more than the budget.
     * Over budget, {@code body} runs a second time and only that run counts: the first run of an
     * input may load and instrument classes on this thread, which allocates too.
     */
    static void run(long inputLength, Runnable body) {
        if (THREADS == null) {
            body.run();
            return;
        }
        long budget = forInput(inputLength);
        if (allocatedBy(body) <= budget) {
            return;
        }
        long used = allocatedBy(body);
        if (used > budget) {
            throw new AssertionError("allocated " + used + " bytes for a " + inputLength + "-byte input (budget "
                    + budget + " = " + FIXED + " + " + PER_INPUT_BYTE + " per input byte)");
        }
    }

    private static long allocatedBy(Runnable body) {
        long before = THREADS.getCurrentThreadAllocatedBytes();
        body.run();
        return THREADS.getCurrentThreadAllocatedBytes() - before;
    }

    private static com.sun.management.ThreadMXBean threads() {
        if (ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean t
                && t.isThreadAllocatedMemorySupported()) {
            t.setThreadAllocatedMemoryEnabled(true);
            return t;
        }
        return null;
    }
}
