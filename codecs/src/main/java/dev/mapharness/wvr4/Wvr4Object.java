package dev.mapharness.wvr4;

import dev.mapharness.bytes.FixedString;
import dev.mapharness.grid.Transform;
import java.util.Objects;

/**
 * One 128-byte model record of a 4WVR world: {@code f32[12] matrix; i32 id; char name[76]}.
 * Names may fill all 76 bytes with no NUL (real files do).
 */
public record Wvr4Object(Transform transform, int id, FixedString name) {
    public static final int RECORD_SIZE = 128;
    public static final int NAME_LENGTH = 76;

    public Wvr4Object {
        Objects.requireNonNull(transform, "transform");
        Objects.requireNonNull(name, "name");
    }
}
