package dev.mapharness.reports.picture;

/**
 * World coordinates onto picture pixels: {@code [originX, originX + worldWidth) × [originY,
 * originY + worldHeight)} fills the picture; with {@code northUp} larger y is higher in the picture.
 * Positions outside (NaN included) are reported as such, never drawn at a clamped spot.
 */
record WorldFrame(double originX, double originY, double worldWidth, double worldHeight, int width, int height,
                  boolean northUp) {

    boolean inside(double x, double y) {
        double fx = fx(x);
        double fy = fy(y);
        return fx >= 0 && fx < width && fy >= 0 && fy < height;
    }

    private double fx(double x) {
        return (x - originX) / worldWidth * width;
    }

    private double fy(double y) {
        return (y - originY) / worldHeight * height;
    }

    /** Pixel column, clamped to a range lines can still step through safely. */
    long px(double x) {
        return clamp(Math.floor(fx(x)));
    }

    long py(double y) {
        long up = clamp(Math.floor(fy(y)));
        return northUp ? height - 1 - up : up;
    }

    private static long clamp(double v) {
        return (long) Math.max(-1e9, Math.min(1e9, v));
    }
}
