package dev.mapharness.migrate;

/**
 * Bilinear interpolation over a grid whose sample (i, j) sits at grid coordinates (i, j).
 * Coordinates outside the grid are clamped to its edge (a point past the map takes the ground at
 * the nearest edge); NaN coordinates clamp to 0. A weight of exactly 0 skips its neighbour, so a
 * point on a sample returns that sample even when a neighbour is NaN.
 */
final class Bilinear {
    /** A grid's samples, column i and row j. */
    interface Samples {
        double at(int i, int j);
    }

    private Bilinear() {
    }

    static double sample(Samples grid, int width, int height, double u, double v) {
        double cu = clamp(u, width - 1);
        double cv = clamp(v, height - 1);
        int i0 = (int) Math.floor(cu);
        int j0 = (int) Math.floor(cv);
        double fu = cu - i0;
        double fv = cv - j0;
        // the next sample is read only under a weight above 0, so only when cu < width - 1: always in the grid
        int i1 = i0 + 1;
        int j1 = j0 + 1;
        double low = lerp(grid.at(i0, j0), fu == 0 ? 0 : grid.at(i1, j0), fu);
        double high = fv == 0 ? 0 : lerp(grid.at(i0, j1), fu == 0 ? 0 : grid.at(i1, j1), fu);
        return lerp(low, high, fv);
    }

    /** True if (u, v) lies outside the grid (or is NaN), so {@link #sample} clamped it. */
    static boolean outside(int width, int height, double u, double v) {
        return !(u >= 0 && u <= width - 1 && v >= 0 && v <= height - 1);
    }

    private static double clamp(double x, int max) {
        if (!(x > 0)) {
            return 0;
        }
        return Math.min(x, max);
    }

    private static double lerp(double a, double b, double t) {
        return t == 0 ? a : a + (b - a) * t;
    }
}
