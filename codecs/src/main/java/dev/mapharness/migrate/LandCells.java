package dev.mapharness.migrate;

import dev.mapharness.grid.Transform;
import dev.mapharness.wvr8.Wvr8World;

/**
 * Which land cell an object stands in. Binarized worlds keep their objects grouped by land cell,
 * row-major, and the {@code objectOffsets} quad tree gives each cell's first object
 * ({@link dev.mapharness.oprw.OprwLayoutRules#objectOffsets}); the engine finds the objects near a
 * point from it.
 */
public final class LandCells {
    private LandCells() {
    }

    /**
     * The row-major land cell of an object: column floor(x / cellSize), row floor(z / cellSize)
     * (position x and z of the transform; y is up), in f32 as the engine computes it, each clamped
     * into the grid. A NaN quotient (NaN position, zero or NaN cell size) counts as below the grid.
     */
    public static int of(Transform t, float cellSize, int landWidth, int landHeight) {
        int column = clamp(t.x() / cellSize, landWidth);
        int row = clamp(t.z() / cellSize, landHeight);
        return row * landWidth + column;
    }

    /** The land cell of every object of {@code world}, in object order. */
    public static int[] of(Wvr8World world) {
        int[] cells = new int[world.objects().size()];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = of(world.objects().get(i).transform(), world.landCellSize(), world.landWidth(), world.landHeight());
        }
        return cells;
    }

    /** True if the object's position lies in the land grid, so {@link #of} needed no clamping. */
    public static boolean inside(Transform t, float cellSize, int landWidth, int landHeight) {
        return inside(t.x() / cellSize, landWidth) && inside(t.z() / cellSize, landHeight);
    }

    private static boolean inside(float quotient, int count) {
        double q = Math.floor(quotient);
        return q >= 0 && q < count;
    }

    private static int clamp(float quotient, int count) {
        double q = Math.floor(quotient);
        if (!(q >= 0)) {
            return 0;
        }
        return q >= count ? count - 1 : (int) q;
    }
}
