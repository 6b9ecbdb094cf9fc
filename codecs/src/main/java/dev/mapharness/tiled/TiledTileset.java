package dev.mapharness.tiled;

import java.util.List;

/**
 * A tileset embedded in the map, without images: tiles are known by id and carry properties.
 *
 * <p>Gids {@code firstGid} to {@code firstGid + tileCount - 1} name its tiles. Tiled keeps an
 * image-less tileset's tiles only if the file lists each of them, so the writer lists every id below
 * {@code tileCount}; {@link #MAX_TILE_COUNT} keeps that list to a size an editor can hold.
 *
 * @param tiles the tiles that carry properties, by ascending id
 */
public record TiledTileset(int firstGid, String name, int tileWidth, int tileHeight, int tileCount,
                           List<TiledTile> tiles) {
    /** Far more tiles than any Claw or Gruntz image set has; Tiled makes an object of every one. */
    public static final int MAX_TILE_COUNT = 65_536;

    public TiledTileset {
        TiledValues.text(name, "tileset name");
        tiles = List.copyOf(tiles);
        TiledRules.tileset(firstGid, tileWidth, tileHeight, tileCount, tiles, "tileset " + name).ifPresent(p -> {
            throw new IllegalArgumentException(p.toString());
        });
    }

    /** True if {@code gid} names one of this tileset's tiles. */
    public boolean holds(long gid) {
        return gid >= firstGid && gid < (long) firstGid + tileCount;
    }
}
