package dev.mapharness.grid;

import java.util.function.IntFunction;

/** What every grid class shares: its size check, its cell index, its short {@code toString}. */
final class Grids {
    private Grids() {
    }

    static void check(int width, int height, long length) {
        if (width <= 0 || height <= 0 || (long) width * height != length) {
            throw new IllegalArgumentException("grid " + width + " × " + height + " does not match " + length + " cells");
        }
    }

    /** The row-major index of (x, y), refusing cells outside the grid. */
    static int index(int x, int y, int width, int height) {
        if (x < 0 || y < 0 || x >= width || y >= height) {
            throw new IndexOutOfBoundsException("(" + x + ", " + y + ") outside " + width + " × " + height);
        }
        return y * width + x;
    }

    /** The grid's kind, size and first {@code shown} cells, never millions of them. */
    static String describe(String kind, int width, int height, int size, int shown, IntFunction<String> cell) {
        StringBuilder sb = new StringBuilder(kind).append(' ').append(width).append('×').append(height).append(" [");
        int n = Math.min(size, shown);
        for (int i = 0; i < n; i++) {
            sb.append(i == 0 ? "" : ", ").append(cell.apply(i));
        }
        if (n < size) {
            sb.append(", … ").append(size - n).append(" more");
        }
        return sb.append(']').toString();
    }
}
