package dev.mapharness.grid;

import java.util.Arrays;

/**
 * An immutable width × height grid of 16-bit cells, row-major (row 0 first, as WVR files store
 * it). Cells are kept raw: callers read them signed ({@link #get}) or unsigned ({@link #getUnsigned}).
 */
public final class ShortGrid {
    private final int width;
    private final int height;
    private final short[] cells;

    private ShortGrid(int width, int height, short[] cells) {
        this.width = width;
        this.height = height;
        this.cells = cells;
    }

    /** A grid over a copy of {@code cells}. */
    public static ShortGrid of(int width, int height, short[] cells) {
        Grids.check(width, height, cells.length);
        return new ShortGrid(width, height, cells.clone());
    }

    /** A grid that takes ownership of {@code cells} (readers that just allocated them). */
    public static ShortGrid wrap(int width, int height, short[] cells) {
        Grids.check(width, height, cells.length);
        return new ShortGrid(width, height, cells);
    }

    public static ShortGrid filled(int width, int height, short value) {
        Grids.check(width, height, (long) width * height);
        short[] cells = new short[width * height];
        Arrays.fill(cells, value);
        return new ShortGrid(width, height, cells);
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public int size() {
        return cells.length;
    }

    public short get(int x, int y) {
        return cells[index(x, y)];
    }

    public int getUnsigned(int x, int y) {
        return cells[index(x, y)] & 0xFFFF;
    }

    public short at(int i) {
        return cells[i];
    }

    private int index(int x, int y) {
        return Grids.index(x, y, width, height);
    }

    /** A copy of the cells, row-major. */
    public short[] toArray() {
        return cells.clone();
    }

    /** The cells without a copy, for writers and bulk loops; never modify it. */
    public short[] cellsUnsafe() {
        return cells;
    }

    public int min() {
        int m = Integer.MAX_VALUE;
        for (short c : cells) {
            m = Math.min(m, c);
        }
        return m;
    }

    public int max() {
        int m = Integer.MIN_VALUE;
        for (short c : cells) {
            m = Math.max(m, c);
        }
        return m;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ShortGrid g && g.width == width && g.height == height && Arrays.equals(cells, g.cells);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * width + height) + Arrays.hashCode(cells);
    }

    @Override
    public String toString() {
        return Grids.describe("ShortGrid", width, height, cells.length, 16, i -> Short.toString(cells[i]));
    }
}
