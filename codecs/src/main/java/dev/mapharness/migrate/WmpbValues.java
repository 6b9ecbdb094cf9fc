package dev.mapharness.migrate;

import dev.mapharness.gamestudio.Affine3;
import dev.mapharness.gamestudio.Angles;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.Decomposition;
import dev.mapharness.gamestudio.EulerConvention;
import dev.mapharness.gamestudio.Vec3;

/**
 * How values of a binary WMP level read in the text forms WED writes (docs/wmpb.md, "Migrations"):
 * angles in degrees, flags as binary digits, light colours in percent.
 */
final class WmpbValues {
    /**
     * How far WED's stored radians may be from the angle it shows: two float32 units in the last
     * place at π. WED keeps angles as float32 and passes them through a rotation, so a pan of 0 is
     * stored as −4.37e-8 and 85° as a radian value 1 ulp from the nearest float32 of 85°.
     */
    static final double NOISE_RADIANS = 2 * Math.ulp((float) Math.PI);
    /** Below this cos b the pan and roll axes coincide (straight up or down), as in {@link EulerConvention}. */
    private static final double GIMBAL_EPSILON = 1e-9;
    /** At most this many decimals are tried when a stored angle is read back as WED's degrees. */
    private static final int MAX_DECIMALS = 4;

    private WmpbValues() {
    }

    /**
     * The angles WED shows (and {@code $$M} writes) for an object's stored radians. The file keeps a
     * turn as Rz(x)·Rx(y)·Ry(z) (the second number turns about the x axis, the third about y), which
     * the three real pairs confirm on turned entities; WED writes the same turn as pan, tilt and roll
     * ({@link EulerConvention}), each in [0, 360). Each angle is first read as the number of fewest
     * decimals within {@link #NOISE_RADIANS} of it ({@link #degrees}).
     */
    static Angles angles(Vec3 radians) {
        double pan = degrees(radians.x());
        double b = degrees(radians.y());
        double c = degrees(radians.z());
        if (b == 0 && c == 0 || !Double.isFinite(pan) || !Double.isFinite(b) || !Double.isFinite(c)) {
            return new Angles(wrap(pan), wrap(b), wrap(c));
        }
        Affine3 turn = Affine3.of(Vec3.ZERO, new Angles(pan, 0, 0), Vec3.ONE)
                .compose(Affine3.of(Vec3.ZERO, new Angles(0, 0, b), Vec3.ONE))
                .compose(Affine3.of(Vec3.ZERO, new Angles(0, -c, 0), Vec3.ONE));
        Angles a = Decomposition.of(turn, Vec3.ONE).placement().angles();
        double tilt = snap(a.tilt());
        if (Math.abs(tilt) == 90) {
            // straight up or down only pan + roll (up) or roll − pan (down) is fixed: WED writes pan 0
            double roll = tilt > 0 ? a.pan() + a.roll() : a.roll() - a.pan();
            return new Angles(0, wrap(tilt), wrap(snap(roll)));
        }
        return new Angles(wrap(snap(a.pan())), wrap(tilt), wrap(snap(a.roll())));
    }

    /** The turn Rz(a)·Rx(b)·Ry(c) of stored radians (a, b, c) as they are, with no reading as WED's degrees. */
    static Affine3 turn(Vec3 radians) {
        return Affine3.of(Vec3.ZERO, new Angles(Math.toDegrees(radians.x()), 0, 0), Vec3.ONE)
                .compose(Affine3.of(Vec3.ZERO, new Angles(0, 0, Math.toDegrees(radians.y())), Vec3.ONE))
                .compose(Affine3.of(Vec3.ZERO, new Angles(0, -Math.toDegrees(radians.z()), 0), Vec3.ONE));
    }

    /**
     * The radians a binary level stores for a turn WED shows as pan, tilt and roll (the inverse of
     * {@link #angles}): the three angles (a, b, c) of Rz(a)·Rx(b)·Ry(c) for the same turn, b in
     * [−π/2, π/2]. A pan alone is stored as it is, in radians; straight up or down c is 0.
     */
    static Vec3 radians(Angles degrees) {
        if (degrees.tilt() == 0 && degrees.roll() == 0 || !degrees.isFinite()) {
            // + 0.0: a text level's "-0" is stored as 0, as WED stores it
            return new Vec3(Math.toRadians(degrees.pan()) + 0.0, Math.toRadians(degrees.tilt()) + 0.0,
                    Math.toRadians(degrees.roll()) + 0.0);
        }
        double[] m = EulerConvention.matrix(degrees);
        double b = Math.asin(Math.max(-1, Math.min(1, m[7])));
        // the matrix holds no −0, so asin(m[7]) and atan2(m[3], m[0]) are never −0; a negated element is
        // (atan2(−0, x) is −0), and + 0.0 makes it 0
        if (Math.sqrt(m[1] * m[1] + m[4] * m[4]) > GIMBAL_EPSILON) {
            return new Vec3(Math.atan2(-m[1], m[4]) + 0.0, b, Math.atan2(-m[6], m[8]) + 0.0);
        }
        return new Vec3(Math.atan2(m[3], m[0]), b, 0);
    }

    /** Stored radians in degrees, read as the number of fewest decimals within {@link #NOISE_RADIANS}. */
    static double degrees(double radians) {
        return snap(Math.toDegrees(radians));
    }

    private static double snap(double degrees) {
        if (!Double.isFinite(degrees)) {
            return degrees;
        }
        double tolerance = Math.toDegrees(NOISE_RADIANS);
        for (int decimals = 0; decimals <= MAX_DECIMALS; decimals++) {
            double step = Math.pow(10, decimals);
            double near = Math.rint(degrees * step) / step;
            if (Math.abs(near - degrees) <= tolerance) {
                return near + 0.0;
            }
        }
        return degrees;
    }

    /** An angle in [0, 360), as WED writes pan, tilt and roll; 360 itself becomes 0. */
    static double wrap(double degrees) {
        if (!Double.isFinite(degrees)) {
            return degrees;
        }
        double w = degrees % 360;
        if (w < 0) {
            w += 360;
        }
        return w >= 360 ? 0 : w + 0.0;
    }

    /**
     * Flags as WED prints them: binary digits, 4 wide if the value fits, else 8, 16 or 32 (0x20 is
     * {@code 00100000}, 0x600 sixteen digits). Bits above 32 cannot be written and are cut; callers
     * report them.
     */
    static BinaryFlags flags(long bits) {
        int width = bits >>> 4 == 0 ? 4 : bits >>> 8 == 0 ? 8 : bits >>> 16 == 0 ? 16 : 32;
        return BinaryFlags.of(bits, width);
    }

    /** WED's factor from a colour channel 0–255 to percent, a float32. */
    private static final float PERCENT_PER_STEP = 100f / 255f;

    /**
     * A light channel 0–255 as the percent {@code $$M} and text WMP write, computed as WED does: the
     * channel times the float32 100/255 in float32 (221 is 86.666672, where 221 · 100 / 255 would print
     * 86.666664). Every zero channel of the real pairs (44) is written {@code -0.000000}, so 0 is −0
     * (docs/wmpb.md, "Numbers as WED prints them").
     */
    static double percent(long channel) {
        float p = channel * PERCENT_PER_STEP;
        return p == 0 ? -0.0 : p;
    }

    static Vec3 vector(Angles a) {
        return new Vec3(a.pan(), a.tilt(), a.roll());
    }
}
