package dev.mapharness.quadtree;

import static dev.mapharness.quadtree.QuadTreeBytes.bytesLe;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.bytes.FieldMap;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.IntGrid;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Leaves at the grid's last column and row, where a tile is clipped, and the sixteen leaves of a
 * bottom node at the very end of the input.
 */
class QuadTreeEdgeTilesTest {

    /**
     * 3 × 3 u8 has one node level of 2 × 2 tiles. The tile at x = 2 has no odd column in the grid and
     * the one at y = 2 no odd row: their free slots repeat slot 0 (the writer's rule for slots no cell
     * constrains), never a cell of the next row.
     */
    @Test
    void clippedU8TilesRepeatTheirFirstCellInTheirFreeSlots() {
        ByteGrid g = ByteGrid.of(3, 3, new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9});
        ByteOutput expected = new ByteOutput().u8(1).u16(0);
        expected.i32(bytesLe(1, 2, 4, 5));
        expected.i32(bytesLe(3, 3, 6, 3)); // x = 2: slots 1 and 3 are outside the grid
        expected.i32(0).i32(0);
        expected.i32(bytesLe(7, 8, 7, 7)); // y = 2: slots 2 and 3 are outside the grid
        expected.i32(bytesLe(9, 9, 9, 9)); // the corner: only slot 0 is a cell
        for (int i = 6; i < 16; i++) {
            expected.i32(0);
        }
        ByteOutput out = new ByteOutput();
        QuadTree.write(out, g);
        assertArrayEquals(expected.toByteArray(), out.toByteArray());
        assertEquals(expected.size(), QuadTree.encodedSize(g));
        assertEquals(g, QuadTree.readU8(ByteInput.of(out.toByteArray()), 3, 3, "t"));
    }

    /** A one-row u8 grid of odd width: its last tile has neither an odd column nor an odd row. */
    @Test
    void aOneRowU8GridsLastTileIsItsOnlyCell() {
        ByteGrid g = ByteGrid.of(5, 1, new byte[] {1, 2, 1, 2, 3});
        ByteOutput expected = new ByteOutput().u8(1).u16(0);
        expected.i32(bytesLe(1, 2, 1, 1)).i32(bytesLe(1, 2, 1, 1)).i32(bytesLe(3, 3, 3, 3));
        for (int i = 3; i < 16; i++) {
            expected.i32(0);
        }
        ByteOutput out = new ByteOutput();
        QuadTree.write(out, g);
        assertArrayEquals(expected.toByteArray(), out.toByteArray());
        assertEquals(g, QuadTree.readU8(ByteInput.of(out.toByteArray()), 5, 1, "t"));
    }

    /**
     * The sixteen leaves of a bottom node are one field-map entry whenever they are all in the input,
     * also when they are its last 64 bytes; only a cut node is read leaf by leaf.
     */
    @Test
    void sixteenLeavesEndingTheInputAreOneEntry() {
        ByteOutput tree = new ByteOutput().u8(1).u16(0);
        for (int i = 0; i < 16; i++) {
            tree.i32(i);
        }
        FieldMap map = new FieldMap();
        IntGrid g = QuadTree.readU32(ByteInput.of(tree.toByteArray(), map), 4, 4, "t");
        assertEquals(IntGrid.of(4, 4, new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}), g);
        assertEquals(List.of("t.flag", "t.root.mask", "t.root.child"), map.entries().stream().map(FieldMap.Entry::path).toList());
    }
}
