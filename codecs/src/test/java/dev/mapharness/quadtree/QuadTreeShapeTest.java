package dev.mapharness.quadtree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class QuadTreeShapeTest {
    @ParameterizedTest(name = "{0} × {1}, {2}-byte cells: {3} levels")
    @CsvSource({
        "1, 1, 4, 0", "1, 1, 1, 0", "2, 2, 1, 0", "2, 1, 2, 0", "2, 2, 2, 1", "3, 3, 1, 1",
        "4, 4, 4, 1", "5, 4, 4, 2", "8, 8, 4, 2", "8, 8, 1, 1", "9, 8, 1, 2", "5, 3, 1, 1", "6, 5, 2, 2",
        "4096, 4096, 2, 6", "4096, 4096, 4, 6", "4096, 4096, 1, 6", "1024, 4, 4, 5",
        "65535, 1, 4, 8", "1, 65535, 1, 8", "65535, 65535, 2, 8",
    })
    void levelsFollowTheLargerAxis(int width, int height, int elementSize, int levels) {
        QuadTreeShape shape = QuadTreeShape.of(width, height, elementSize);
        assertEquals(levels, shape.levels());
        assertTrue((1L << shape.logWidthAt(0)) >= width, "virtual width covers the grid");
        assertTrue((1L << shape.logHeightAt(0)) >= height, "virtual height covers the grid");
    }

    /** An empty grid is the caller's mistake, never a tree: its size is refused before any level is worked out. */
    @Test
    void anEmptyGridHasNoShape() {
        assertEquals("quad tree grid 0 × 4", assertThrows(IllegalArgumentException.class, () -> QuadTreeShape.of(0, 4, 1)).getMessage());
        assertEquals("quad tree grid 4 × 0", assertThrows(IllegalArgumentException.class, () -> QuadTreeShape.of(4, 0, 2)).getMessage());
    }

    /** The shape as the reader's refusals name it. */
    @Test
    void describesTheGridAndItsNodeLevels() {
        assertEquals("1 × 1 grid (0 node levels)", QuadTreeShape.of(1, 1, 4).describe());
        assertEquals("3 × 3 grid (1 node level)", QuadTreeShape.of(3, 3, 1).describe());
        assertEquals("8 × 8 grid (2 node levels)", QuadTreeShape.of(8, 8, 4).describe());
    }
}
