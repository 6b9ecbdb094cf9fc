package dev.mapharness.quadtree;

import java.util.Arrays;

/** u32 cells: a leaf holds exactly one. */
final class IntTiles extends TiledCells {
    final int[] cells;

    IntTiles(int width, int height, int[] cells) {
        super(width, height);
        this.cells = cells;
    }

    @Override
    void fillClipped(int x0, int y0, int xEnd, int yEnd, int word) {
        for (int y = y0; y < yEnd; y++) {
            int row = y * width;
            Arrays.fill(cells, row + x0, row + xEnd, word);
        }
    }

    @Override
    long tileOfClipped(int x0, int y0, int xEnd, int yEnd) {
        int value = cells[y0 * width + x0];
        for (int y = y0; y < yEnd; y++) {
            int row = y * width;
            for (int x = x0; x < xEnd; x++) {
                if (cells[row + x] != value) {
                    return MIXED;
                }
            }
        }
        return value & 0xFFFF_FFFFL;
    }
}
