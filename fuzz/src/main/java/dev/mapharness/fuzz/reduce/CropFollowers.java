package dev.mapharness.fuzz.reduce;

import dev.mapharness.oprw.OprwRoadCell;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.tiled.TiledMap;
import dev.mapharness.tiled.TiledTileLayer;
import dev.mapharness.wwd.WwdLevel;
import dev.mapharness.wwd.WwdPlane;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * What a grid crop must change besides the grids, where a format states a grid's size or names its
 * cells elsewhere:
 * <ul>
 * <li>OPRW road cells are land cells ({@code y * landWidth + x}), and the world refuses an index
 *     outside the land grid, so without renumbering a world whose failure needs two roads far apart
 *     could never lose a row of land;</li>
 * <li>a WWD plane's pixel size is its tiles times the tile size, a Tiled map's size is its tile
 *     layers' size: a crop that left them would add a disagreement the original did not have.</li>
 * </ul>
 */
final class CropFollowers {
    private CropFollowers() {
    }

    /**
     * The value at {@code path} of {@code model} as the crop leaves it, or {@code value} itself when
     * it says nothing about a grid.
     *
     * @param windowOf the crop window of each grid of {@code model}
     */
    static Object follow(Object model, ModelPath path, Object value, Function<Object, CropWindow> windowOf) {
        if (!(value instanceof Integer) && !(value instanceof List<?>)) {
            return value;
        }
        if (model instanceof OprwWorld world && path.steps().size() == 1 && path.toString().equals("roads")) {
            return roads(world.roads(), windowOf.apply(world.geography()));
        }
        if (model instanceof TiledMap map && path.steps().size() == 1) {
            return tiledSize(map, path.toString(), value, windowOf);
        }
        if (model instanceof WwdLevel && path.steps().size() == 3 && value instanceof Integer px
                && path.pattern().matches("planes\\[\\]\\.(widthPx|heightPx)")) {
            WwdPlane plane = (WwdPlane) ModelTree.get(model, new ModelPath(path.steps().subList(0, 2)));
            if (plane.pixelSizesAgree()) {
                CropWindow tiles = windowOf.apply(plane.tiles());
                return path.pattern().endsWith("widthPx") ? tiles.width() * plane.tileWidth() : tiles.height() * plane.tileHeight();
            }
            return px;
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

    /** The map's width or height after the crop, taken from a tile layer as large as the map. */
    private static Object tiledSize(TiledMap map, String component, Object value, Function<Object, CropWindow> windowOf) {
        boolean width = component.equals("width");
        if (!width && !component.equals("height")) {
            return value;
        }
        for (TiledTileLayer layer : map.tileLayers()) {
            if (layer.width() == map.width() && layer.height() == map.height()) {
                CropWindow w = windowOf.apply(layer.data());
                return width ? w.width() : w.height();
            }
        }
        return value;
    }
}
