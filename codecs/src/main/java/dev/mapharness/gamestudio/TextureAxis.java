package dev.mapharness.gamestudio;

/**
 * One texture vector of a face, {@code ( x y z offset )}: the texel coordinate along this axis is
 * {@code x·X + y·Y + z·Z + offset} for a point (X, Y, Z).
 */
public record TextureAxis(double x, double y, double z, double offset) {
    /** The texel coordinate of the point {@code p} along this axis. */
    public double apply(Vec3 p) {
        return x * p.x() + y * p.y() + z * p.z() + offset;
    }
}
