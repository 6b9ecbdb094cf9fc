package dev.mapharness.tiled;

import java.util.Objects;

/**
 * A rectangle (or, with no size, a point-like rectangle) in an object group, in pixels.
 *
 * @param type Tiled 1.8's "type" (called "class" from Tiled 1.9 on); empty for none
 */
public record TiledObject(int id, String name, String type, double x, double y, double width, double height,
                          boolean visible, TiledProperties properties) {
    public TiledObject {
        TiledValues.positive(id, "object id");
        TiledValues.text(name, "object name");
        TiledValues.text(type, "object type");
        x = TiledValues.number(x, "x");
        y = TiledValues.number(y, "y");
        width = TiledValues.number(width, "width");
        height = TiledValues.number(height, "height");
        Objects.requireNonNull(properties, "properties");
    }
}
