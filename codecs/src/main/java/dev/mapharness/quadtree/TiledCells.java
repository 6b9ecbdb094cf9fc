package dev.mapharness.quadtree;

/**
 * The cells of one grid seen through quad tree leaves: a leaf is one 32-bit word holding a small
 * tile (its bytes in file order, read little-endian), repeated over the leaf's area.
 *
 * <p>One subclass per element size keeps the per-cell loops free of virtual calls.
 */
abstract class TiledCells {
    /** What {@link #tileOf} returns when the area's cells fit no single repeated tile. */
    static final long MIXED = -1;

    final int width;
    final int height;

    TiledCells(int width, int height) {
        this.width = width;
        this.height = height;
    }

    /**
     * Sets the cells of the area {@code [x0, x0 + 2^logW) × [y0, y0 + 2^logH)} that lie in the grid
     * to the repeated tile {@code word}. Areas start on tile boundaries.
     */
    final void fill(long x0, long y0, int logW, int logH, int word) {
        if (x0 >= width || y0 >= height) {
            return;
        }
        fillClipped((int) x0, (int) y0, (int) Math.min(x0 + (1L << logW), width), (int) Math.min(y0 + (1L << logH), height), word);
    }

    /**
     * The tile word of a leaf that reproduces every in-grid cell of the area, or {@link #MIXED}.
     * Tile slots no in-grid cell constrains take the value of slot 0, which every area with an
     * in-grid cell constrains (its corner is in the grid); an area wholly outside the grid is a leaf
     * of zeros. Both choices only make the output deterministic: readers ignore those slots.
     */
    final long tileOf(long x0, long y0, int logW, int logH) {
        if (x0 >= width || y0 >= height) {
            return 0;
        }
        return tileOfClipped((int) x0, (int) y0, (int) Math.min(x0 + (1L << logW), width), (int) Math.min(y0 + (1L << logH), height));
    }

    /** Fills {@code [x0, xEnd) × [y0, yEnd)}, all in the grid, {@code (x0, y0)} on a tile corner. */
    abstract void fillClipped(int x0, int y0, int xEnd, int yEnd, int word);

    /** {@link #tileOf} for {@code [x0, xEnd) × [y0, yEnd)}, non-empty and in the grid. */
    abstract long tileOfClipped(int x0, int y0, int xEnd, int yEnd);
}
