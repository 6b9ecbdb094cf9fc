package dev.mapharness.bench;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Counts the decoded payload bytes a benchmark processed. JMH reports {@link #bytes} per second
 * next to the operation rate (the {@code :bytes} row), so every codec, its peer and the arraycopy
 * baseline compare in one unit whatever the input size; the runner divides it by the operation
 * rate to get the payload of one operation.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.OPERATIONS)
public class ByteCounter {
    public long bytes;

    @Setup(Level.Iteration)
    public void reset() {
        bytes = 0;
    }

    public void add(long n) {
        bytes += n;
    }
}
