package dev.mapharness.roundtrip;

import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * Grid sizes: 1 × 1, small squares, non-square and thin grids, and now and then one near
 * 1024 × 1024 (the largest that keeps a property run quick). Everything shrinks towards 1 × 1.
 */
public final class GridSizes {
    /** Side of the large grids; 4WVR and 8WVR hold u32 sizes, real worlds reach 4096. */
    public static final int LARGE_SIDE = 1024;

    private GridSizes() {
    }

    public static Gen<GridSize> of(int width, int height) {
        return Generate.constant(new GridSize(width, height));
    }

    /** 1..max on each side, independently: non-square more often than not. */
    public static Gen<GridSize> small(int max) {
        Gen<Integer> side = Generate.range(1, max, 1);
        return side.zip(side, GridSize::new);
    }

    /** One side 1, the other up to {@code max}: a row or a column. */
    public static Gen<GridSize> thin(int max) {
        Gen<Integer> side = Generate.range(1, max, 1);
        return Generate.booleans().zip(side, (rowNotColumn, n) -> rowNotColumn ? new GridSize(n, 1) : new GridSize(1, n));
    }

    /** Near 1024 × 1024: each side in 1021..1024 (so odd and non-square sizes occur too). */
    public static Gen<GridSize> large() {
        Gen<Integer> side = Generate.range(LARGE_SIDE - 3, LARGE_SIDE, LARGE_SIDE);
        return side.zip(side, GridSize::new);
    }

    /**
     * The mix the round-trip properties use: mostly small grids, 1 × 1 and thin ones often,
     * a large one in about one example of fifty.
     */
    public static Gen<GridSize> mixed() {
        return Generate.frequency(
                Pair.of(10, of(1, 1)),
                Pair.of(50, small(8)),
                Pair.of(20, small(40)),
                Pair.of(15, thin(300)),
                Pair.of(2, large()));
    }
}
