package dev.mapharness.wmp;

import dev.mapharness.gamestudio.Vec3;
import java.util.Objects;

/** A light source: colour (percent) and range ({@code 78.82 78.82 39.21 300}). */
public record WmpLight(int number, Vec3 color, double range) implements WmpObject {
    public WmpLight {
        Objects.requireNonNull(color, "color");
    }

    @Override
    public WmpMemberKind memberKind() {
        return WmpMemberKind.LIGHT;
    }
}
