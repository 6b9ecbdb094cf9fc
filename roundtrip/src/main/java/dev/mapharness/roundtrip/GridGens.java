package dev.mapharness.roundtrip;

import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.ShortGrid;
import java.util.SplittableRandom;
import org.quicktheories.core.Gen;
import org.quicktheories.core.RandomnessSource;
import org.quicktheories.generators.Generate;

/**
 * Grids, size first, then cells. Small grids draw every cell from the cell generator (so a failing
 * grid shrinks cell by cell towards zeros). Large grids would need a million draws per example, which
 * makes generation and shrinking slow; they draw a small palette from the cell generator and a
 * seed, and lay the palette out from the seed, so every cell is still a value the cell generator
 * can produce (important where cells must stay in a range, such as texture indices).
 */
public final class GridGens {
    /** Up to this many cells, every cell is drawn on its own. */
    public static final int DRAWN_CELLS = 4096;
    private static final int PALETTE = 8;

    private GridGens() {
    }

    /** Any 16-bit value, often the edges (0, ±1, MIN, MAX), often small. */
    public static Gen<Short> anyShort() {
        return Generate.oneOf(
                Generate.pick(java.util.List.of(0, 1, -1, (int) Short.MIN_VALUE, (int) Short.MAX_VALUE, 0x7F, 0x80, 0xFF)),
                Generate.range(-64, 64, 0),
                Generate.range(Short.MIN_VALUE, Short.MAX_VALUE, 0)).map(i -> (short) (int) i);
    }

    public static Gen<ShortGrid> shortGrids(Gen<GridSize> sizes, Gen<Short> cell) {
        return rs -> shortGrid(sizes.generate(rs), cell, rs);
    }

    /** One grid of a given size; for generators whose cell range depends on other fields. */
    public static ShortGrid shortGrid(GridSize size, Gen<Short> cell, RandomnessSource rs) {
        short[] cells = new short[size.cells()];
        if (cells.length <= DRAWN_CELLS) {
            for (int i = 0; i < cells.length; i++) {
                cells[i] = cell.generate(rs);
            }
        } else {
            short[] palette = new short[PALETTE];
            for (int i = 0; i < PALETTE; i++) {
                palette[i] = cell.generate(rs);
            }
            SplittableRandom layout = new SplittableRandom(seeds().generate(rs));
            // runs of one value, as terrain has, rather than noise
            for (int i = 0; i < cells.length; ) {
                short v = palette[layout.nextInt(PALETTE)];
                int run = Math.min(cells.length - i, 1 + layout.nextInt(64));
                java.util.Arrays.fill(cells, i, i + run, v);
                i += run;
            }
        }
        return ShortGrid.wrap(size.width(), size.height(), cells);
    }

    public static Gen<FloatGrid> floatGrids(Gen<GridSize> sizes, Gen<Integer> bits) {
        return rs -> floatGrid(sizes.generate(rs), bits, rs);
    }

    public static FloatGrid floatGrid(GridSize size, Gen<Integer> bits, RandomnessSource rs) {
        int[] cells = new int[size.cells()];
        if (cells.length <= DRAWN_CELLS) {
            for (int i = 0; i < cells.length; i++) {
                cells[i] = bits.generate(rs);
            }
        } else {
            int[] palette = new int[PALETTE];
            for (int i = 0; i < PALETTE; i++) {
                palette[i] = bits.generate(rs);
            }
            SplittableRandom layout = new SplittableRandom(seeds().generate(rs));
            for (int i = 0; i < cells.length; ) {
                int v = palette[layout.nextInt(PALETTE)];
                int run = Math.min(cells.length - i, 1 + layout.nextInt(64));
                java.util.Arrays.fill(cells, i, i + run, v);
                i += run;
            }
        }
        return FloatGrid.wrapBits(size.width(), size.height(), cells);
    }

    private static Gen<Long> seeds() {
        return Generate.longRange(Long.MIN_VALUE, Long.MAX_VALUE, 0);
    }
}
