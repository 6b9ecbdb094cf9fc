package dev.mapharness.fuzz.reduce;

import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.ShortGrid;

/** The grid classes of the models, seen alike: their size, a rectangle of their cells, all cells zero. */
final class GridCells {
    private GridCells() {
    }

    static boolean isGrid(Object value) {
        return value instanceof ByteGrid || value instanceof ShortGrid || value instanceof IntGrid || value instanceof FloatGrid;
    }

    static int width(Object grid) {
        if (grid instanceof ByteGrid g) {
            return g.width();
        } else if (grid instanceof ShortGrid g) {
            return g.width();
        } else if (grid instanceof IntGrid g) {
            return g.width();
        }
        return ((FloatGrid) grid).width();
    }

    static int height(Object grid) {
        if (grid instanceof ByteGrid g) {
            return g.height();
        } else if (grid instanceof ShortGrid g) {
            return g.height();
        } else if (grid instanceof IntGrid g) {
            return g.height();
        }
        return ((FloatGrid) grid).height();
    }

    /** The cells of the rectangle at ({@code x0}, {@code y0}) of {@code w} × {@code h}, which lies inside the grid. */
    static Object crop(Object grid, int x0, int y0, int w, int h) {
        int width = width(grid);
        if (grid instanceof ByteGrid g) {
            byte[] from = g.cellsUnsafe();
            byte[] to = new byte[w * h];
            for (int y = 0; y < h; y++) {
                System.arraycopy(from, (y0 + y) * width + x0, to, y * w, w);
            }
            return ByteGrid.wrap(w, h, to);
        } else if (grid instanceof ShortGrid g) {
            short[] from = g.cellsUnsafe();
            short[] to = new short[w * h];
            for (int y = 0; y < h; y++) {
                System.arraycopy(from, (y0 + y) * width + x0, to, y * w, w);
            }
            return ShortGrid.wrap(w, h, to);
        }
        int[] from = grid instanceof IntGrid g ? g.cellsUnsafe() : ((FloatGrid) grid).bitsUnsafe();
        int[] to = new int[w * h];
        for (int y = 0; y < h; y++) {
            System.arraycopy(from, (y0 + y) * width + x0, to, y * w, w);
        }
        return grid instanceof IntGrid ? IntGrid.wrap(w, h, to) : FloatGrid.wrapBits(w, h, to);
    }

    /** A grid of the same size with every cell zero (all bits zero for floats). */
    static Object zeroed(Object grid) {
        int w = width(grid);
        int h = height(grid);
        if (grid instanceof ByteGrid) {
            return ByteGrid.filled(w, h, (byte) 0);
        } else if (grid instanceof ShortGrid) {
            return ShortGrid.filled(w, h, (short) 0);
        } else if (grid instanceof IntGrid) {
            return IntGrid.filled(w, h, 0);
        }
        return FloatGrid.wrapBits(w, h, new int[w * h]);
    }

    static boolean allZero(Object grid) {
        return grid.equals(zeroed(grid));
    }

    static String size(Object grid) {
        return width(grid) + "×" + height(grid);
    }
}
