package dev.mapharness.fuzz.reduce;

/**
 * The part of one grid a crop keeps: the rectangle at ({@code x0}, {@code y0}) of {@code width} ×
 * {@code height} cells out of the grid's {@code oldWidth} × {@code oldHeight}.
 */
record CropWindow(int x0, int y0, int width, int height, int oldWidth, int oldHeight) {
    boolean changes() {
        return width != oldWidth || height != oldHeight;
    }

    /** The row-major index in the cropped grid of old cell {@code cell}, or -1 if the crop drops it. */
    int follow(int cell) {
        int x = cell % oldWidth - x0;
        int y = cell / oldWidth - y0;
        return x < 0 || y < 0 || x >= width || y >= height ? -1 : y * width + x;
    }
}
