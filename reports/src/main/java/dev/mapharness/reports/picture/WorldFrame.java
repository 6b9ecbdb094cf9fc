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

    /** Continuous picture x of a world x (pixel centres at .5). */
    double x(double worldX) {
        return fx(worldX);
    }

    /** Continuous picture y of a world y, rows counted from the top. */
    double y(double worldY) {
        return northUp ? height - fy(worldY) : fy(worldY);
    }

    private static long clamp(double v) {
        return (long) Math.max(-1e9, Math.min(1e9, v));
    }
}
