package dev.mapharness.migrate;

import dev.mapharness.grid.Transform;

/**
 * The 4WVR matrix for a 1WVR model's heading.
 *
 * <p>Convention: x east, y up, z north. A 1WVR heading is in degrees clockwise seen from above
 * ("Cartesian" in the seed); the WRP matrix turns counter-clockwise ("polar"), and the seed states
 * polar = −cartesian. So the matrix is a rotation about y by −heading in the polar sense: at heading 0
 * the direction vector points north (+z) and the aside vector east (+x); at 90° the direction points
 * east (+x) and the aside vector south (−z). Rows: aside, up, direction, position.
 *
 * <p>Multiples of 90° give exact 0 and ±1 (never −0), so a model placed square stays square.
 */
final class HeadingMatrix {
    private HeadingMatrix() {
    }

    static Transform at(double headingDegrees, float x, float y, float z) {
        float s;
        float c;
        if (Double.isFinite(headingDegrees) && headingDegrees % 90 == 0) {
            int quadrant = (int) Math.floorMod((long) (headingDegrees / 90), 4L);
            s = new float[] {0, 1, 0, -1}[quadrant];
            c = new float[] {1, 0, -1, 0}[quadrant];
        } else {
            double r = Math.toRadians(headingDegrees % 360);
            s = (float) Math.sin(r);
            c = (float) Math.cos(r);
        }
        // 0f - s keeps a zero positive, so equal headings give equal bits
        return Transform.of(c, 0, 0f - s, 0, 1, 0, s, 0, c, x, y, z);
    }
}
