package dev.mapharness.quadtree;

/**
 * How a quad tree of one element size lays a width × height grid out: the leaf tile (2 × 2 u8,
 * 2 × 1 u16, 1 × 1 u32), the number of node levels above the leaves, and the virtual area the tree
 * covers ({@code 2^(2·levels + leafLog)} on each axis, never smaller than the grid).
 *
 * <p>Virtual sizes are kept as log2 and coordinates as longs: a 2^31-wide grid of u32 would need a
 * 2^32-wide virtual area, which an int cannot hold.
 */
record QuadTreeShape(int width, int height, int leafLogX, int leafLogY, int levels) {

    static QuadTreeShape of(int width, int height, int elementSize) {
        if (width <= 0 || height <= 0) {
            throw new IllegalArgumentException("quad tree grid " + width + " × " + height);
        }
        int leafLogX = elementSize == 4 ? 0 : 1;
        int leafLogY = elementSize == 1 ? 1 : 0;
        int levels = Math.max(levelsFor(width, leafLogX), levelsFor(height, leafLogY));
        return new QuadTreeShape(width, height, leafLogX, leafLogY, levels);
    }

    /** Node levels one axis needs: each level splits it in 4, the leaf tile covers the last {@code leafLog} bits. */
    private static int levelsFor(int size, int leafLog) {
        int logTotal = 32 - Integer.numberOfLeadingZeros(size - 1);
        return Math.max(0, (logTotal - leafLog + 1) / 2);
    }

    /** log2 of the virtual width of an area whose node (or leaf) sits at {@code depth} (the root is 0). */
    int logWidthAt(int depth) {
        return 2 * (levels - depth) + leafLogX;
    }

    int logHeightAt(int depth) {
        return 2 * (levels - depth) + leafLogY;
    }

    String describe() {
        return width + " × " + height + " grid (" + levels + (levels == 1 ? " node level)" : " node levels)");
    }
}
