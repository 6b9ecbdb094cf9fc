package dev.mapharness.tiled;

/** A layer of a Tiled map: a tile layer or an object group. */
public sealed interface TiledLayer permits TiledTileLayer, TiledObjectGroup {
    /** Unique in the map, from 1, below the map's next layer id. */
    int id();

    String name();

    double opacity();

    boolean visible();

    TiledProperties properties();
}
