package dev.mapharness.cli;

import dev.mapharness.reports.ReadFailure;
import dev.mapharness.reports.SafeText;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * An {@link OutOfMemoryError} as what it is: this Java's heap is too small for a file, not a bug in
 * mapharness. It becomes one line naming the file, what it needs and how to give Java more
 * ({@code MAPHARNESS_JAVA_OPTS}, which both launchers pass to {@code java}), and exit code 3; a batch
 * goes on with the next file once the failed one's memory is let go (docs/field-locations.md).
 */
final class OutOfMemory {
    /** The files most recently started, for an error that escapes every per-file handler. */
    private static final Deque<String> RECENT = new ArrayDeque<>();
    private static final int REMEMBERED = 2;

    private OutOfMemory() {
    }

    /** Notes that work on {@code file} starts. */
    static synchronized void working(String file) {
        RECENT.remove(file);
        if (RECENT.size() == REMEMBERED) {
            RECENT.removeFirst();
        }
        RECENT.addLast(file);
    }

    /** The files most recently started, oldest first. */
    static synchronized List<String> recent() {
        return List.copyOf(RECENT);
    }

    /** Why a file of {@code size} bytes (-1 if unknown) could not be dealt with ({@code doing}: "checking it"). */
    static ReadFailure failure(String doing, long size) {
        return ReadFailure.of(ReadFailure.Reason.OUT_OF_MEMORY, "out of memory: " + needs(doing, size));
    }

    /** The one line for an error no file's handler caught: while writing a report, comparing two files. */
    static String line(String doing) {
        List<String> files = recent();
        String which = files.isEmpty() ? "" : " (" + String.join(", ", files.stream().map(SafeText::of).toList()) + ")";
        return "mapharness: out of memory" + which + ": " + needs(doing, -1);
    }

    static String needs(String doing, long size) {
        long heap = Runtime.getRuntime().maxMemory();
        return doing + " takes more than this Java's " + (heap >> 20) + " MB heap; run with more, e.g. "
                + "MAPHARNESS_JAVA_OPTS=-Xmx" + suggestion(heap, size);
    }

    /** Twice the heap, or what the file is likely to need if that is more, in whole 256 MB steps. */
    static String suggestion(long heap, long size) {
        long want = Math.max(2 * heap, size < 0 ? 0 : size * HeapEstimate.PER_DECODED_BYTE + (64L << 20));
        long quarters = (want + (256L << 20) - 1) / (256L << 20);
        return quarters % 4 == 0 ? quarters / 4 + "g" : quarters * 256 + "m";
    }
}
