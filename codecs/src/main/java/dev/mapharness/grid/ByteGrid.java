package dev.mapharness.grid;

import java.util.Arrays;

/**
 * An immutable width × height grid of 8-bit cells, row-major. Cells are kept raw: callers read
 * them signed ({@link #at}) or unsigned ({@link #getUnsigned}).
 */
public final class ByteGrid {
    private final int width;
    private final int height;
    private final byte[] cells;

    private ByteGrid(int width, int height, byte[] cells) {
        this.width = width;
        this.height = height;
        this.cells = cells;
    }

    /** A grid over a copy of {@code cells}. */
    public static ByteGrid of(int width, int height, byte[] cells) {
        Grids.check(width, height, cells.length);
        return new ByteGrid(width, height, cells.clone());
    }

    /** A grid that takes ownership of {@code cells} (readers that just allocated them). */
    public static ByteGrid wrap(int width, int height, byte[] cells) {
        Grids.check(width, height, cells.length);
        return new ByteGrid(width, height, cells);
    }

    public static ByteGrid filled(int width, int height, byte value) {
        Grids.check(width, height, (long) width * height);
        byte[] cells = new byte[width * height];
        Arrays.fill(cells, value);
        return new ByteGrid(width, height, cells);
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

    public int getUnsigned(int x, int y) {
        return cells[Grids.index(x, y, width, height)] & 0xFF;
    }

    public byte at(int i) {
        return cells[i];
    }

    /** A copy of the cells, row-major. */
    public byte[] toArray() {
        return cells.clone();
    }

    /** The cells without a copy, for writers and bulk loops; never modify it. */
    public byte[] cellsUnsafe() {
        return cells;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ByteGrid g && g.width == width && g.height == height && Arrays.equals(cells, g.cells);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * width + height) + Arrays.hashCode(cells);
    }

    @Override
    public String toString() {
        return Grids.describe("ByteGrid", width, height, cells.length, 16, i -> Integer.toString(cells[i] & 0xFF));
    }
}
