package dev.mapharness.quadtree;

import static dev.mapharness.quadtree.QuadTreeBytes.countNodes;
import static dev.mapharness.quadtree.QuadTreeBytes.pair;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.ShortGrid;
import org.junit.jupiter.api.Test;

/** The writer's canonical tree: leaves wherever one repeated tile fits, exact bytes. */
class QuadTreeWriteTest {

    private static byte[] write(ByteGrid g) {
        ByteOutput out = new ByteOutput();
        QuadTree.write(out, g);
        assertEquals(out.size(), QuadTree.encodedSize(g));
        return out.toByteArray();
    }

    private static byte[] write(ShortGrid g) {
        ByteOutput out = new ByteOutput();
        QuadTree.write(out, g);
        assertEquals(out.size(), QuadTree.encodedSize(g));
        return out.toByteArray();
    }

    private static byte[] write(IntGrid g) {
        ByteOutput out = new ByteOutput();
        QuadTree.write(out, g);
        assertEquals(out.size(), QuadTree.encodedSize(g));
        return out.toByteArray();
    }

    @Test
    void uniformGridIsFiveBytes() {
        assertArrayEquals(new byte[] {0, 9, 9, 9, 9}, write(ByteGrid.filled(300, 7, (byte) 9)));
        assertArrayEquals(new byte[] {0, 0x34, 0x12, 0x34, 0x12}, write(ShortGrid.filled(4096, 4096, (short) 0x1234)));
        assertArrayEquals(new byte[] {0, 1, 2, 3, 4}, write(IntGrid.filled(1, 1, 0x04030201)));
        assertArrayEquals(new byte[] {0, 5, 0, 5, 0}, write(ShortGrid.filled(1, 9, (short) 5)));
    }

    @Test
    void u8CheckerboardIsOneLeaf() {
        byte[] cells = new byte[37 * 23];
        for (int y = 0; y < 23; y++) {
            for (int x = 0; x < 37; x++) {
                cells[y * 37 + x] = (byte) (((x + y) & 1) == 0 ? 3 : 5);
            }
        }
        ByteGrid g = ByteGrid.wrap(37, 23, cells);
        byte[] tree = write(g);
        assertArrayEquals(new byte[] {0, 3, 5, 5, 3}, tree);
        assertEquals(g, QuadTree.readU8(ByteInput.of(tree), 37, 23, "t"));
    }

    @Test
    void u16AlternatingColumnsIsOneLeafButU32IsNot() {
        short[] s = new short[10 * 6];
        int[] i = new int[10 * 6];
        for (int k = 0; k < s.length; k++) {
            s[k] = (short) ((k % 10) % 2 == 0 ? 1 : 2);
            i[k] = s[k];
        }
        assertArrayEquals(new byte[] {0, 1, 0, 2, 0}, write(ShortGrid.wrap(10, 6, s)));
        byte[] tree = write(IntGrid.wrap(10, 6, i));
        assertEquals(1, tree[0]);
        assertEquals(IntGrid.wrap(10, 6, i), QuadTree.readU32(ByteInput.of(tree), 10, 6, "t"));
    }

    @Test
    void twoLevelTreeIsWrittenAsTheReaderReadsIt() {
        byte[] expected = QuadTreeReadTest.twoLevelU32();
        // root children right of x = 8 or below y = 8 are virtual: the writer makes them zeros
        for (int i = 1; i < 16; i++) {
            if ((i & 3) >= 2 || (i >> 2) >= 2) {
                java.util.Arrays.fill(expected, 69 + (i - 1) * 4, 69 + i * 4, (byte) 0);
            }
        }
        assertArrayEquals(expected, write(QuadTreeReadTest.twoLevelU32Grid()));
    }

    /** Virtual leaves are zeros; a leaf whose odd column is outside the grid repeats its even value. */
    @Test
    void unconstrainedSlotsAreFilledDeterministically() {
        short[] cells = {
            7, 8, 7, 8, 7, 8, 9,
            7, 8, 7, 8, 7, 8, 9,
            7, 8, 7, 8, 7, 8, 9,
            7, 8, 7, 8, 7, 8, 9,
            1, 2, 3, 4, 5, 6, 9,
        };
        ByteOutput expected = new ByteOutput();
        // 7 × 5 u16: levels 2, virtual 32 × 16; root child 0 is 8 × 4, child 4 is split into 2 × 1 leaves
        expected.u8(1).u16(0x0011);
        expected.u16(0);
        for (int i = 0; i < 16; i++) {
            // column x = 6 is the grid's last: its odd slot is free and repeats the even one
            expected.i32((i & 3) == 3 ? pair(9, 9) : pair(7, 8));
        }
        for (int i = 1; i < 16; i++) {
            if (i == 4) {
                expected.u16(0).i32(pair(1, 2)).i32(pair(3, 4)).i32(pair(5, 6)).i32(pair(9, 9));
                for (int j = 4; j < 16; j++) {
                    expected.i32(0);
                }
            } else {
                expected.i32(0);
            }
        }
        ShortGrid g = ShortGrid.wrap(7, 5, cells);
        assertArrayEquals(expected.toByteArray(), write(g));
        assertEquals(g, QuadTree.readU16(ByteInput.of(expected.toByteArray()), 7, 5, "t"));
    }

    /** 64 × 64 u8 (3 levels): one odd cell splits one area per level and nothing else. */
    @Test
    void oneDifferentCellMakesOneNodePerLevel() {
        byte[] cells = new byte[64 * 64];
        java.util.Arrays.fill(cells, (byte) 4);
        cells[37 * 64 + 21] = 5;
        byte[] tree = write(ByteGrid.wrap(64, 64, cells));
        assertEquals(3, countNodes(tree));
        assertEquals(1 + 3 * 2 + (15 + 15 + 16) * 4, tree.length);
        assertEquals(ByteGrid.wrap(64, 64, cells), QuadTree.readU8(ByteInput.of(tree), 64, 64, "t"));
    }

    /** Two odd cells in different root children: the root and one chain under each. */
    @Test
    void twoDistantCellsMakeTwoChains() {
        int[] cells = new int[16 * 16];
        java.util.Arrays.fill(cells, 7);
        cells[9 * 16 + 5] = 8;
        cells[0] = 6;
        byte[] tree = write(IntGrid.wrap(16, 16, cells));
        assertEquals(3, countNodes(tree));
        assertEquals(1 + 3 * 2 + (14 + 16 + 16) * 4, tree.length);
    }
}
