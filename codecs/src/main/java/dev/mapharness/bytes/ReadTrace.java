package dev.mapharness.bytes;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * Where the readers were when something other than a {@link MapFormatException} escaped them: the
 * last field each {@link ByteInput} of this thread read, and at which offset. Reproducing a crash
 * ({@code mapharness repro}) turns it on, so that an {@code IndexOutOfBoundsException} deep in a
 * reader still comes with "while reading objects[7].transform[9] at byte 0x1A40".
 *
 * <p>Off by default: a reader pays one volatile read per {@link ByteInput} it opens, nothing per field.
 */
public final class ReadTrace {
    /** Inputs remembered per thread: the file's own and the decoded blocks inside it. */
    private static final int DEPTH = 8;
    private static volatile boolean enabled;
    private static final ThreadLocal<Deque<ByteInput>> OPENED = ThreadLocal.withInitial(ArrayDeque::new);

    /** A position in one input: the offset where the last field started and the field's path. */
    public record Position(long offset, String field, int inputLength) {
    }

    private ReadTrace() {
    }

    /** Starts tracing inputs opened from now on, on every thread. */
    public static void enable() {
        enabled = true;
    }

    /** Forgets this thread's inputs (call before each traced read). */
    public static void clear() {
        OPENED.get().clear();
    }

    static void opened(ByteInput in) {
        if (enabled) {
            Deque<ByteInput> inputs = OPENED.get();
            if (inputs.size() == DEPTH) {
                inputs.removeFirst();
            }
            inputs.addLast(in);
        }
    }

    /** The last read of each input this thread opened, oldest input first; empty when tracing is off. */
    public static List<Position> positions() {
        return OPENED.get().stream().map(ByteInput::lastRead).flatMap(Optional::stream).toList();
    }
}
