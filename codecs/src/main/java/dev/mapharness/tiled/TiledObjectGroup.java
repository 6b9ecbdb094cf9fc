package dev.mapharness.tiled;

import java.util.List;
import java.util.Objects;

/** An object layer. */
public record TiledObjectGroup(int id, String name, TiledDrawOrder drawOrder, double opacity, boolean visible,
                               List<TiledObject> objects, TiledProperties properties) implements TiledLayer {
    public TiledObjectGroup {
        TiledValues.positive(id, "layer id");
        TiledValues.text(name, "layer name");
        Objects.requireNonNull(drawOrder, "drawOrder");
        opacity = TiledValues.number(opacity, "opacity");
        objects = List.copyOf(objects);
        Objects.requireNonNull(properties, "properties");
    }
}
