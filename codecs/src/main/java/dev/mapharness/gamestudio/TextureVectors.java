package dev.mapharness.gamestudio;

import java.util.Optional;

/**
 * A face's texture vectors t1 = (ux, uy, uz, uo) and t2 = (vx, vy, vz, vo): the texel at level point
 * (x, y, z) is {@code u = ux·x + uy·y + uz·z + uo}, {@code v = vx·x + vy·y + vz·z + vo}.
 */
public record TextureVectors(double ux, double uy, double uz, double uo, double vx, double vy, double vz, double vo) {

    public double u(Vec3 p) {
        return ux * p.x() + uy * p.y() + uz * p.z() + uo;
    }

    public double v(Vec3 p) {
        return vx * p.x() + vy * p.y() + vz * p.z() + vo;
    }

    /**
     * The vectors that give every moved point the texel its original point had, for a block whose
     * texture is locked to it: {@code u'(map(p)) = u(p)}. With {@code map(p) = L·p + t}, the axes
     * become {@code L⁻ᵀ·a} and the constant {@code d − L⁻ᵀ·a · t}. Empty when the map cannot be
     * inverted (a zero scale flattens the block: no texel assignment survives).
     */
    public Optional<TextureVectors> movedWith(Affine3 map) {
        Optional<double[]> inverseTranspose = map.inverseTransposeLinear();
        if (inverseTranspose.isEmpty()) {
            return Optional.empty();
        }
        double[] n = inverseTranspose.get();
        Vec3 a = times(n, new Vec3(ux, uy, uz));
        Vec3 b = times(n, new Vec3(vx, vy, vz));
        Vec3 t = map.translation();
        return Optional.of(new TextureVectors(a.x(), a.y(), a.z(), uo - a.dot(t), b.x(), b.y(), b.z(), vo - b.dot(t)));
    }

    public boolean isFinite() {
        return Double.isFinite(ux) && Double.isFinite(uy) && Double.isFinite(uz) && Double.isFinite(uo)
                && Double.isFinite(vx) && Double.isFinite(vy) && Double.isFinite(vz) && Double.isFinite(vo);
    }

    private static Vec3 times(double[] m, Vec3 d) {
        return new Vec3(m[0] * d.x() + m[1] * d.y() + m[2] * d.z(),
                m[3] * d.x() + m[4] * d.y() + m[5] * d.z(),
                m[6] * d.x() + m[7] * d.y() + m[8] * d.z());
    }

    @Override
    public String toString() {
        return "( " + ux + " " + uy + " " + uz + " " + uo + " ) ( " + vx + " " + vy + " " + vz + " " + vo + " )";
    }
}
