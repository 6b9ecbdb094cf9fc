package dev.mapharness.reports.picture;

/**
 * The colours of every picture. The mark colour (pure magenta) is kept out of every palette: index
 * colours skip the hues around it and never reach full saturation, terrain tints are greens,
 * browns, blues and greys.
 */
final class Palette {
    /** Divergent cells and objects. */
    static final int MARK = 0xFF00FF;
    /** The ring around marked pixels, so magenta shows on light and dark ground alike. */
    static final int MARK_OUTLINE = 0x000000;
    /** Heights that are NaN or infinite. */
    static final int NOT_A_NUMBER = 0x00E5FF;
    static final int OBJECT = 0x202020;
    static final int ROAD = 0x7A3B12;
    static final int BACKGROUND = 0xF4F4F0;

    private Palette() {
    }

    static int rgb(int r, int g, int b) {
        return (clamp(r) << 16) | (clamp(g) << 8) | clamp(b);
    }

    private static int clamp(int v) {
        return Math.max(0, Math.min(255, v));
    }

    /** {@code a} moved toward {@code b} by {@code t} (0 = a, 1 = b). */
    static int mix(int a, int b, double t) {
        int r = (int) Math.round(((a >> 16) & 0xFF) * (1 - t) + ((b >> 16) & 0xFF) * t);
        int g = (int) Math.round(((a >> 8) & 0xFF) * (1 - t) + ((b >> 8) & 0xFF) * t);
        int bl = (int) Math.round((a & 0xFF) * (1 - t) + (b & 0xFF) * t);
        return rgb(r, g, bl);
    }

    static int scale(int c, double f) {
        return rgb((int) Math.round(((c >> 16) & 0xFF) * f), (int) Math.round(((c >> 8) & 0xFF) * f),
                (int) Math.round((c & 0xFF) * f));
    }

    /**
     * A colour for an index (texture, material, tile id, gid): neighbouring indices get far-apart
     * hues (golden-ratio steps), and three lightness levels cycle so more indices stay apart.
     * Hues from 275° to 335° are skipped: that is where the mark colour lives.
     */
    static int index(long index) {
        double turn = (index * 0.6180339887498949) % 1.0;
        double hue = turn * 300.0;
        if (hue >= 275) {
            hue += 60;
        }
        int level = (int) Math.floorMod(index, 3L);
        double saturation = level == 1 ? 0.45 : 0.7;
        double value = level == 2 ? 0.6 : 0.88;
        return hsv(hue, saturation, value);
    }

    static int hsv(double hueDegrees, double s, double v) {
        double h = ((hueDegrees % 360) + 360) % 360 / 60.0;
        int sector = (int) Math.floor(h) % 6;
        double f = h - Math.floor(h);
        double p = v * (1 - s);
        double q = v * (1 - s * f);
        double t = v * (1 - s * (1 - f));
        double r;
        double g;
        double b;
        switch (sector) {
            case 0 -> { r = v; g = t; b = p; }
            case 1 -> { r = q; g = v; b = p; }
            case 2 -> { r = p; g = v; b = t; }
            case 3 -> { r = p; g = q; b = v; }
            case 4 -> { r = t; g = p; b = v; }
            default -> { r = v; g = p; b = q; }
        }
        return rgb((int) Math.round(r * 255), (int) Math.round(g * 255), (int) Math.round(b * 255));
    }
}
