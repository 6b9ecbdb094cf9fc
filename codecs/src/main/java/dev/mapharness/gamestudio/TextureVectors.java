package dev.mapharness.gamestudio;

import java.util.Optional;

/**
 * A face's two texture vectors: the texel at level point p is {@code u = t1·p + t1.offset},
 * {@code v = t2·p + t2.offset} (the seed's {@code u = t11·x + t12·y + t13·z + t14}).
 */
public record TextureVectors(TextureAxis t1, TextureAxis t2) {

    public TextureVectors(double ux, double uy, double uz, double uo, double vx, double vy, double vz, double vo) {
        this(new TextureAxis(ux, uy, uz, uo), new TextureAxis(vx, vy, vz, vo));
    }

    public double u(Vec3 p) {
        return t1.apply(p);
    }

    public double v(Vec3 p) {
        return t2.apply(p);
    }

    /**
     * The vectors that give every moved point the texel its original point had, for a block whose
     * texture is locked to it: {@code u'(map(p)) = u(p)}. With {@code map(p) = L·p + t}, an axis a
     * becomes {@code L⁻ᵀ·a} and its constant {@code d − (L⁻ᵀ·a)·t}. Empty when the map cannot be
     * inverted (a zero scale flattens the block: no texel assignment survives).
     */
    public Optional<TextureVectors> movedWith(Affine3 map) {
        Optional<double[]> inverseTranspose = map.inverseTransposeLinear();
        if (inverseTranspose.isEmpty()) {
            return Optional.empty();
        }
        double[] n = inverseTranspose.get();
        return Optional.of(new TextureVectors(moved(t1, n, map.translation()), moved(t2, n, map.translation())));
    }

    public boolean isFinite() {
        return isFinite(t1) && isFinite(t2);
    }

    public static boolean isFinite(TextureAxis a) {
        return Double.isFinite(a.x()) && Double.isFinite(a.y()) && Double.isFinite(a.z()) && Double.isFinite(a.offset());
    }

    private static TextureAxis moved(TextureAxis axis, double[] n, Vec3 t) {
        Vec3 a = new Vec3(n[0] * axis.x() + n[1] * axis.y() + n[2] * axis.z(),
                n[3] * axis.x() + n[4] * axis.y() + n[5] * axis.z(),
                n[6] * axis.x() + n[7] * axis.y() + n[8] * axis.z());
        return new TextureAxis(a.x(), a.y(), a.z(), axis.offset() - a.dot(t));
    }
}
