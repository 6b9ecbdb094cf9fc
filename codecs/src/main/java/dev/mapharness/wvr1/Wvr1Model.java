package dev.mapharness.wvr1;

import dev.mapharness.bytes.FixedString;
import java.util.Objects;

/**
 * One 64-byte model record of a 1WVR world: {@code f32 x, y, z; f32 heading; char name[48]}.
 *
 * @param x       east, in grid units (× 50 m)
 * @param y       height above the ground at (x, z), in grid units: relative, unlike every later format
 * @param z       north, in grid units
 * @param heading degrees, clockwise seen from above
 * @param name    the .p3d path in a 48-byte slot
 */
public record Wvr1Model(float x, float y, float z, float heading, FixedString name) {
    public static final int RECORD_SIZE = 64;
    public static final int NAME_LENGTH = 48;

    public Wvr1Model {
        Objects.requireNonNull(name, "name");
    }
}
