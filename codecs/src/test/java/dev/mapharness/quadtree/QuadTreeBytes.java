package dev.mapharness.quadtree;

/** Hand-built quad tree streams for the tests. */
final class QuadTreeBytes {
    private QuadTreeBytes() {
    }

    /** A u32 leaf word from its four bytes in file order. */
    static int bytesLe(int b0, int b1, int b2, int b3) {
        return (b0 & 0xFF) | (b1 & 0xFF) << 8 | (b2 & 0xFF) << 16 | (b3 & 0xFF) << 24;
    }

    /** A u16 leaf word: {@code even} for even x, {@code odd} for odd x. */
    static int pair(int even, int odd) {
        return (even & 0xFFFF) | (odd & 0xFFFF) << 16;
    }

    /** Counts the nodes (masks) of a well-formed stream by walking it as the format says. */
    static int countNodes(byte[] tree) {
        if (tree[0] == 0) {
            return 0;
        }
        int[] pos = {1};
        return walk(tree, pos);
    }

    private static int walk(byte[] b, int[] pos) {
        int mask = (b[pos[0]] & 0xFF) | (b[pos[0] + 1] & 0xFF) << 8;
        pos[0] += 2;
        int nodes = 1;
        for (int i = 0; i < 16; i++) {
            if ((mask & 1 << i) != 0) {
                nodes += walk(b, pos);
            } else {
                pos[0] += 4;
            }
        }
        return nodes;
    }
}
