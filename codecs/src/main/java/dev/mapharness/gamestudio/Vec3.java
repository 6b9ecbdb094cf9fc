package dev.mapharness.gamestudio;

/** Three numbers: a position, Euler angles in degrees (pan, tilt, roll), a scale or an RGB colour. */
public record Vec3(double x, double y, double z) {
    public static final Vec3 ZERO = new Vec3(0, 0, 0);
    public static final Vec3 ONE = new Vec3(1, 1, 1);
}
