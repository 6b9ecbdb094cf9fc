package dev.mapharness.fuzz.build;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.tiled.TiledDrawOrder;
import dev.mapharness.tiled.TiledLayer;
import dev.mapharness.tiled.TiledMap;
import dev.mapharness.tiled.TiledObject;
import dev.mapharness.tiled.TiledObjectGroup;
import dev.mapharness.tiled.TiledProperties;
import dev.mapharness.tiled.TiledProperty;
import dev.mapharness.tiled.TiledRules;
import dev.mapharness.tiled.TiledTile;
import dev.mapharness.tiled.TiledTileLayer;
import dev.mapharness.tiled.TiledTileset;
import dev.mapharness.tiled.TiledValues;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Small Tiled maps from fuzzer data: tile layers and object groups in any order, tilesets numbered
 * as Tiled numbers them, objects, and properties of all four types with names and values of any
 * text (control characters, quotes, backslashes, characters outside the BMP). Cells are empty, a
 * tileset's gid, one of the edge gids 65535 and 65536 (the last tiles of a full tileset) or a gid
 * with Tiled's flip flags set; numbers are any doubles, which the model rounds as Tiled keeps them.
 *
 * <p>The model refuses what Tiled cannot hold (a flipped gid, a gid past every tileset, a number that
 * is not finite); {@link #build} then returns empty, as a writer's refusal would.
 */
public final class FuzzedTiledMaps {
    /** The edge gids: 65535 and 65536 need the largest tileset ({@link TiledTileset#MAX_TILE_COUNT}). */
    static final int[] EDGE_GIDS = {65535, 65536, 65537};
    /**
     * Fuzzer data left, at least, before a tileset may be full. A full tileset is 1.7 MB of JSON that
     * the oracle writes, reads and writes again (about 35 MB allocated, most of it the reader's 330
     * bytes per listed tile); the allocation budget grows with the input, so such a map must come from
     * an input that pays for it, or every short input reaching it is a false finding.
     */
    static final int FULL_TILESET_INPUT = 2048;
    /**
     * Full tilesets in one map, at most. One full tileset puts the edge gids 65535 and 65536 on tiles
     * (after at most two tilesets of 8, it spans gids 17 to 65552); a second or third reaches no edge the
     * first does not and only multiplies the JSON: a
     * 2,188-byte input built three (5.3 MB of JSON, 101 MB allocated against an 84 MB budget), because
     * the data left was checked for each tileset and a few bytes pay for each of them.
     */
    static final int MAX_FULL_TILESETS = 1;
    /** Tiled's flip flags (horizontal, vertical, diagonal, hexagonal rotation) in a gid's top four bits. */
    static final int[] FLIP_FLAGS = {0x8000_0000, 0x4000_0000, 0x2000_0000, 0x1000_0000};

    private FuzzedTiledMaps() {
    }

    /** The map the data describes, or empty if the model refuses it. */
    public static Optional<TiledMap> build(FuzzedDataProvider data) {
        int width = data.consumeInt(1, 6);
        int height = data.consumeInt(1, 6);
        int tileWidth = data.consumeInt(1, 128);
        int tileHeight = data.consumeInt(1, 128);
        List<TiledTileset> tilesets = new ArrayList<>();
        int firstGid = 1;
        int full = 0;
        for (int i = data.consumeInt(0, 3); i > 0; i--) {
            TiledTileset t = tileset(data, firstGid, full < MAX_FULL_TILESETS);
            tilesets.add(t);
            firstGid += t.tileCount();
            full += t.tileCount() == TiledTileset.MAX_TILE_COUNT ? 1 : 0;
        }
        int end = firstGid;
        List<TiledLayer> layers = new ArrayList<>();
        int[] nextObjectId = {1};
        for (int i = data.consumeInt(0, 3); i > 0; i--) {
            int id = layers.size() + 1;
            layers.add(data.consumeBoolean() ? tileLayer(data, id, width, height, end) : objectGroup(data, id, nextObjectId));
        }
        int nextLayerId = layers.size() + 1 + data.consumeInt(0, 2);
        int nextId = nextObjectId[0] + data.consumeInt(0, 2);
        if (TiledRules.map(nextLayerId, nextId, layers, tilesets).isPresent()) {
            return Optional.empty();
        }
        try {
            return Optional.of(new TiledMap(width, height, tileWidth, tileHeight, nextLayerId, nextId, layers, tilesets,
                    properties(data)));
        } catch (IllegalArgumentException refused) {
            return Optional.empty();
        }
    }

    private static TiledTileset tileset(FuzzedDataProvider data, int firstGid, boolean fullAllowed) {
        // a full tileset now and then, so that the edge gids 65535 and 65536 are tiles (the same data
        // consumed whether or not one may be full, so the committed seeds build the maps they did)
        boolean full = data.remainingBytes() >= FULL_TILESET_INPUT && data.consumeInt(0, 15) == 0 && fullAllowed;
        int count = full ? TiledTileset.MAX_TILE_COUNT : data.consumeInt(0, 8);
        List<TiledTile> tiles = new ArrayList<>();
        int id = -1;
        for (int i = data.consumeInt(0, 3); i > 0 && id + 1 < count; i--) {
            id = data.consumeInt(id + 1, Math.min(count - 1, id + 4));
            TiledProperties p = properties(data);
            tiles.add(new TiledTile(id, p.isEmpty() ? TiledProperties.of(TiledProperty.of("p", 0)) : p));
        }
        return new TiledTileset(firstGid, text(data), data.consumeInt(1, 128), data.consumeInt(1, 128), count, tiles);
    }

    private static TiledLayer tileLayer(FuzzedDataProvider data, int id, int mapWidth, int mapHeight, int end) {
        // a layer is usually the map's size, and sometimes another
        boolean mapSize = data.consumeInt(0, 3) != 0;
        int w = mapSize ? mapWidth : data.consumeInt(1, 6);
        int h = mapSize ? mapHeight : data.consumeInt(1, 6);
        int[] cells = new int[w * h];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = gid(data, end);
        }
        return new TiledTileLayer(id, text(data), IntGrid.wrap(w, h, cells), number(data, 1), data.consumeInt(0, 7) != 0,
                number(data, 0), number(data, 0), number(data, 1), number(data, 1), properties(data));
    }

    /** Empty, a tile of some tileset, an edge gid, or any of those with flip flags. */
    private static int gid(FuzzedDataProvider data, int end) {
        int gid = switch (data.consumeInt(0, 7)) {
            case 0, 1 -> 0;
            case 2 -> EDGE_GIDS[data.consumeInt(0, EDGE_GIDS.length - 1)];
            case 3 -> data.consumeInt();
            default -> end > 1 ? data.consumeInt(1, end - 1) : 0;
        };
        if (data.consumeInt(0, 15) == 0) {
            gid |= FLIP_FLAGS[data.consumeInt(0, FLIP_FLAGS.length - 1)];
        }
        return gid;
    }

    private static TiledLayer objectGroup(FuzzedDataProvider data, int id, int[] nextObjectId) {
        List<TiledObject> objects = new ArrayList<>();
        for (int i = data.consumeInt(0, 3); i > 0; i--) {
            objects.add(new TiledObject(nextObjectId[0]++, text(data), text(data), number(data, 0), number(data, 0),
                    number(data, 0), number(data, 0), data.consumeInt(0, 7) != 0, properties(data)));
        }
        TiledDrawOrder order = data.consumeBoolean() ? TiledDrawOrder.TOPDOWN : TiledDrawOrder.INDEX;
        return new TiledObjectGroup(id, text(data), order, number(data, 1), data.consumeInt(0, 7) != 0, objects,
                properties(data));
    }

    /** Up to four properties of unique names, each of any of the four types. */
    private static TiledProperties properties(FuzzedDataProvider data) {
        Map<String, TiledProperty> byName = new LinkedHashMap<>();
        for (int i = data.consumeInt(0, 4); i > 0; i--) {
            String name = text(data);
            TiledProperty p = switch (data.consumeInt(0, 3)) {
                case 0 -> TiledProperty.of(name, text(data));
                case 1 -> TiledProperty.of(name, data.consumeInt());
                case 2 -> TiledProperty.of(name, finite(data));
                default -> TiledProperty.of(name, data.consumeBoolean());
            };
            byName.putIfAbsent(name, p);
        }
        return new TiledProperties(List.copyOf(byName.values()));
    }

    /** Usually {@code usual}; otherwise any finite double Tiled can save (the model rounds it to 15 digits). */
    private static double number(FuzzedDataProvider data, double usual) {
        return data.consumeInt(0, 3) == 0 ? finite(data) : usual;
    }

    private static double finite(FuzzedDataProvider data) {
        double d = switch (data.consumeInt(0, 3)) {
            case 0 -> data.consumeInt(-1000, 1000);
            case 1 -> data.consumeInt(-100_000, 100_000) / 64.0;
            default -> Double.longBitsToDouble(data.consumeLong());
        };
        return Double.isNaN(TiledValues.asTiledKeeps(d)) ? 0 : d;
    }

    /** Any text without lone surrogates: names and values may hold every other character. */
    private static String text(FuzzedDataProvider data) {
        String s = data.consumeString(data.consumeInt(0, 12));
        return TiledValues.textProblem(s).isPresent() ? "" : s;
    }
}
