package dev.mapharness.wmp;

import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.text.RawToken;
import java.util.List;
import java.util.Objects;

/** A light source: colour (percent) and range ({@code 78.82 78.82 39.21 300}). */
public record WmpLight(int number, Vec3 color, double range, List<RawToken> extra) implements WmpObject {
    /** A light with nothing after its range. */
    public WmpLight(int number, Vec3 color, double range) {
        this(number, color, range, List.of());
    }

    public WmpLight {
        Objects.requireNonNull(color, "color");
        extra = List.copyOf(extra);
    }

    @Override
    public WmpMemberKind memberKind() {
        return WmpMemberKind.LIGHT;
    }
}
