package dev.mapharness.fuzz.reduce;

import dev.mapharness.oprw.OprwRoadCell;
import dev.mapharness.oprw.OprwWorld;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * What a grid crop must change besides the grids, where a format names grid cells by index. Only
 * OPRW does: road cells are land cells ({@code y * landWidth + x}), and its constructor refuses an
 * index outside the land grid, so without this a world whose failure needs a road could never
 * lose a row of land.
 */
final class CropFollowers {
    private CropFollowers() {
    }

    /**
     * The value at {@code path} of {@code model} as the crop leaves it, or {@code value} itself when
     * nothing there names a cell.
     *
     * @param windowOf the crop window of each grid of {@code model}
     */
    static Object follow(Object model, ModelPath path, Object value, Function<Object, CropWindow> windowOf) {
        if (model instanceof OprwWorld world && path.steps().size() == 1 && path.toString().equals("roads")) {
            return roads(world.roads(), windowOf.apply(world.geography()));
        }
        return value;
    }

    /** Road cells inside the kept land, renumbered in the cropped grid; row-major order keeps them ascending. */
    private static List<OprwRoadCell> roads(List<OprwRoadCell> roads, CropWindow land) {
        if (!land.changes()) {
            return roads;
        }
        List<OprwRoadCell> kept = new ArrayList<>();
        for (OprwRoadCell cell : roads) {
            int at = land.follow(cell.cell());
            if (at >= 0) {
                kept.add(new OprwRoadCell(at, cell.links()));
            }
        }
        return List.copyOf(kept);
    }
}
