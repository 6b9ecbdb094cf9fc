package dev.mapharness.gamestudio;

import java.util.Arrays;
import java.util.Optional;

/**
 * A 3-D affine map {@code p ↦ L·p + t} in level space: what a group's (or an entity's) position,
 * angles and scale do to the coordinates of what it holds. Immutable; content equality.
 *
 * <p>A member of a group is first scaled, then turned, then moved ({@code T · R · S}); a chain of
 * groups composes outermost first: {@code world = G_root ∘ … ∘ G_inner}.
 */
public final class Affine3 {
    public static final Affine3 IDENTITY = new Affine3(new double[] {1, 0, 0, 0, 1, 0, 0, 0, 1}, Vec3.ZERO);

    /** Row-major 3 × 3. */
    private final double[] linear;
    private final Vec3 translation;

    private Affine3(double[] linear, Vec3 translation) {
        for (int i = 0; i < linear.length; i++) {
            linear[i] += 0.0; // −0 (a zero times a mirror) becomes 0: equal maps are equal bit for bit
        }
        this.linear = linear;
        this.translation = translation;
    }

    /** Scale by {@code scale} along the object's own axes, turn by {@code angles}, move to {@code position}. */
    public static Affine3 of(Vec3 position, Angles angles, Vec3 scale) {
        double[] r = EulerConvention.matrix(angles);
        double[] m = new double[9];
        for (int row = 0; row < 3; row++) {
            m[row * 3] = r[row * 3] * scale.x();
            m[row * 3 + 1] = r[row * 3 + 1] * scale.y();
            m[row * 3 + 2] = r[row * 3 + 2] * scale.z();
        }
        return new Affine3(m, position);
    }

    public static Affine3 translation(Vec3 offset) {
        return new Affine3(IDENTITY.linear.clone(), offset);
    }

    /** This map after {@code inner}: {@code p ↦ this(inner(p))}. */
    public Affine3 compose(Affine3 inner) {
        double[] a = linear;
        double[] b = inner.linear;
        double[] m = new double[9];
        for (int row = 0; row < 3; row++) {
            for (int col = 0; col < 3; col++) {
                m[row * 3 + col] = a[row * 3] * b[col] + a[row * 3 + 1] * b[3 + col] + a[row * 3 + 2] * b[6 + col];
            }
        }
        return new Affine3(m, apply(inner.translation));
    }

    public Vec3 apply(Vec3 p) {
        return linear(p).plus(translation);
    }

    /** The linear part alone, for directions. */
    public Vec3 linear(Vec3 d) {
        double[] m = linear;
        return new Vec3(m[0] * d.x() + m[1] * d.y() + m[2] * d.z(),
                m[3] * d.x() + m[4] * d.y() + m[5] * d.z(),
                m[6] * d.x() + m[7] * d.y() + m[8] * d.z());
    }

    public Vec3 translation() {
        return translation;
    }

    /** Column {@code i} of the linear part: where the member's own axis i ends up (scaled). */
    public Vec3 column(int i) {
        return new Vec3(linear[i], linear[3 + i], linear[6 + i]);
    }

    public double at(int row, int col) {
        return linear[row * 3 + col];
    }

    public double determinant() {
        double[] m = linear;
        return m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) + m[2] * (m[3] * m[7] - m[4] * m[6]);
    }

    public boolean isFinite() {
        for (double v : linear) {
            if (!Double.isFinite(v)) {
                return false;
            }
        }
        return translation.isFinite();
    }

    /**
     * The inverse transpose of the linear part (row-major), which carries plane equations and texture
     * axes along with the points; empty when the map is singular (a zero scale) or not finite.
     */
    public Optional<double[]> inverseTransposeLinear() {
        double det = determinant();
        if (det == 0 || !Double.isFinite(det) || !isFinite()) {
            return Optional.empty();
        }
        double[] m = linear;
        // the cofactor matrix divided by det is the inverse transpose
        double[] c = {
            m[4] * m[8] - m[5] * m[7], m[5] * m[6] - m[3] * m[8], m[3] * m[7] - m[4] * m[6],
            m[2] * m[7] - m[1] * m[8], m[0] * m[8] - m[2] * m[6], m[1] * m[6] - m[0] * m[7],
            m[1] * m[5] - m[2] * m[4], m[2] * m[3] - m[0] * m[5], m[0] * m[4] - m[1] * m[3]
        };
        for (int i = 0; i < 9; i++) {
            c[i] /= det;
            if (!Double.isFinite(c[i])) {
                return Optional.empty();
            }
        }
        return Optional.of(c);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Affine3 a && Arrays.equals(linear, a.linear) && translation.equals(a.translation);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(linear) + translation.hashCode();
    }

    @Override
    public String toString() {
        return "Affine3" + Arrays.toString(linear) + " + " + translation;
    }
}
