package dev.mapharness.tiled;

import java.util.Objects;

/** A tile of a tileset that carries custom properties; tiles without any are not listed in the model. */
public record TiledTile(int id, TiledProperties properties) {
    public TiledTile {
        if (id < 0) {
            throw new IllegalArgumentException("tile id " + id + " is negative");
        }
        Objects.requireNonNull(properties, "properties");
        if (properties.isEmpty()) {
            throw new IllegalArgumentException("tile " + id + " has no properties: leave it out");
        }
    }
}
