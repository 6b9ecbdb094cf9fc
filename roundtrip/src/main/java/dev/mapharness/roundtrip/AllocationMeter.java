package dev.mapharness.roundtrip;

import java.lang.management.ManagementFactory;

/**
 * Bytes allocated by the current thread, from HotSpot's per-thread counter
 * ({@code com.sun.management.ThreadMXBean}). It counts every allocation, TLAB or not, and is cheap
 * enough to read around every decode.
 */
final class AllocationMeter {
    private static final com.sun.management.ThreadMXBean THREADS = threads();

    private AllocationMeter() {
    }

    private static com.sun.management.ThreadMXBean threads() {
        if (!(ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean t)
                || !t.isThreadAllocatedMemorySupported()) {
            throw new IllegalStateException("this JVM cannot count allocated bytes per thread;"
                    + " the torture check needs HotSpot's com.sun.management.ThreadMXBean");
        }
        if (!t.isThreadAllocatedMemoryEnabled()) {
            t.setThreadAllocatedMemoryEnabled(true);
        }
        return t;
    }

    static long allocatedBytes() {
        return THREADS.getCurrentThreadAllocatedBytes();
    }
}
