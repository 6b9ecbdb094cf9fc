package dev.mapharness.reports.picture;

import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.ShortGrid;

/**
 * One grid of any cell type seen the same way: its size, each cell as a number to draw and as the
 * raw bits the file holds (so "differs" means what the comparator means: bitwise, NaN payloads
 * included). Reads the model's cells in place; nothing is copied.
 */
abstract class GridCells {
    final int width;
    final int height;

    private GridCells(int width, int height) {
        this.width = width;
        this.height = height;
    }

    long size() {
        return (long) width * height;
    }

    /** The cell's value for drawing: signed or unsigned as the format reads it; NaN and ∞ pass through. */
    abstract double value(int i);

    /** The cell's raw bits, for bitwise comparison. */
    abstract long bits(int i);

    boolean sameSize(GridCells o) {
        return o.width == width && o.height == height;
    }

    static GridCells signed(ShortGrid g) {
        short[] c = g.cellsUnsafe();
        return new GridCells(g.width(), g.height()) {
            double value(int i) {
                return c[i];
            }

            long bits(int i) {
                return c[i];
            }
        };
    }

    static GridCells unsigned(ShortGrid g) {
        short[] c = g.cellsUnsafe();
        return new GridCells(g.width(), g.height()) {
            double value(int i) {
                return c[i] & 0xFFFF;
            }

            long bits(int i) {
                return c[i] & 0xFFFF;
            }
        };
    }

    static GridCells of(FloatGrid g) {
        int[] c = g.bitsUnsafe();
        return new GridCells(g.width(), g.height()) {
            double value(int i) {
                return Float.intBitsToFloat(c[i]);
            }

            long bits(int i) {
                return c[i];
            }
        };
    }

    static GridCells unsigned(IntGrid g) {
        int[] c = g.cellsUnsafe();
        return new GridCells(g.width(), g.height()) {
            double value(int i) {
                return Integer.toUnsignedLong(c[i]);
            }

            long bits(int i) {
                return c[i];
            }
        };
    }

    static GridCells unsigned(ByteGrid g) {
        byte[] c = g.cellsUnsafe();
        return new GridCells(g.width(), g.height()) {
            double value(int i) {
                return c[i] & 0xFF;
            }

            long bits(int i) {
                return c[i] & 0xFF;
            }
        };
    }
}
