package dev.mapharness.quadtree;

import dev.mapharness.bytes.ByteOutput;

/**
 * Writes the canonical quad tree of a grid: top down, an area becomes a leaf as soon as its
 * in-grid cells fit one repeated tile. That is also the smallest tree, since a leaf (4 bytes) is
 * always smaller than a node (at least 2 + 16 × 4 bytes) and the children of a node are encoded
 * independently. Each area is scanned once, by its parent, and the scan stops at the first cell
 * that does not fit, so the work is at most cells × levels.
 */
final class QuadTreeEncoder {
    private final QuadTreeShape shape;
    private final TiledCells cells;
    /** Where the bytes go; null when only counting them. */
    private final ByteOutput out;

    QuadTreeEncoder(QuadTreeShape shape, TiledCells cells, ByteOutput out) {
        this.shape = shape;
        this.cells = cells;
        this.out = out;
    }

    /** Writes the whole tree, flag first, and returns how many bytes it takes. */
    int write() {
        long root = cells.tileOf(0, 0, shape.logWidthAt(0), shape.logHeightAt(0));
        if (root != TiledCells.MIXED) {
            u8(0);
            i32(root);
            return 5;
        }
        u8(1);
        return 1 + node(0, 0, 0);
    }

    private int node(int depth, long x0, long y0) {
        int childLogW = shape.logWidthAt(depth + 1);
        int childLogH = shape.logHeightAt(depth + 1);
        long[] tiles = new long[16];
        int mask = 0;
        for (int i = 0; i < 16; i++) {
            tiles[i] = cells.tileOf(x0 + ((long) (i & 3) << childLogW), y0 + ((long) (i >> 2) << childLogH), childLogW, childLogH);
            if (tiles[i] == TiledCells.MIXED) {
                mask |= 1 << i;
            }
        }
        if (depth + 1 == shape.levels() && mask != 0) {
            // A bottom-level area is exactly one tile, so it always fits one.
            throw new IllegalStateException("bottom-level area without a tile");
        }
        u16(mask);
        int size = 2;
        for (int i = 0; i < 16; i++) {
            if (tiles[i] == TiledCells.MIXED) {
                size += node(depth + 1, x0 + ((long) (i & 3) << childLogW), y0 + ((long) (i >> 2) << childLogH));
            } else {
                i32(tiles[i]);
                size += 4;
            }
        }
        return size;
    }

    private void u8(int v) {
        if (out != null) {
            out.u8(v);
        }
    }

    private void u16(int v) {
        if (out != null) {
            out.u16(v);
        }
    }

    private void i32(long word) {
        if (out != null) {
            out.i32((int) word);
        }
    }
}
