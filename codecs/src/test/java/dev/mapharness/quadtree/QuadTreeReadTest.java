package dev.mapharness.quadtree;

import static dev.mapharness.quadtree.QuadTreeBytes.bytesLe;
import static dev.mapharness.quadtree.QuadTreeBytes.pair;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.ShortGrid;
import org.junit.jupiter.api.Test;

/** Decoding hand-built streams: leaf tiles repeat over their area, nodes split it 4 × 4. */
class QuadTreeReadTest {

    @Test
    void rootLeafOfU8RepeatsItsTwoByTwoTile() {
        byte[] tree = {0, 0x0A, 0x0B, 0x0C, 0x0D};
        ByteInput in = ByteInput.of(tree);
        ByteGrid g = QuadTree.readU8(in, 5, 3, "soundMap");
        assertEquals(ByteGrid.of(5, 3, new byte[] {
            0x0A, 0x0B, 0x0A, 0x0B, 0x0A,
            0x0C, 0x0D, 0x0C, 0x0D, 0x0C,
            0x0A, 0x0B, 0x0A, 0x0B, 0x0A,
        }), g);
        assertEquals(5, in.offset());
    }

    @Test
    void rootLeafOfU16RepeatsItsTwoByOneTile() {
        byte[] tree = {0, 0x34, 0x12, 0x78, (byte) 0x96};
        ShortGrid g = QuadTree.readU16(ByteInput.of(tree), 5, 3, "geography");
        short a = 0x1234;
        short b = (short) 0x9678;
        assertEquals(ShortGrid.of(5, 3, new short[] {a, b, a, b, a, a, b, a, b, a, a, b, a, b, a}), g);
    }

    @Test
    void rootLeafOfU32FillsTheGrid() {
        byte[] tree = {0, 0x01, 0x02, 0x03, (byte) 0xF4};
        assertEquals(IntGrid.filled(5, 3, 0xF4030201), QuadTree.readU32(ByteInput.of(tree), 5, 3, "objectOffsets"));
    }

    /** 8 × 8 u32: two levels over a 16 × 16 virtual area; child 0 is split into 16 single cells. */
    static byte[] twoLevelU32() {
        ByteOutput out = new ByteOutput();
        out.u8(1).u16(0x0001);
        out.u16(0);
        for (int i = 0; i < 16; i++) {
            out.i32(100 + i);
        }
        for (int i = 1; i < 16; i++) {
            out.i32(200 + i);
        }
        return out.toByteArray();
    }

    static IntGrid twoLevelU32Grid() {
        int[] cells = new int[64];
        for (int y = 0; y < 8; y++) {
            for (int x = 0; x < 8; x++) {
                cells[y * 8 + x] = x < 4 && y < 4 ? 100 + y * 4 + x : x < 4 ? 204 : y < 4 ? 201 : 205;
            }
        }
        return IntGrid.wrap(8, 8, cells);
    }

    @Test
    void twoLevelTreeWithAMixedMask() {
        byte[] tree = twoLevelU32();
        assertEquals(129, tree.length);
        ByteInput in = ByteInput.of(tree);
        assertEquals(twoLevelU32Grid(), QuadTree.readU32(in, 8, 8, "objectOffsets"));
        assertEquals(tree.length, in.offset());
    }

    /**
     * 6 × 5 u16: levels 2 (from the height), virtual area 32 × 16. Root child 0 (8 × 4) is a leaf,
     * child 4 is a node whose 2 × 1 leaves cover row 4. Leaves outside the grid hold junk that the
     * reader ignores.
     */
    @Test
    void nonPowerOfTwoGridIgnoresVirtualCells() {
        int junk = 0xDEADBEEF;
        ByteOutput out = new ByteOutput();
        out.u8(1).u16(1 << 4);
        for (int i = 0; i < 16; i++) {
            if (i == 0) {
                out.i32(pair(7, 8));
            } else if (i == 4) {
                out.u16(0).i32(pair(1, 2)).i32(pair(3, 4)).i32(pair(5, 6));
                for (int j = 3; j < 16; j++) {
                    out.i32(junk);
                }
            } else {
                out.i32(junk);
            }
        }
        ByteInput in = ByteInput.of(out.toByteArray());
        ShortGrid g = QuadTree.readU16(in, 6, 5, "materialIndex");
        assertEquals(ShortGrid.of(6, 5, new short[] {
            7, 8, 7, 8, 7, 8,
            7, 8, 7, 8, 7, 8,
            7, 8, 7, 8, 7, 8,
            7, 8, 7, 8, 7, 8,
            1, 2, 3, 4, 5, 6,
        }), g);
        assertEquals(out.size(), in.offset());
    }

    /** A u8 leaf above the bottom level repeats its 2 × 2 tile over its 8 × 8 area, not one value. */
    @Test
    void u8LeafAboveTheBottomRepeatsItsTile() {
        // 9 × 8 u8: levels 2, virtual 32 × 32, root children 8 × 8.
        ByteOutput out = new ByteOutput();
        out.u8(1).u16(0);
        out.i32(bytesLe(1, 2, 3, 4));
        out.i32(bytesLe(5, 6, 7, 8));
        for (int i = 2; i < 16; i++) {
            out.i32(0);
        }
        ByteGrid g = QuadTree.readU8(ByteInput.of(out.toByteArray()), 9, 8, "grass");
        for (int y = 0; y < 8; y++) {
            for (int x = 0; x < 9; x++) {
                int expected = x < 8 ? 1 + (y & 1) * 2 + (x & 1) : 5 + (y & 1) * 2;
                assertEquals(expected, g.getUnsigned(x, y), "(" + x + ", " + y + ")");
            }
        }
    }

    @Test
    void readingStopsAtTheTreesEnd() {
        byte[] tree = twoLevelU32();
        byte[] followed = java.util.Arrays.copyOf(tree, tree.length + 3);
        ByteInput in = ByteInput.of(followed);
        QuadTree.readU32(in, 8, 8, "objectOffsets");
        assertEquals(tree.length, in.offset());
        assertEquals(3, in.remaining());
    }

    @Test
    void veryWideGridFromOneLeaf() {
        byte[] tree = {0, 1, 2, 3, 4};
        ByteGrid g = QuadTree.readU8(ByteInput.of(tree), 65535, 1, "wide");
        byte[] cells = g.toArray();
        for (int x = 0; x < cells.length; x++) {
            assertEquals((x & 1) == 0 ? 1 : 2, cells[x]);
        }
        // a one-cell-wide column takes the left slots of the tile, rows alternating
        assertArrayEquals(new byte[] {1, 3, 1}, QuadTree.readU8(ByteInput.of(tree), 1, 3, "tall").toArray());
    }
}
