package dev.mapharness.tiled;

import java.util.Comparator;
import java.util.List;

/**
 * Tiled keeps properties by name and saves them sorted, so a map that went through Tiled equals ours
 * once every property list is sorted by name; nothing else may differ.
 */
public final class TiledComparison {
    private TiledComparison() {
    }

    public static TiledMap normalised(TiledMap m) {
        List<TiledLayer> layers = m.layers().stream().map(TiledComparison::layer).toList();
        List<TiledTileset> tilesets = m.tilesets().stream().map(t -> new TiledTileset(t.firstGid(), t.name(),
                t.tileWidth(), t.tileHeight(), t.tileCount(),
                t.tiles().stream().map(tile -> new TiledTile(tile.id(), sorted(tile.properties()))).toList())).toList();
        return new TiledMap(m.width(), m.height(), m.tileWidth(), m.tileHeight(), m.nextLayerId(), m.nextObjectId(),
                layers, tilesets, sorted(m.properties()));
    }

    private static TiledLayer layer(TiledLayer layer) {
        if (layer instanceof TiledTileLayer l) {
            return new TiledTileLayer(l.id(), l.name(), l.data(), l.opacity(), l.visible(), l.offsetX(), l.offsetY(),
                    l.parallaxX(), l.parallaxY(), sorted(l.properties()));
        }
        TiledObjectGroup g = (TiledObjectGroup) layer;
        List<TiledObject> objects = g.objects().stream().map(o -> new TiledObject(o.id(), o.name(), o.type(), o.x(),
                o.y(), o.width(), o.height(), o.visible(), sorted(o.properties()))).toList();
        return new TiledObjectGroup(g.id(), g.name(), g.drawOrder(), g.opacity(), g.visible(), objects,
                sorted(g.properties()));
    }

    private static TiledProperties sorted(TiledProperties p) {
        return new TiledProperties(p.list().stream().sorted(Comparator.comparing(TiledProperty::name)).toList());
    }
}
