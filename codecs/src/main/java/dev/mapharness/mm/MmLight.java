package dev.mapharness.mm;

import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.text.RawToken;
import java.util.List;
import java.util.Objects;

/**
 * Type 2, a light, as wmpio writes it: final position and angles, each on its line, then colour
 * (percent), range and flags on one line ({@code 16.86 8.23 0 390 0100}).
 */
public record MmLight(Vec3 position, Vec3 angles, Vec3 color, double range, BinaryFlags flags, List<RawToken> extra)
        implements MmItem {
    public static final int TYPE = 2;

    /** A light with nothing after its flags. */
    public MmLight(Vec3 position, Vec3 angles, Vec3 color, double range, BinaryFlags flags) {
        this(position, angles, color, range, flags, List.of());
    }

    public MmLight {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(angles, "angles");
        Objects.requireNonNull(color, "color");
        Objects.requireNonNull(flags, "flags");
        extra = List.copyOf(extra);
    }

    @Override
    public int type() {
        return TYPE;
    }
}
