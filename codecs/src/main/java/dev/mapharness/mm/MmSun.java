package dev.mapharness.mm;

import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.text.RawToken;
import java.util.List;
import java.util.Objects;

/**
 * Type 5, the sun and general level information: the three sun angles, then values whose layout
 * is not documented, kept as tokens so they round trip.
 */
public record MmSun(Vec3 angles, List<RawToken> rest) implements MmItem {
    public static final int TYPE = 5;

    public MmSun {
        Objects.requireNonNull(angles, "angles");
        rest = List.copyOf(rest);
    }

    @Override
    public int type() {
        return TYPE;
    }
}
