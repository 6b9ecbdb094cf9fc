package dev.mapharness.tiled;

import dev.mapharness.grid.IntGrid;
import java.util.Objects;

/**
 * A tile layer: a grid of gids (0 empty, otherwise a tileset's first gid plus a tile id), drawn with
 * an offset in pixels and a parallax factor (1 moves with the camera, 0 stays put). Its size may
 * differ from the map's.
 */
public record TiledTileLayer(int id, String name, IntGrid data, double opacity, boolean visible, double offsetX,
                             double offsetY, double parallaxX, double parallaxY, TiledProperties properties)
        implements TiledLayer {
    public TiledTileLayer {
        TiledValues.positive(id, "layer id");
        TiledValues.text(name, "layer name");
        Objects.requireNonNull(data, "data");
        opacity = TiledValues.number(opacity, "opacity");
        offsetX = TiledValues.number(offsetX, "offsetx");
        offsetY = TiledValues.number(offsetY, "offsety");
        parallaxX = TiledValues.number(parallaxX, "parallaxx");
        parallaxY = TiledValues.number(parallaxY, "parallaxy");
        Objects.requireNonNull(properties, "properties");
    }

    /** A visible, opaque layer without offset that moves with the camera. */
    public static TiledTileLayer plain(int id, String name, IntGrid data) {
        return new TiledTileLayer(id, name, data, 1, true, 0, 0, 1, 1, TiledProperties.NONE);
    }

    public int width() {
        return data.width();
    }

    public int height() {
        return data.height();
    }
}
