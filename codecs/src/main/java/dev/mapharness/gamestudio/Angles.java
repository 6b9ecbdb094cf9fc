package dev.mapharness.gamestudio;

/**
 * Gamestudio's Euler angles in degrees: {@code pan} about the upright z axis, then {@code tilt} about
 * the turned y axis, then {@code roll} about the turned and tilted x axis. Their meaning as a rotation
 * is fixed in {@link EulerConvention}.
 */
public record Angles(double pan, double tilt, double roll) {
    public static final Angles ZERO = new Angles(0, 0, 0);

    public boolean isFinite() {
        return Double.isFinite(pan) && Double.isFinite(tilt) && Double.isFinite(roll);
    }

    @Override
    public String toString() {
        return "(pan " + pan + " tilt " + tilt + " roll " + roll + ")";
    }
}
