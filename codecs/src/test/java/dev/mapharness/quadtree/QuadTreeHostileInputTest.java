package dev.mapharness.quadtree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.MapFormatException;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Streams a reader must refuse with one MapFormatException naming the offset and the field. */
class QuadTreeHostileInputTest {

    @Test
    void flagOtherThanZeroOrOneIsRefused() {
        byte[] tree = {2, 0, 0, 0, 0};
        MapFormatException e = assertThrows(MapFormatException.class,
                () -> QuadTree.readU16(ByteInput.of(tree), 4, 4, "geography"));
        assertEquals(0, e.offset());
        assertEquals("geography.flag", e.field());
        assertEquals("2", e.found());
    }

    @Test
    void flagFF() {
        MapFormatException e = assertThrows(MapFormatException.class,
                () -> QuadTree.readU8(ByteInput.of(new byte[] {(byte) 0xFF, 0, 0, 0, 0}), 4, 4, "soundMap"));
        assertEquals("255", e.found());
    }

    /** 8 × 8 u32 has two levels: child 0 of the root is at the bottom and may not be split. */
    @Test
    void maskThatWouldNestPastTheGridIsRefusedAtTheMask() {
        byte[] tree = QuadTreeReadTest.twoLevelU32();
        tree[3] = 0x20; // child 0's mask: its child 5 would be a node
        ByteInput in = ByteInput.of(tree);
        in.enter("world");
        MapFormatException e = assertThrows(MapFormatException.class, () -> QuadTree.readU32(in, 8, 8, "objectOffsets"));
        assertEquals(3, e.offset());
        assertEquals("world.objectOffsets.root.child[0].mask", e.field());
        assertEquals("0x0020", e.found());
        assertTrue(e.getMessage().contains("nest past the grid"), e.getMessage());
    }

    /** A grid one leaf covers (levels 0) may not have a node at its root. */
    @Test
    void rootNodeOfASingleLeafGridIsRefusedAtTheFlag() {
        byte[] deep = new byte[64];
        Arrays.fill(deep, (byte) 0xFF);
        deep[0] = 1;
        for (int[] size : new int[][] {{1, 1, 4}, {2, 2, 1}, {2, 1, 2}}) {
            MapFormatException e = assertThrows(MapFormatException.class, () -> read(deep, size[0], size[1], size[2]));
            assertEquals(0, e.offset());
            assertEquals("t.flag", e.field());
            assertTrue(e.getMessage().contains("nest past the grid"), e.getMessage());
        }
    }

    /** Masks of all ones go no deeper than the grid's levels: the failure is at the first bottom-level mask. */
    @Test
    void allOnesMasksStopAtTheBottomLevel() {
        byte[] deep = new byte[1 << 16];
        Arrays.fill(deep, (byte) 0xFF);
        deep[0] = 1;
        // 1024 × 1024 u32: 5 levels, so the fifth mask (depth 4) is the first that must be 0
        MapFormatException e = assertThrows(MapFormatException.class, () -> read(deep, 1024, 1024, 4));
        assertEquals(1 + 4 * 2, e.offset());
        assertEquals("t.root.child[0].child[0].child[0].child[0].mask", e.field());
    }

    @Test
    void truncationAtEveryLengthIsRefused() {
        byte[] tree = QuadTreeReadTest.twoLevelU32();
        for (int n = 0; n < tree.length; n++) {
            byte[] cut = Arrays.copyOf(tree, n);
            int length = n;
            MapFormatException e = assertThrows(MapFormatException.class, () -> read(cut, 8, 8, 4), "length " + n);
            assertTrue(e.offset() <= length && e.offset() >= length - 3, "offset " + e.offset() + " for length " + n);
            assertTrue(e.field().startsWith("t."), e.field());
        }
        read(tree, 8, 8, 4);
    }

    @Test
    void truncationNamesTheFieldBeingRead() {
        byte[] tree = QuadTreeReadTest.twoLevelU32();
        assertEquals("t.flag", assertThrows(MapFormatException.class, () -> read(new byte[0], 8, 8, 4)).field());
        assertEquals("t.leaf", assertThrows(MapFormatException.class, () -> read(new byte[] {0, 1, 2}, 8, 8, 4)).field());
        assertEquals("t.root.mask", assertThrows(MapFormatException.class, () -> read(Arrays.copyOf(tree, 2), 8, 8, 4)).field());
        assertEquals("t.root.child[0].child[2]",
                assertThrows(MapFormatException.class, () -> read(Arrays.copyOf(tree, 5 + 2 * 4 + 1), 8, 8, 4)).field());
        assertEquals("t.root.child[15]",
                assertThrows(MapFormatException.class, () -> read(Arrays.copyOf(tree, tree.length - 1), 8, 8, 4)).field());
    }

    /** Random bytes never escape as anything but a MapFormatException or a grid. */
    @Test
    void noiseIsReadOrRefused() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(42);
        int[][] sizes = {{1, 1}, {3, 2}, {8, 8}, {17, 5}, {64, 64}, {1, 300}};
        for (int round = 0; round < 3000; round++) {
            byte[] noise = new byte[random.nextInt(400)];
            random.nextBytes(noise);
            if (noise.length > 0) {
                noise[0] = (byte) random.nextInt(3);
            }
            int[] size = sizes[random.nextInt(sizes.length)];
            for (int elementSize : new int[] {1, 2, 4}) {
                try {
                    read(noise, size[0], size[1], elementSize);
                } catch (MapFormatException expected) {
                    assertTrue(expected.offset() >= 0 && expected.offset() <= noise.length);
                }
            }
        }
    }

    private static Object read(byte[] b, int width, int height, int elementSize) {
        ByteInput in = ByteInput.of(b);
        return switch (elementSize) {
            case 1 -> QuadTree.readU8(in, width, height, "t");
            case 2 -> QuadTree.readU16(in, width, height, "t");
            default -> QuadTree.readU32(in, width, height, "t");
        };
    }
}
