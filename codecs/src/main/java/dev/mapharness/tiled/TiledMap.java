package dev.mapharness.tiled;

import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A Tiled map as mapharness writes it: orthogonal, finite, right-down, with tile layers and object
 * groups, image-less embedded tilesets and typed custom properties (Tiled's JSON map format,
 * as Tiled 1.8 reads it).
 *
 * @param width       the map in tiles
 * @param tileWidth   the map's grid cell in pixels
 * @param nextLayerId above every layer id (Tiled gives new layers this id)
 * @param nextObjectId above every object id
 */
public record TiledMap(int width, int height, int tileWidth, int tileHeight, int nextLayerId, int nextObjectId,
                       List<TiledLayer> layers, List<TiledTileset> tilesets, TiledProperties properties)
        implements MapModel {
    public TiledMap {
        TiledValues.positive(width, "width");
        TiledValues.positive(height, "height");
        TiledValues.positive(tileWidth, "tilewidth");
        TiledValues.positive(tileHeight, "tileheight");
        layers = List.copyOf(layers);
        tilesets = List.copyOf(tilesets);
        Objects.requireNonNull(properties, "properties");
        TiledRules.map(nextLayerId, nextObjectId, layers, tilesets).ifPresent(p -> {
            throw new IllegalArgumentException(p.toString());
        });
    }

    @Override
    public Format format() {
        return Format.TILED;
    }

    public List<TiledTileLayer> tileLayers() {
        return layers.stream().filter(TiledTileLayer.class::isInstance).map(TiledTileLayer.class::cast).toList();
    }

    public List<TiledObjectGroup> objectGroups() {
        return layers.stream().filter(TiledObjectGroup.class::isInstance).map(TiledObjectGroup.class::cast).toList();
    }

    @Override
    public Map<String, Object> summary() {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("width", width);
        s.put("height", height);
        s.put("tileWidth", tileWidth);
        s.put("tileHeight", tileHeight);
        s.put("tileLayers", tileLayers().size());
        s.put("objectGroups", objectGroups().size());
        s.put("objects", objectGroups().stream().mapToInt(g -> g.objects().size()).sum());
        s.put("tilesets", tilesets.size());
        s.put("tiles", tilesets.stream().mapToLong(TiledTileset::tileCount).sum());
        s.put("properties", properties.size());
        return s;
    }
}
