package dev.mapharness.roundtrip;

import dev.mapharness.grid.Transform;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/** Object matrices: real placements (a heading at a position) and arbitrary bit patterns. */
public final class TransformGens {
    private TransformGens() {
    }

    /** Twelve floats of any bit pattern, NaN payloads and negative zero included. */
    public static Gen<Transform> anyBits() {
        Gen<Integer> bits = FloatGens.anyBits();
        return rs -> {
            int[] b = new int[Transform.FLOATS];
            for (int i = 0; i < b.length; i++) {
                b[i] = bits.generate(rs);
            }
            return Transform.ofBits(b);
        };
    }

    /** What an editor writes: a rotation about the vertical axis at a position on a 10 km map. */
    public static Gen<Transform> placements() {
        Gen<Integer> heading = Generate.range(0, 359, 0);
        Gen<Integer> coordinate = Generate.range(0, 1_024_000, 0);
        return heading.zip(coordinate, coordinate, coordinate,
                (h, x, y, z) -> Transform.headingAt(h, x / 100f, y / 1000f, z / 100f));
    }

    /** Placements, the identity, and arbitrary bits. */
    public static Gen<Transform> any() {
        return Generate.oneOf(placements(), Generate.constant(Transform.IDENTITY), anyBits());
    }
}
