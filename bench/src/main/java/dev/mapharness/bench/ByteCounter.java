package dev.mapharness.bench;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Counts the file bytes a benchmark processed; JMH reports {@link #bytes} per second next to the
 * operation rate, so codecs and the arraycopy baseline compare in the same unit whatever the file size.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.OPERATIONS)
public class ByteCounter {
    public long bytes;

    @Setup(Level.Iteration)
    public void reset() {
        bytes = 0;
    }

    void add(int n) {
        bytes += n;
    }
}
