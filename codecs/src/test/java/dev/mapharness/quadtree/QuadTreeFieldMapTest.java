package dev.mapharness.quadtree;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.FieldMap;
import org.junit.jupiter.api.Test;

/** With a field map, every byte of a tree is named by the node path the reader walked. */
class QuadTreeFieldMapTest {
    @Test
    void bytesOfATreeAreNamedByTheirNodePath() {
        byte[] tree = QuadTreeReadTest.twoLevelU32();
        FieldMap map = new FieldMap();
        ByteInput in = ByteInput.of(tree, map);
        QuadTree.readU32(in, 8, 8, "objectOffsets");
        assertEquals("objectOffsets.flag", map.nameAt(0).orElseThrow());
        assertEquals("objectOffsets.root.mask", map.nameAt(2).orElseThrow());
        assertEquals("objectOffsets.root.child[0].mask", map.nameAt(3).orElseThrow());
        assertEquals("objectOffsets.root.child[0].child[0]", map.nameAt(5).orElseThrow());
        assertEquals("objectOffsets.root.child[0].child[7]", map.nameAt(5 + 7 * 4 + 3).orElseThrow());
        assertEquals("objectOffsets.root.child[1]", map.nameAt(69).orElseThrow());
        assertEquals("objectOffsets.root.child[15]", map.nameAt(tree.length - 1).orElseThrow());
        // the sixteen bottom leaves are one entry
        assertEquals(1 + 1 + 1 + 1 + 15, map.entries().size());
    }
}
