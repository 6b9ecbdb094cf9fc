package dev.mapharness.wvr8;

import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.Transform;
import java.util.Objects;

/**
 * An object of an 8WVR world: {@code f32[12] transform; u32 id; u32 len; char[len] model}.
 * The model path is never empty: a record with an empty path is the list's dummy end record.
 */
public record Wvr8Object(Transform transform, int id, RawString model) {
    public Wvr8Object {
        Objects.requireNonNull(transform, "transform");
        Objects.requireNonNull(model, "model");
        if (model.isEmpty()) {
            throw new IllegalArgumentException("an object's model path cannot be empty: that marks the dummy end record");
        }
    }
}
