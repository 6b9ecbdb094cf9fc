package dev.mapharness.oprw;

import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.Point3;
import java.util.Objects;

/** A world entity bound to a config class: {@code asciiz class; asciiz model; f32[3] position; u32 objectId}. */
public record OprwEntity(RawString className, RawString model, Point3 position, int objectId) {
    public OprwEntity {
        Objects.requireNonNull(className, "className");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(position, "position");
    }
}
