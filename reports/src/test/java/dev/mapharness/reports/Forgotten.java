package dev.mapharness.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;

/**
 * Asserts that objects are no longer reachable: what a streaming writer must leave of each result
 * it was handed. Collection is asked for a bounded number of times, each a full collection
 * ({@code System.gc()} on HotSpot), which clears every weak reference to an unreachable object.
 */
public final class Forgotten {
    private static final int ATTEMPTS = 20;

    private final List<WeakReference<Object>> refs = new ArrayList<>();

    /** Remembers {@code o} weakly and returns it. */
    public <T> T track(T o) {
        refs.add(new WeakReference<>(o));
        return o;
    }

    public int tracked() {
        return refs.size();
    }

    /** Fails if any tracked object is still reachable after collecting. */
    public void assertAllCollected() {
        long alive = 0;
        for (int i = 0; i < ATTEMPTS; i++) {
            System.gc();
            alive = refs.stream().filter(r -> r.get() != null).count();
            if (alive == 0) {
                return;
            }
            byte[][] pressure = new byte[64][];
            for (int j = 0; j < pressure.length; j++) {
                pressure[j] = new byte[1 << 20];
            }
        }
        assertEquals(0, alive, alive + " of " + refs.size() + " tracked objects are still reachable");
    }
}
