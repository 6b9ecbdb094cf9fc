package dev.mapharness.quadtree;

/** u8 cells: a leaf holds 2 × 2 of them, byte {@code ly·2 + lx}. */
final class ByteTiles extends TiledCells {
    final byte[] cells;

    ByteTiles(int width, int height, byte[] cells) {
        super(width, height);
        this.cells = cells;
    }

    @Override
    void fillClipped(int x0, int y0, int xEnd, int yEnd, int word) {
        for (int y = y0; y < yEnd; y++) {
            int shift = (y & 1) << 4;
            byte even = (byte) (word >>> shift);
            byte odd = (byte) (word >>> (shift + 8));
            int row = y * width;
            for (int x = x0; x < xEnd; x++) {
                cells[row + x] = (x & 1) == 0 ? even : odd;
            }
        }
    }

    @Override
    long tileOfClipped(int x0, int y0, int xEnd, int yEnd) {
        int row0 = y0 * width;
        byte s0 = cells[row0 + x0];
        boolean right = x0 + 1 < xEnd;
        boolean below = y0 + 1 < yEnd;
        byte s1 = right ? cells[row0 + x0 + 1] : s0;
        byte s2 = below ? cells[row0 + width + x0] : s0;
        byte s3 = right && below ? cells[row0 + width + x0 + 1] : s0;
        for (int y = y0; y < yEnd; y++) {
            byte even = (y & 1) == 0 ? s0 : s2;
            byte odd = (y & 1) == 0 ? s1 : s3;
            int row = y * width;
            for (int x = x0; x < xEnd; x++) {
                if (cells[row + x] != ((x & 1) == 0 ? even : odd)) {
                    return MIXED;
                }
            }
        }
        return (s0 & 0xFF) | (s1 & 0xFF) << 8 | (s2 & 0xFF) << 16 | (long) (s3 & 0xFF) << 24;
    }
}
