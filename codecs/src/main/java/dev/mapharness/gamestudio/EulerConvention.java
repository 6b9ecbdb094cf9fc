package dev.mapharness.gamestudio;

/**
 * How pan, tilt and roll make a rotation: the one place that decides it.
 *
 * <p>What the engine manual states: angles are degrees counted counter-clockwise; pan turns about the
 * upright z axis, tilt about the turned y axis, roll about the turned and tilted x axis; at all three
 * zero an object faces +x (east), pan 90 faces north (+y); tilt runs −90..+90 as a vertical angle. So
 * the rotation is {@code Rz(pan) · Ry(tilt) · Rx(roll)} applied to the object's own coordinates, and
 * a positive tilt lifts the facing direction toward +z.
 *
 * <p>What no source states and is chosen here: the sense of roll. A positive roll turns the object
 * counter-clockwise seen from in front of it (looking back along −x), that is right-handed about its
 * facing direction. Flip {@link #ROLL_SIGN} to change it; {@link #PAN_SIGN} and {@link #TILT_SIGN}
 * are here for the same reason.
 */
public final class EulerConvention {
    /** +1: pan counter-clockwise seen from above (0 east, 90 north). */
    static final int PAN_SIGN = 1;
    /** +1: positive tilt lifts the facing direction toward +z. */
    static final int TILT_SIGN = 1;
    /** +1: positive roll is right-handed about the facing direction (chosen, see the class comment). */
    static final int ROLL_SIGN = 1;

    /** Below this |cos tilt| the pan and roll axes coincide (gimbal lock) and roll is taken as 0. */
    static final double GIMBAL_EPSILON = 1e-9;

    private EulerConvention() {
    }

    /** The rotation as a row-major 3 × 3 matrix whose columns are the object's x, y and z axes in level space. */
    public static double[] matrix(Angles a) {
        double p = PAN_SIGN * a.pan();
        double t = TILT_SIGN * a.tilt();
        double r = ROLL_SIGN * a.roll();
        double cp = Degrees.cos(p);
        double sp = Degrees.sin(p);
        double ct = Degrees.cos(t);
        double st = Degrees.sin(t);
        double cr = Degrees.cos(r);
        double sr = Degrees.sin(r);
        // Rz(p) · Rlift(t) · Rx(r), where Rlift(t) turns +x toward +z (a right-handed turn about y by −t)
        double[] m = {
            cp * ct, -sp * cr - cp * st * sr, sp * sr - cp * st * cr,
            sp * ct, cp * cr - sp * st * sr, -cp * sr - sp * st * cr,
            st, ct * sr, ct * cr
        };
        for (int i = 0; i < m.length; i++) {
            m[i] += 0.0; // −0 becomes 0, so the zero angles give the identity bit for bit
        }
        return m;
    }

    /**
     * Angles of a rotation matrix (row-major, orthonormal), with pan and roll in [0, 360) and tilt in
     * [−90, 90]. At tilt ±90° only pan − roll (or pan + roll) is defined: roll is then 0 and pan
     * carries the whole turn. For a matrix that is not quite orthonormal (rounding, or shear from a
     * non-uniform scale above a turn) the result is the nearest reading of its first column and last row.
     */
    public static Angles angles(double[] m) {
        double st = m[6];
        double tilt = Degrees.asin(st);
        double ct = Math.sqrt(m[0] * m[0] + m[3] * m[3]);
        double pan;
        double roll;
        if (ct > GIMBAL_EPSILON) {
            pan = Degrees.atan2(m[3], m[0]);
            roll = Degrees.atan2(m[7], m[8]);
        } else {
            // tilt ±90°, roll 0: the y column is (−sin pan, cos pan, 0)
            pan = Degrees.atan2(-m[1], m[4]);
            roll = 0;
        }
        return new Angles(Degrees.wrap360(pan / PAN_SIGN), tilt / TILT_SIGN, Degrees.wrap360(roll / ROLL_SIGN));
    }
}
