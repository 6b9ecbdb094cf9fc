package dev.mapharness.mm;

import dev.mapharness.gamestudio.Vec3;
import java.util.Objects;

/** Type 2, a light: final position, colour (percent) and range. */
public record MmLight(Vec3 position, Vec3 color, double range) implements MmItem {
    public static final int TYPE = 2;

    public MmLight {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(color, "color");
    }

    @Override
    public int type() {
        return TYPE;
    }
}
