package dev.mapharness.fuzz.stream;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.MapFormatException;
import java.util.Arrays;
import java.util.Optional;

/**
 * OPRW quad trees on their own. A tree read from any bytes re-encodes to the canonical tree, which
 * reads back to the same grid and is never longer than the tree it came from (the canonical tree is
 * the smallest); a grid whose cells all fit one leaf tile is the 5-byte tree.
 */
public final class QuadTreeOracle {
    /** Largest grid side in either target: small, since a tree's cost is its grid, not its bytes. */
    public static final int MAX_SIDE = 256;
    /** A root leaf: flag 0 and one 4-byte tile. */
    static final int LEAF_TREE_BYTES = 5;

    private QuadTreeOracle() {
    }

    /**
     * {@code u8 cellType (mod 3: u8, u16, u32), u8 width - 1, u8 height - 1, tree}: grids of
     * 1..{@value #MAX_SIDE} cells a side.
     */
    public static void decode(byte[] input) {
        explore(input).ifPresent(tree -> {
            byte[] canonical = checkCanonical(tree.type(), tree.width(), tree.height(), tree.grid());
            if (canonical.length > tree.consumed()) {
                throw new AssertionError("quad tree " + tree.type() + " " + tree.width() + " × " + tree.height()
                        + ": the encoder's tree has " + canonical.length + " bytes, the input's only " + tree.consumed());
            }
        });
    }

    /** A tree read from an input: its grid, and how many tree bytes the reader took. */
    public record Tree(CellType type, int width, int height, Object grid, int consumed) {
    }

    /**
     * The cheap stage of {@link #decode}: the tree reads, or is rejected at an offset inside the input.
     * Nothing is encoded.
     *
     * @return the tree, or empty if the reader rejected it
     */
    public static Optional<Tree> explore(byte[] input) {
        if (input.length < 3) {
            return Optional.empty();
        }
        CellType type = CellType.of(input[0]);
        int width = (input[1] & 0xFF) + 1;
        int height = (input[2] & 0xFF) + 1;
        ByteInput in = StreamInput.after(input, 3);
        try {
            Object grid = type.read(in, width, height);
            return Optional.of(new Tree(type, width, height, grid, in.offset() - 3));
        } catch (MapFormatException rejected) {
            StreamInput.checkOffset(rejected, input.length);
            return Optional.empty();
        }
    }

    /** A grid built from fuzzer data, with uniform areas and repeated tiles likely. */
    public static void roundTrip(FuzzedDataProvider data) {
        Built b = build(data);
        byte[] canonical = checkCanonical(b.type(), b.width(), b.height(), b.grid());
        if (fitsOneTile(b.type(), b.width(), b.height(), b.cells()) && canonical.length != LEAF_TREE_BYTES) {
            throw new AssertionError("quad tree " + b.type() + " " + b.width() + " × " + b.height() + ": a grid that is one tile "
                    + "repeated encodes to " + canonical.length + " bytes, not the " + LEAF_TREE_BYTES + "-byte leaf");
        }
    }

    /** The cheap stage of {@link #roundTrip}: the grid built and encoded once; reading it back is the full oracle's. */
    public static void exploreRoundTrip(FuzzedDataProvider data) {
        Built b = build(data);
        b.type().encode(b.grid());
    }

    private record Built(CellType type, int width, int height, int[] cells, Object grid) {
    }

    private static Built build(FuzzedDataProvider data) {
        CellType type = CellType.values()[data.consumeInt(0, 2)];
        int width = data.consumeInt(1, MAX_SIDE);
        int height = data.consumeInt(1, MAX_SIDE);
        int[] palette = new int[data.consumeInt(1, 4)];
        for (int i = 0; i < palette.length; i++) {
            palette[i] = data.consumeInt();
        }
        int[] cells = new int[width * height];
        Arrays.fill(cells, palette[0]);
        while (data.remainingBytes() > 0) {
            int x0 = data.consumeInt(0, width - 1);
            int y0 = data.consumeInt(0, height - 1);
            int x1 = Math.min(width, x0 + data.consumeInt(1, width));
            int y1 = Math.min(height, y0 + data.consumeInt(1, height));
            switch (data.consumeInt(0, 2)) {
                case 0 -> {
                    int v = palette[data.consumeInt(0, palette.length - 1)];
                    fill(cells, width, x0, y0, x1, y1, (x, y) -> v);
                }
                case 1 -> {
                    int a = palette[data.consumeInt(0, palette.length - 1)];
                    int b = palette[data.consumeInt(0, palette.length - 1)];
                    fill(cells, width, x0, y0, x1, y1, (x, y) -> ((x ^ y) & 1) == 0 ? a : b);
                }
                default -> cells[y0 * width + x0] = data.consumeInt();
            }
        }
        return new Built(type, width, height, cells, type.grid(width, height, cells));
    }

    private interface Cell {
        int value(int x, int y);
    }

    private static void fill(int[] cells, int width, int x0, int y0, int x1, int y1, Cell cell) {
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) {
                cells[y * width + x] = cell.value(x, y);
            }
        }
    }

    /**
     * True if every cell equals the cell at its position in the leaf tile (2 × 2 u8, 2 × 1 u16,
     * one u32), comparing values cut to the cell type: worked out here from the cells alone.
     */
    public static boolean fitsOneTile(CellType type, int width, int height, int[] cells) {
        int mask = type.size == 4 ? -1 : (1 << 8 * type.size) - 1;
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int tx = type == CellType.U32 ? 0 : x & 1;
                int ty = type == CellType.U8 ? y & 1 : 0;
                if (((cells[y * width + x] ^ cells[ty * width + tx]) & mask) != 0) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Encode → decode gives the grid back, the size agrees, and re-encoding gives the same bytes. */
    private static byte[] checkCanonical(CellType type, int width, int height, Object grid) {
        String what = "quad tree " + type + " " + width + " × " + height;
        byte[] canonical = type.encode(grid);
        if (type.encodedSize(grid) != canonical.length) {
            throw new AssertionError(what + ": encodedSize says " + type.encodedSize(grid) + ", the encoder wrote "
                    + canonical.length + " bytes");
        }
        ByteInput in = ByteInput.of(canonical);
        Object back;
        try {
            back = type.read(in, width, height);
        } catch (MapFormatException e) {
            throw new AssertionError(what + ": the reader rejects the encoder's tree: " + e.getMessage(), e);
        }
        if (!back.equals(grid)) {
            throw new AssertionError(what + ": encode → decode changed the grid");
        }
        if (in.offset() != canonical.length) {
            throw new AssertionError(what + ": reading the encoder's " + canonical.length + "-byte tree stopped after "
                    + in.offset());
        }
        if (!Arrays.equals(type.encode(back), canonical)) {
            throw new AssertionError(what + ": the tree read back encodes differently");
        }
        return canonical;
    }
}
