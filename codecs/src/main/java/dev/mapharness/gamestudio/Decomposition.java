package dev.mapharness.gamestudio;

/**
 * Reading an affine map back as position, angles and scale.
 *
 * <p>What is exact: the position (the translation, untouched). A map built from one placement with
 * angles at multiples of 90° gives back its scale and angles exactly (up to the ranges below);
 * other angles come back within a few ulps, and angles and scales within 1e-9 of a multiple of
 * 1e-6 are taken to be that multiple ({@link #tidy}).
 *
 * <p>What is a choice: angles come back with pan and roll in [0, 360) and tilt in [−90, 90], so
 * (pan 0, tilt 120) returns as (pan 180, tilt 60, roll 180), the same turn. At tilt ±90° roll is 0
 * ({@link EulerConvention#angles}). A negative scale cannot be told from a turn: a mirror in one
 * axis equals a mirror in another plus a half turn. The signs come from {@code signHint} (the
 * product of the signs of every scale on the chain, axis by axis); if that disagrees with the
 * handedness of the map, x takes the flip.
 *
 * <p>What is not representable: a non-uniform scale on a group above a member turned against it
 * shears the member; no position, angles and scale give a sheared map. {@link #sheared()} says so, and
 * the placement is then the nearest reading (scale = length of each axis, angles from the x axis and
 * the turned y and z axes' heights). A map that flattens two or more axes to nothing has no
 * readable turn: {@link #degenerate()}, angles 0.
 */
public record Decomposition(Placement placement, boolean sheared, boolean degenerate) {
    /** Axes whose unit directions have a dot product above this count as sheared. */
    static final double SHEAR_TOLERANCE = 1e-9;
    private static final double TIDY_STEPS = 1e6;
    private static final double TIDY_TOLERANCE = 1e-9;

    public static Decomposition of(Affine3 map, Vec3 signHint) {
        Vec3[] columns = {map.column(0), map.column(1), map.column(2)};
        double[] lengths = {columns[0].length(), columns[1].length(), columns[2].length()};
        double[] signs = {Math.signum(signHint.x()) < 0 ? -1 : 1, Math.signum(signHint.y()) < 0 ? -1 : 1,
                Math.signum(signHint.z()) < 0 ? -1 : 1};
        double det = map.determinant();
        if (det != 0 && (det < 0) != (signs[0] * signs[1] * signs[2] < 0)) {
            signs[0] = -signs[0];
        }
        int zero = 0;
        Vec3[] axes = new Vec3[3];
        for (int i = 0; i < 3; i++) {
            if (lengths[i] == 0 || !Double.isFinite(lengths[i])) {
                zero++;
            } else {
                double k = signs[i] * lengths[i];
                axes[i] = new Vec3(columns[i].x() / k, columns[i].y() / k, columns[i].z() / k);
            }
        }
        Vec3 scale = new Vec3(signs[0] * lengths[0], signs[1] * lengths[1], signs[2] * lengths[2]);
        if (zero > 1) {
            return new Decomposition(new Placement(map.translation(), Angles.ZERO, scale), false, true);
        }
        if (zero == 1) {
            // one flattened axis: the turn is still fixed by the other two (right-handed completion)
            int k = axes[0] == null ? 0 : axes[1] == null ? 1 : 2;
            axes[k] = cross(axes[(k + 1) % 3], axes[(k + 2) % 3]);
        }
        boolean sheared = Math.abs(axes[0].dot(axes[1])) > SHEAR_TOLERANCE
                || Math.abs(axes[0].dot(axes[2])) > SHEAR_TOLERANCE
                || Math.abs(axes[1].dot(axes[2])) > SHEAR_TOLERANCE;
        double[] r = {
            axes[0].x(), axes[1].x(), axes[2].x(),
            axes[0].y(), axes[1].y(), axes[2].y(),
            axes[0].z(), axes[1].z(), axes[2].z()
        };
        Angles raw = EulerConvention.angles(r);
        Angles angles = new Angles(tidy(raw.pan()), tidy(raw.tilt()), tidy(raw.roll()));
        scale = new Vec3(tidy(scale.x()), tidy(scale.y()), tidy(scale.z()));
        return new Decomposition(new Placement(map.translation(), angles, scale), sheared, false);
    }

    /** Exactly representable as position, angles and scale (up to rounding). */
    public boolean exact() {
        return !sheared && !degenerate;
    }

    /**
     * A value within 1e-9 of a multiple of 1e-6 becomes that multiple: a turn of 45° read back through
     * sine and cosine is 45.00000000000001, and WED's own files carry six decimals at most.
     */
    static double tidy(double value) {
        double r = Math.rint(value * TIDY_STEPS) / TIDY_STEPS;
        return Double.isFinite(r) && Math.abs(value - r) < TIDY_TOLERANCE ? r + 0.0 : value;
    }

    private static Vec3 cross(Vec3 a, Vec3 b) {
        return new Vec3(a.y() * b.z() - a.z() * b.y(), a.z() * b.x() - a.x() * b.z(), a.x() * b.y() - a.y() * b.x());
    }
}
