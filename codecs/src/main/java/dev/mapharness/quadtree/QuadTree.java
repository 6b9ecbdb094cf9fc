package dev.mapharness.quadtree;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.ShortGrid;

/**
 * The 16-ary quad trees OPRW files store per-cell grids of u8, u16 and u32 in.
 *
 * <p>A tree is {@code u8 flag} (0: the root is a leaf, 1: a node) and then the root. A node is a
 * {@code u16 mask} and its 16 children in row-major 4 × 4 order; mask bit i set means child i is
 * a node, else a 4-byte leaf. A leaf holds a tile of 2 × 2 u8, 2 × 1 u16 or 1 u32 cells and repeats
 * it over its whole area. The tree covers a power-of-two virtual area at least as large as the
 * grid ({@link QuadTreeShape}); cells outside the grid are ignored on reading and left free on
 * writing.
 *
 * <p>Readers take the grid size from the caller, who has already checked it against the input;
 * they fail with {@link MapFormatException} on a flag other than 0 or 1, on a node that would nest
 * past the grid's bottom level, and on truncation. Field paths read like
 * {@code geography.root.child[3].child[7].mask}.
 *
 * <p>Writers produce the canonical, smallest tree ({@link QuadTreeEncoder}).
 *
 * <p>Grid sizes passed to the readers must be positive; anything else is the caller's mistake and
 * an {@link IllegalArgumentException}, never a statement about the file.
 */
public final class QuadTree {
    private QuadTree() {
    }

    /** Reads a tree of u8 cells for a {@code width × height} grid, entering {@code field} for its path. */
    public static ByteGrid readU8(ByteInput in, int width, int height, String field) {
        QuadTreeShape shape = QuadTreeShape.of(width, height, 1);
        ByteTiles cells = new ByteTiles(width, height, new byte[cellCount(width, height)]);
        read(in, shape, cells, "u8", field);
        return ByteGrid.wrap(width, height, cells.cells);
    }

    /** Reads a tree of u16 cells for a {@code width × height} grid, entering {@code field} for its path. */
    public static ShortGrid readU16(ByteInput in, int width, int height, String field) {
        QuadTreeShape shape = QuadTreeShape.of(width, height, 2);
        ShortTiles cells = new ShortTiles(width, height, new short[cellCount(width, height)]);
        read(in, shape, cells, "u16", field);
        return ShortGrid.wrap(width, height, cells.cells);
    }

    /** Reads a tree of u32 cells for a {@code width × height} grid, entering {@code field} for its path. */
    public static IntGrid readU32(ByteInput in, int width, int height, String field) {
        QuadTreeShape shape = QuadTreeShape.of(width, height, 4);
        IntTiles cells = new IntTiles(width, height, new int[cellCount(width, height)]);
        read(in, shape, cells, "u32", field);
        return IntGrid.wrap(width, height, cells.cells);
    }

    public static void write(ByteOutput out, ByteGrid grid) {
        new QuadTreeEncoder(QuadTreeShape.of(grid.width(), grid.height(), 1), tiles(grid), out).write();
    }

    public static void write(ByteOutput out, ShortGrid grid) {
        new QuadTreeEncoder(QuadTreeShape.of(grid.width(), grid.height(), 2), tiles(grid), out).write();
    }

    public static void write(ByteOutput out, IntGrid grid) {
        new QuadTreeEncoder(QuadTreeShape.of(grid.width(), grid.height(), 4), tiles(grid), out).write();
    }

    /** Bytes {@link #write(ByteOutput, ByteGrid)} would produce, for layout computations; costs a scan of the grid. */
    public static int encodedSize(ByteGrid grid) {
        return new QuadTreeEncoder(QuadTreeShape.of(grid.width(), grid.height(), 1), tiles(grid), null).write();
    }

    public static int encodedSize(ShortGrid grid) {
        return new QuadTreeEncoder(QuadTreeShape.of(grid.width(), grid.height(), 2), tiles(grid), null).write();
    }

    public static int encodedSize(IntGrid grid) {
        return new QuadTreeEncoder(QuadTreeShape.of(grid.width(), grid.height(), 4), tiles(grid), null).write();
    }

    private static void read(ByteInput in, QuadTreeShape shape, TiledCells cells, String elementName, String field) {
        in.enter(field);
        new QuadTreeDecoder(in, shape, cells, elementName).read();
        in.leave();
    }

    /** The caller bounded the grid by the input; a size no array can hold is its mistake, not the file's. */
    private static int cellCount(int width, int height) {
        long n = (long) width * height;
        if (n > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("quad tree grid " + width + " × " + height + " is too large");
        }
        return (int) n;
    }

    private static ByteTiles tiles(ByteGrid g) {
        return new ByteTiles(g.width(), g.height(), g.cellsUnsafe());
    }

    private static ShortTiles tiles(ShortGrid g) {
        return new ShortTiles(g.width(), g.height(), g.cellsUnsafe());
    }

    private static IntTiles tiles(IntGrid g) {
        return new IntTiles(g.width(), g.height(), g.cellsUnsafe());
    }
}
