package dev.mapharness.wvr8;

import dev.mapharness.grid.Transform;
import java.util.Objects;

/**
 * The record with an empty model path that ends an 8WVR object list. Its transform and id are
 * leftovers of the writing tool (NaN patterns, odd ids), kept bit for bit.
 */
public record Wvr8Dummy(Transform transform, int id) {
    /** What mapharness writes when it makes a dummy itself. */
    public static final Wvr8Dummy ZERO = new Wvr8Dummy(Transform.ofBits(new int[12]), 0);

    public Wvr8Dummy {
        Objects.requireNonNull(transform, "transform");
    }
}
