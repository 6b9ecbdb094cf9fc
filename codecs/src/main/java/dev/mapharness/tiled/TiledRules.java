package dev.mapharness.tiled;

import dev.mapharness.rules.Rule;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The rules that tie a Tiled map's parts together (ids, gid ranges). The model's constructors refuse a
 * map that breaks one; the reader checks the same rules first and reports the JSON path.
 */
public final class TiledRules {
    private TiledRules() {
    }

    /**
     * A broken rule: the rule a reader refuses the map by ({@link TiledReadRules}), the JSON path it
     * concerns, what the rule wants and what the map has.
     */
    public record Problem(Rule rule, String path, String expected, String found) {
        @Override
        public String toString() {
            return path + ": expected " + expected + ", found " + found;
        }
    }

    static Optional<Problem> tileset(int firstGid, int tileWidth, int tileHeight, int tileCount, List<TiledTile> tiles,
            String path) {
        if (firstGid < 1) {
            return problem(TiledReadRules.TILESET_FIRST_GID, path + ".firstgid", "a gid from 1", firstGid);
        }
        if (tileWidth < 1 || tileHeight < 1) {
            return problem(TiledReadRules.TILE_SIZE, path + ".tilewidth", "a positive tile size", tileWidth + "×" + tileHeight);
        }
        if (tileCount < 0 || tileCount > TiledTileset.MAX_TILE_COUNT) {
            return problem(TiledReadRules.TILE_COUNT, path + ".tilecount", "0.." + TiledTileset.MAX_TILE_COUNT, tileCount);
        }
        if (firstGid + (long) tileCount > TiledValues.GID_LIMIT) {
            return problem(TiledReadRules.GID_LIMIT, path + ".tilecount", "gids below " + TiledValues.GID_LIMIT + " (at most "
                    + TiledValues.MAX_TILES + " tiles in all, below Tiled's flip flags)",
                    "first gid " + firstGid + " + " + tileCount + " tiles");
        }
        int previous = -1;
        for (int i = 0; i < tiles.size(); i++) {
            int id = tiles.get(i).id();
            if (id <= previous || id >= tileCount) {
                return problem(TiledReadRules.TILE_IDS, path + ".tiles[" + i + "].id", "ascending ids below the tile count " + tileCount, id);
            }
            previous = id;
        }
        return Optional.empty();
    }

    /**
     * Rules over the whole map: unique layer ids below {@code nextLayerId}, unique object ids below
     * {@code nextObjectId}, tilesets numbered from gid 1 without gaps (as Tiled numbers them when it loads
     * a map), and every cell empty or a gid of some tileset.
     */
    public static Optional<Problem> map(int nextLayerId, int nextObjectId, List<TiledLayer> layers,
            List<TiledTileset> tilesets) {
        Set<Integer> layerIds = new HashSet<>();
        Set<Integer> objectIds = new HashSet<>();
        for (int i = 0; i < layers.size(); i++) {
            TiledLayer layer = layers.get(i);
            String path = "layers[" + i + "]";
            if (layer.id() >= nextLayerId || !layerIds.add(layer.id())) {
                return problem(TiledReadRules.LAYER_ID, path + ".id", "a unique id below nextlayerid " + nextLayerId, layer.id());
            }
            if (layer instanceof TiledObjectGroup g) {
                for (int j = 0; j < g.objects().size(); j++) {
                    int id = g.objects().get(j).id();
                    if (id >= nextObjectId || !objectIds.add(id)) {
                        return problem(TiledReadRules.OBJECT_ID, path + ".objects[" + j + "].id",
                                "a unique id below nextobjectid " + nextObjectId, id);
                    }
                }
            }
        }
        long end = 1;
        for (int i = 0; i < tilesets.size(); i++) {
            TiledTileset t = tilesets.get(i);
            if (t.firstGid() != end) {
                return problem(TiledReadRules.FIRST_GID_SEQUENCE, "tilesets[" + i + "].firstgid", end + " (Tiled numbers tilesets from 1, without gaps)",
                        t.firstGid());
            }
            end = (long) t.firstGid() + t.tileCount();
        }
        for (int i = 0; i < layers.size(); i++) {
            if (layers.get(i) instanceof TiledTileLayer l) {
                Optional<Problem> p = cells(l, end, "layers[" + i + "]");
                if (p.isPresent()) {
                    return p;
                }
            }
        }
        return Optional.empty();
    }

    /** Tilesets run from gid 1 without gaps to {@code end} (checked first), so a gid is held exactly below it. */
    private static Optional<Problem> cells(TiledTileLayer layer, long end, String path) {
        int[] cells = layer.data().cellsUnsafe();
        for (int j = 0; j < cells.length; j++) {
            long gid = Integer.toUnsignedLong(cells[j]);
            if (gid >= end) {
                return problem(TiledReadRules.GID_UNHELD, path + ".data[" + j + "]", "0 or a gid of a tileset", gid);
            }
        }
        return Optional.empty();
    }

    private static Optional<Problem> problem(Rule rule, String path, String expected, Object found) {
        return Optional.of(new Problem(rule, path, expected, String.valueOf(found)));
    }
}
