package dev.mapharness.reports.picture;

import java.util.BitSet;

/**
 * The mark on one grid: nothing, the whole grid, some cells, or every cell that differs from
 * another grid of the same size. Painting ORs each marked cell into the pixel that covers it, so a
 * single cell of a 16384 × 16384 grid still shows as a pixel.
 */
final class GridMark {
    private static final GridMark NONE = new GridMark(false, null, null);
    private static final GridMark WHOLE = new GridMark(true, null, null);

    private final boolean whole;
    private final BitSet cells;
    private final GridCells other;

    private GridMark(boolean whole, BitSet cells, GridCells other) {
        this.whole = whole;
        this.cells = cells;
        this.other = other;
    }

    static GridMark none() {
        return NONE;
    }

    static GridMark whole() {
        return WHOLE;
    }

    static GridMark cells(BitSet cells) {
        return new GridMark(false, cells, null);
    }

    static GridMark differing(GridCells other) {
        return new GridMark(false, null, other);
    }

    boolean isWhole() {
        return whole;
    }

    /** Marks the pixels of every marked cell and returns how many cells are marked. */
    long paint(Canvas canvas, PictureSize size, GridCells mine) {
        if (whole) {
            canvas.markFrame(Math.max(1, Math.min(3, Math.min(canvas.width, canvas.height) / 8)));
            return mine.size();
        }
        long count = 0;
        if (cells != null) {
            for (int i = cells.nextSetBit(0); i >= 0; i = cells.nextSetBit(i + 1)) {
                paintCell(canvas, size, i % mine.width, i / mine.width);
                count++;
            }
        } else if (other != null) {
            int w = mine.width;
            int n = (int) mine.size();
            for (int i = 0; i < n; i++) {
                if (mine.bits(i) != other.bits(i)) {
                    paintCell(canvas, size, i % w, i / w);
                    count++;
                }
            }
        }
        return count;
    }

    private static void paintCell(Canvas canvas, PictureSize size, int x, int y) {
        canvas.markRect(size.firstPixelX(x), size.firstPixelY(y), size.lastPixelX(x), size.lastPixelY(y));
    }
}
