package dev.mapharness.mm;

import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.text.RawToken;
import java.util.List;
import java.util.Objects;

/** Type 1, a start position: final position, angles and name. */
public record MmPosition(Vec3 position, Vec3 angles, RawString name, List<RawToken> extra) implements MmItem {
    public static final int TYPE = 1;

    /** A start position with nothing after its name. */
    public MmPosition(Vec3 position, Vec3 angles, RawString name) {
        this(position, angles, name, List.of());
    }

    public MmPosition {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(angles, "angles");
        Objects.requireNonNull(name, "name");
        extra = List.copyOf(extra);
    }

    @Override
    public int type() {
        return TYPE;
    }
}
