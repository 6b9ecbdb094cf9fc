package dev.mapharness.quadtree;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.oprw.OprwReadRules;

/**
 * Reads one quad tree into {@link TiledCells}. Nodes may nest only {@code levels} deep, so the
 * recursion is bounded by the grid (at most 17 calls for a 2^31-wide grid) whatever the bytes say,
 * and each leaf fills only its area's in-grid cells, so the work is linear in the grid plus the
 * bytes read.
 */
final class QuadTreeDecoder {
    /** Leaf field names by child index, made once: a tree can hold millions of leaves. */
    private static final String[] CHILD = new String[16];

    static {
        for (int i = 0; i < CHILD.length; i++) {
            CHILD[i] = "child[" + i + "]";
        }
    }

    private final ByteInput in;
    private final QuadTreeShape shape;
    private final TiledCells cells;
    private final String elementName;
    /** The sixteen leaves of a bottom node, read in one go; used up before the next node is read. */
    private final int[] leaves = new int[16];

    QuadTreeDecoder(ByteInput in, QuadTreeShape shape, TiledCells cells, String elementName) {
        this.in = in;
        this.shape = shape;
        this.cells = cells;
        this.elementName = elementName;
    }

    /** Reads the flag and the tree under it; the caller has entered the tree's field. */
    void read() {
        int flagAt = in.offset();
        int flag = in.u8("flag");
        if (flag == 0) {
            cells.fill(0, 0, shape.logWidthAt(0), shape.logHeightAt(0), in.i32("leaf"));
        } else if (flag == 1) {
            if (shape.levels() == 0) {
                throw in.failAt(OprwReadRules.QUAD_TREE_TOO_DEEP, flagAt, "flag", "0: a " + shape.describe() + " of " + elementName + " is a single leaf, "
                        + "a quad tree mask that would nest past the grid is not allowed", "1");
            }
            in.enter("root");
            node(0, 0, 0);
            in.leave();
        } else {
            throw in.failAt(OprwReadRules.QUAD_TREE_FLAG, flagAt, "flag", "0 (the root is a leaf) or 1 (the root is a node)", String.valueOf(flag));
        }
    }

    private void node(int depth, long x0, long y0) {
        int maskAt = in.offset();
        int mask = in.u16("mask");
        boolean bottom = depth + 1 == shape.levels();
        if (bottom && mask != 0) {
            throw in.failAt(OprwReadRules.QUAD_TREE_TOO_DEEP, maskAt, "mask", "0: the children of a node at the bottom level of a "
                    + shape.describe() + " are leaves; a quad tree mask that would nest past the grid is not allowed",
                    String.format("0x%04X", mask));
        }
        int childLogW = shape.logWidthAt(depth + 1);
        int childLogH = shape.logHeightAt(depth + 1);
        if (mask == 0 && in.remaining() >= 16 * 4) {
            // Sixteen leaves, the usual bottom node: one read, and one field-map entry whose
            // element names are still child[0]..child[15]. Near the end of the input the leaves are
            // read one by one instead, so a truncation names the leaf it cuts.
            in.i32ArrayInto(leaves, "child");
            for (int i = 0; i < 16; i++) {
                cells.fill(x0 + ((long) (i & 3) << childLogW), y0 + ((long) (i >> 2) << childLogH), childLogW, childLogH, leaves[i]);
            }
            return;
        }
        for (int i = 0; i < 16; i++) {
            long cx = x0 + ((long) (i & 3) << childLogW);
            long cy = y0 + ((long) (i >> 2) << childLogH);
            if ((mask & (1 << i)) != 0) {
                in.enter("child", i);
                node(depth + 1, cx, cy);
                in.leave();
            } else {
                cells.fill(cx, cy, childLogW, childLogH, in.i32(CHILD[i]));
            }
        }
    }
}
