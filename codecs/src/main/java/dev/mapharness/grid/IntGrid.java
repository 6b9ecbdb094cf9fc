package dev.mapharness.grid;

import java.util.Arrays;

/** An immutable width × height grid of 32-bit cells, row-major; read unsigned where the format says so. */
public final class IntGrid {
    private final int width;
    private final int height;
    private final int[] cells;

    private IntGrid(int width, int height, int[] cells) {
        this.width = width;
        this.height = height;
        this.cells = cells;
    }

    /** A grid over a copy of {@code cells}. */
    public static IntGrid of(int width, int height, int[] cells) {
        Grids.check(width, height, cells.length);
        return new IntGrid(width, height, cells.clone());
    }

    /** A grid that takes ownership of {@code cells} (readers that just allocated them). */
    public static IntGrid wrap(int width, int height, int[] cells) {
        Grids.check(width, height, cells.length);
        return new IntGrid(width, height, cells);
    }

    public static IntGrid filled(int width, int height, int value) {
        Grids.check(width, height, (long) width * height);
        int[] cells = new int[width * height];
        Arrays.fill(cells, value);
        return new IntGrid(width, height, cells);
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

    public int get(int x, int y) {
        return cells[Grids.index(x, y, width, height)];
    }

    public int at(int i) {
        return cells[i];
    }

    /** A copy of the cells, row-major. */
    public int[] toArray() {
        return cells.clone();
    }

    /** The cells without a copy, for writers and bulk loops; never modify it. */
    public int[] cellsUnsafe() {
        return cells;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof IntGrid g && g.width == width && g.height == height && Arrays.equals(cells, g.cells);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * width + height) + Arrays.hashCode(cells);
    }

    @Override
    public String toString() {
        return Grids.describe("IntGrid", width, height, cells.length, 16, i -> Integer.toUnsignedString(cells[i]));
    }
}
