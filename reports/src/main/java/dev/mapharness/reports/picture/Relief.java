package dev.mapharness.reports.picture;

import java.util.Locale;

/**
 * A heightmap as shaded relief: a hillshade lit from the north-west at 45° blended with a
 * hypsometric tint (blues below sea level, greens to browns to near-white above). NaN and infinite
 * cells are drawn in {@link Palette#NOT_A_NUMBER} and left out of the scale; a flat map draws in one
 * mid tint. Shading is computed on at most one sample per pixel, so a huge grid costs a picture's
 * worth of memory, not a grid's.
 */
final class Relief {
    /** Light from the north-west (azimuth 315°), 45° above the horizon: x east, y north, z up. */
    private static final double LIGHT_X = -0.5;
    private static final double LIGHT_Y = 0.5;
    private static final double LIGHT_Z = Math.sqrt(0.5);

    private static final int[] LAND = {0x3E7B3A, 0x8DB35A, 0xD8C98A, 0x9C6B45, 0xEDEDE8};
    private static final int DEEP = 0x1E3F8A;
    private static final int SHALLOW = 0x7AAFD8;

    /** The finite range of a grid in metres and how many cells are NaN or infinite. */
    record Range(double lo, double hi, long nonFinite) {
        boolean flat() {
            return !(hi > lo);
        }

        String text() {
            String finite = lo > hi ? "no finite heights"
                    : String.format(Locale.ROOT, "heights %.2f .. %.2f m", lo, hi) + (flat() ? " (flat)" : "");
            return nonFinite == 0 ? finite : finite + "; " + nonFinite + " cells NaN or infinite (cyan)";
        }
    }

    private Relief() {
    }

    static Range range(GridCells g, double metresPerUnit) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        long bad = 0;
        int n = (int) g.size();
        for (int i = 0; i < n; i++) {
            double v = g.value(i) * metresPerUnit;
            if (Double.isFinite(v)) {
                lo = Math.min(lo, v);
                hi = Math.max(hi, v);
            } else {
                bad++;
            }
        }
        return new Range(lo, hi, bad);
    }

    /**
     * Paints the relief of {@code g} over the whole canvas.
     *
     * @param cellMetres ground distance between neighbouring cells, for the slope
     */
    static void paint(Canvas canvas, PictureSize size, GridCells g, double metresPerUnit, double cellMetres, Range range) {
        int sw = Math.min(size.cellsWide(), size.width());
        int sh = Math.min(size.cellsHigh(), size.height());
        float[] samples = new float[sw * sh];
        for (int sy = 0; sy < sh; sy++) {
            int fromTop = (int) ((long) sy * size.cellsHigh() / sh);
            int cy = size.northUp() ? size.cellsHigh() - 1 - fromTop : fromTop;
            for (int sx = 0; sx < sw; sx++) {
                int cx = (int) ((long) sx * size.cellsWide() / sw);
                samples[sy * sw + sx] = (float) (g.value(cy * g.width + cx) * metresPerUnit);
            }
        }
        double spacing = Double.isFinite(cellMetres) && cellMetres > 0 ? cellMetres : 1;
        double dx = spacing * size.cellsWide() / sw;
        double dy = spacing * size.cellsHigh() / sh;
        int[] colors = new int[sw * sh];
        for (int sy = 0; sy < sh; sy++) {
            for (int sx = 0; sx < sw; sx++) {
                float v = samples[sy * sw + sx];
                if (!Float.isFinite(v)) {
                    colors[sy * sw + sx] = Palette.NOT_A_NUMBER;
                    continue;
                }
                double east = at(samples, sw, sh, sx + 1, sy, v) - at(samples, sw, sh, sx - 1, sy, v);
                // image rows run downward; with north up, row sy - 1 is further north
                double north = at(samples, sw, sh, sx, sy - 1, v) - at(samples, sw, sh, sx, sy + 1, v);
                if (!size.northUp()) {
                    north = -north;
                }
                double gx = east / (2 * dx);
                double gy = north / (2 * dy);
                double shade = Math.max(0, (-gx * LIGHT_X - gy * LIGHT_Y + LIGHT_Z) / Math.sqrt(gx * gx + gy * gy + 1));
                int tint = tint(v, range);
                colors[sy * sw + sx] = Palette.scale(tint, 0.45 + 0.75 * shade);
            }
        }
        for (int py = 0; py < size.height(); py++) {
            int sy = (int) ((long) py * sh / size.height());
            for (int px = 0; px < size.width(); px++) {
                int sx = (int) ((long) px * sw / size.width());
                canvas.set(px, py, colors[sy * sw + sx]);
            }
        }
    }

    /** A neighbour's height; the centre's where the neighbour is off the edge or not finite. */
    private static double at(float[] samples, int sw, int sh, int x, int y, float centre) {
        if (x < 0 || y < 0 || x >= sw || y >= sh) {
            return centre;
        }
        float v = samples[y * sw + x];
        return Float.isFinite(v) ? v : centre;
    }

    static int tint(double v, Range range) {
        if (range.flat()) {
            return LAND[1];
        }
        if (v < 0 && range.lo() < 0) {
            return Palette.mix(SHALLOW, DEEP, Math.min(1, v / range.lo()));
        }
        double base = Math.max(0, range.lo());
        double t = range.hi() > base ? (v - base) / (range.hi() - base) : 0;
        t = Math.max(0, Math.min(1, t)) * (LAND.length - 1);
        int k = Math.min(LAND.length - 2, (int) t);
        return Palette.mix(LAND[k], LAND[k + 1], t - k);
    }
}
