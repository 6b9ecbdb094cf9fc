package dev.mapharness.roundtrip;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.quicktheories.core.Gen;
import org.quicktheories.core.RandomnessSource;
import org.quicktheories.generators.Generate;

/**
 * How the cells of a generated grid are laid out. OPRW stores grids as quad trees (a uniform area
 * collapses into one leaf) and as compressed arrays (repeats shrink, noise does not, and LZO can even
 * grow it), so each grid of a world takes one of three shapes: one value everywhere, blocks of one
 * value, or a different value from cell to cell.
 *
 * <p>Every cell is a value the cell generator can produce, so cells that must stay in a range
 * (material indices) stay in it. Small noisy grids draw every cell on its own so a failure shrinks
 * cell by cell; larger grids draw a palette and lay it out from a seed (see {@link GridGens}).
 */
public enum GridPattern {
    UNIFORM, BLOCKY, NOISY;

    /** Block sides: quad-tree aligned (2, 4, 16, 64) and not (3, 5, 7, 24). */
    private static final List<Integer> BLOCK_SIDES = List.of(2, 3, 4, 5, 7, 16, 24, 64);
    private static final int BLOCK_PALETTE = 8;
    /** Large noisy grids pick among this many values: enough that neither quad trees nor compression find repeats. */
    private static final int NOISE_PALETTE = 256;

    public static Gen<GridPattern> any() {
        return Generate.enumValues(GridPattern.class);
    }

    /** {@code width × height} cells from {@code cell}, laid out as this pattern says. */
    public int[] cells(int width, int height, Gen<Integer> cell, RandomnessSource rs) {
        int[] cells = new int[Math.multiplyExact(width, height)];
        if (this == UNIFORM) {
            Arrays.fill(cells, cell.generate(rs));
            return cells;
        }
        if (this == NOISY && cells.length <= GridGens.DRAWN_CELLS) {
            for (int i = 0; i < cells.length; i++) {
                cells[i] = cell.generate(rs);
            }
            return cells;
        }
        int[] palette = new int[this == NOISY ? NOISE_PALETTE : BLOCK_PALETTE];
        for (int i = 0; i < palette.length; i++) {
            palette[i] = cell.generate(rs);
        }
        SplittableRandom layout = new SplittableRandom(Generate.longRange(Long.MIN_VALUE, Long.MAX_VALUE, 0).generate(rs));
        if (this == NOISY) {
            for (int i = 0; i < cells.length; i++) {
                cells[i] = palette[layout.nextInt(palette.length)];
            }
            return cells;
        }
        int side = BLOCK_SIDES.get(layout.nextInt(BLOCK_SIDES.size()));
        int blocksX = (width + side - 1) / side;
        int[] blockValues = new int[blocksX * ((height + side - 1) / side)];
        for (int i = 0; i < blockValues.length; i++) {
            blockValues[i] = palette[layout.nextInt(palette.length)];
        }
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                cells[y * width + x] = blockValues[(y / side) * blocksX + x / side];
            }
        }
        return cells;
    }

    public short[] shorts(int width, int height, Gen<Integer> cell, RandomnessSource rs) {
        int[] c = cells(width, height, cell, rs);
        short[] out = new short[c.length];
        for (int i = 0; i < c.length; i++) {
            out[i] = (short) c[i];
        }
        return out;
    }

    public byte[] bytes(int width, int height, Gen<Integer> cell, RandomnessSource rs) {
        int[] c = cells(width, height, cell, rs);
        byte[] out = new byte[c.length];
        for (int i = 0; i < c.length; i++) {
            out[i] = (byte) c[i];
        }
        return out;
    }
}
