package dev.mapharness.mm;

import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.Vec3;
import java.util.Objects;

/** Type 1, a start position: final position, angles and name. */
public record MmPosition(Vec3 position, Vec3 angles, RawString name) implements MmItem {
    public static final int TYPE = 1;

    public MmPosition {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(angles, "angles");
        Objects.requireNonNull(name, "name");
    }

    @Override
    public int type() {
        return TYPE;
    }
}
