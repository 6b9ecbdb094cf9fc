package dev.mapharness.roundtrip;

import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.ShortGrid;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * Grids for the OPRW quad trees: sizes that exercise the tree's virtual area (1 × 1, odd sizes,
 * powers of two and their neighbours, thin and non-square grids, now and then one up to 2048 on a
 * side) and cells laid out as uniform, noisy, blocky (rectangles of one value, as real land grids
 * are) or tiled (a repeating 2 × 2 pattern, which a u8 leaf holds whole).
 *
 * <p>Size, layout kind and a small palette are drawn from QuickTheories, so a failure shrinks
 * towards a 1 × 1 uniform grid of small values; the layout itself comes from a drawn seed, which
 * keeps generation at a handful of draws and one pass over the cells however large the grid.
 */
public final class QuadTreeGridGens {
    /** The largest side {@link #sizes()} produces. */
    public static final int MAX_SIDE = 2048;
    private static final int MAX_PALETTE = 6;
    private static final int MAX_BLOCKS = 12;

    /** How the cells of a grid are laid out. */
    public enum Layout { UNIFORM, NOISE, BLOCKY, TILED }

    private QuadTreeGridGens() {
    }

    /** Powers of two with their neighbours, where the tree's level count changes. */
    public static Gen<Integer> edgeSides() {
        return Generate.pick(List.of(1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129, 255, 256, 257));
    }

    /** Up to {@link #MAX_SIDE} on a side: non-square and not a power of two more often than not. */
    public static Gen<GridSize> large() {
        Gen<Integer> side = Generate.oneOf(Generate.range(513, MAX_SIDE, MAX_SIDE),
                Generate.pick(List.of(1024, 1025, 2047, MAX_SIDE)));
        return side.zip(side, GridSize::new);
    }

    /** The mix the properties use: mostly small, edges of the level count often, a large grid rarely. */
    public static Gen<GridSize> sizes() {
        Gen<Integer> edge = edgeSides();
        return Generate.frequency(
                Pair.of(8, GridSizes.of(1, 1)),
                Pair.of(30, GridSizes.small(9)),
                Pair.of(25, GridSizes.small(70)),
                Pair.of(20, edge.zip(edge, GridSize::new)),
                Pair.of(10, GridSizes.thin(600)),
                Pair.of(5, GridSizes.small(300)),
                Pair.of(2, large()));
    }

    /** Blocky most often (the realistic case), then noise and tiles, uniform now and then. */
    public static Gen<Layout> layouts() {
        return Generate.frequency(
                Pair.of(4, Generate.constant(Layout.BLOCKY)),
                Pair.of(2, Generate.constant(Layout.NOISE)),
                Pair.of(2, Generate.constant(Layout.TILED)),
                Pair.of(1, Generate.constant(Layout.UNIFORM)));
    }

    public static Gen<ByteGrid> u8(Gen<GridSize> sizes, Gen<Layout> layouts) {
        return cells(sizes, layouts, Generate.oneOf(Generate.range(0, 255, 0), Generate.pick(List.of(0, 1, 0x7F, 0x80, 0xFF))))
                .map(c -> {
                    byte[] b = new byte[c.cells.length];
                    for (int i = 0; i < b.length; i++) {
                        b[i] = (byte) c.cells[i];
                    }
                    return ByteGrid.wrap(c.size.width(), c.size.height(), b);
                });
    }

    public static Gen<ShortGrid> u16(Gen<GridSize> sizes, Gen<Layout> layouts) {
        return cells(sizes, layouts, Generate.oneOf(Generate.range(0, 0xFFFF, 0), Generate.pick(List.of(0, 1, 0x7FFF, 0x8000, 0xFFFF))))
                .map(c -> {
                    short[] s = new short[c.cells.length];
                    for (int i = 0; i < s.length; i++) {
                        s[i] = (short) c.cells[i];
                    }
                    return ShortGrid.wrap(c.size.width(), c.size.height(), s);
                });
    }

    public static Gen<IntGrid> u32(Gen<GridSize> sizes, Gen<Layout> layouts) {
        return cells(sizes, layouts, Generate.oneOf(Generate.range(0, 1000, 0), Generate.range(Integer.MIN_VALUE, Integer.MAX_VALUE, 0),
                        Generate.pick(List.of(0, 1, -1, Integer.MIN_VALUE, Integer.MAX_VALUE))))
                .map(c -> IntGrid.wrap(c.size.width(), c.size.height(), c.cells));
    }

    /** Cells as ints, to be narrowed to the element size; the size is kept alongside. */
    private record Cells(GridSize size, int[] cells) {
    }

    private static Gen<Cells> cells(Gen<GridSize> sizes, Gen<Layout> layouts, Gen<Integer> values) {
        Gen<Long> seeds = Generate.longRange(Long.MIN_VALUE, Long.MAX_VALUE, 0);
        return rs -> {
            GridSize size = sizes.generate(rs);
            Layout layout = layouts.generate(rs);
            int[] palette = new int[Generate.range(1, MAX_PALETTE, 1).generate(rs)];
            for (int i = 0; i < palette.length; i++) {
                palette[i] = values.generate(rs);
            }
            return new Cells(size, lay(size, layout, palette, new SplittableRandom(seeds.generate(rs))));
        };
    }

    private static int[] lay(GridSize size, Layout layout, int[] palette, SplittableRandom random) {
        int w = size.width();
        int h = size.height();
        int[] cells = new int[size.cells()];
        switch (layout) {
            case UNIFORM -> Arrays.fill(cells, palette[0]);
            case NOISE -> {
                // half the time from the palette (few values, so some leaves still collapse), else any value
                boolean fromPalette = random.nextBoolean();
                for (int i = 0; i < cells.length; i++) {
                    cells[i] = fromPalette ? palette[random.nextInt(palette.length)] : random.nextInt();
                }
            }
            case BLOCKY -> {
                Arrays.fill(cells, palette[0]);
                blocks(cells, w, h, palette, random);
            }
            case TILED -> {
                int[] tile = {pick(palette, random), pick(palette, random), pick(palette, random), pick(palette, random)};
                for (int y = 0; y < h; y++) {
                    for (int x = 0; x < w; x++) {
                        cells[y * w + x] = tile[(y & 1) * 2 + (x & 1)];
                    }
                }
                if (random.nextBoolean()) {
                    blocks(cells, w, h, palette, random);
                }
            }
        }
        return cells;
    }

    /**
     * Paints up to {@link #MAX_BLOCKS} rectangles of one value, each at most half the grid on a
     * side (so painting costs at most a few passes over the grid). Half of them are aligned to a
     * power of two, as a world editor's brushes tend to be, so whole tree areas turn uniform.
     */
    private static void blocks(int[] cells, int w, int h, int[] palette, SplittableRandom random) {
        int n = 1 + random.nextInt(MAX_BLOCKS);
        for (int b = 0; b < n; b++) {
            int align = random.nextBoolean() ? 1 << random.nextInt(7) : 1;
            int x0 = random.nextInt(w) / align * align;
            int y0 = random.nextInt(h) / align * align;
            int bw = roundUp(1 + random.nextInt(Math.max(1, w / 2)), align);
            int bh = roundUp(1 + random.nextInt(Math.max(1, h / 2)), align);
            int value = pick(palette, random);
            int xEnd = Math.min(w, x0 + bw);
            int yEnd = Math.min(h, y0 + bh);
            for (int y = y0; y < yEnd; y++) {
                Arrays.fill(cells, y * w + x0, y * w + xEnd, value);
            }
        }
    }

    private static int roundUp(int n, int align) {
        return (n + align - 1) / align * align;
    }

    private static int pick(int[] palette, SplittableRandom random) {
        return palette[random.nextInt(palette.length)];
    }
}
