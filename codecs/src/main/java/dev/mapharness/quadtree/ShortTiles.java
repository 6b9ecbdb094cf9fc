package dev.mapharness.quadtree;

/** u16 cells: a leaf holds 2 × 1 of them, the low half of the word first. */
final class ShortTiles extends TiledCells {
    final short[] cells;

    ShortTiles(int width, int height, short[] cells) {
        super(width, height);
        this.cells = cells;
    }

    @Override
    void fillClipped(int x0, int y0, int xEnd, int yEnd, int word) {
        short even = (short) word;
        short odd = (short) (word >>> 16);
        for (int y = y0; y < yEnd; y++) {
            int row = y * width;
            for (int x = x0; x < xEnd; x++) {
                cells[row + x] = (x & 1) == 0 ? even : odd;
            }
        }
    }

    @Override
    long tileOfClipped(int x0, int y0, int xEnd, int yEnd) {
        int row0 = y0 * width;
        short even = cells[row0 + x0];
        short odd = x0 + 1 < xEnd ? cells[row0 + x0 + 1] : even;
        for (int y = y0; y < yEnd; y++) {
            int row = y * width;
            for (int x = x0; x < xEnd; x++) {
                if (cells[row + x] != ((x & 1) == 0 ? even : odd)) {
                    return MIXED;
                }
            }
        }
        return (even & 0xFFFF) | (long) (odd & 0xFFFF) << 16;
    }
}
