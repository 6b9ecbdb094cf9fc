package dev.mapharness.roundtrip;

import dev.mapharness.grid.IntGrid;
import dev.mapharness.tiled.TiledDrawOrder;
import dev.mapharness.tiled.TiledLayer;
import dev.mapharness.tiled.TiledMap;
import dev.mapharness.tiled.TiledObject;
import dev.mapharness.tiled.TiledObjectGroup;
import dev.mapharness.tiled.TiledProperties;
import dev.mapharness.tiled.TiledProperty;
import dev.mapharness.tiled.TiledTile;
import dev.mapharness.tiled.TiledTileLayer;
import dev.mapharness.tiled.TiledTileset;
import dev.mapharness.tiled.TiledValues;
import java.util.ArrayList;
import java.util.List;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.core.RandomnessSource;
import org.quicktheories.generators.Generate;

/**
 * Tiled maps as the model holds them: tile layers whose cells are empty or gids of some tileset, object
 * groups with ids unique across the map, tilesets numbered from gid 1 (some empty), and properties of
 * every type, with text beyond ASCII (surrogate pairs, control characters, quotes) and doubles from
 * the smallest subnormal to the largest finite.
 */
public final class TiledGens {
    /** Doubles that break careless number formatting. */
    private static final List<Double> SPECIAL_DOUBLES = List.of(0.0, -0.0, 0.5, -1.25, 1.0 / 3, 0.1, 1e300, -1e-300,
            Double.MIN_VALUE, Double.MIN_NORMAL, 1.79769313486231e308, -1.79769313486231e308, 2147483648.0,
            9007199254740993.0, 0.1 + 0.2);
    private static final List<String> SPECIAL_TEXT = List.of("", " ", "Action", "\"quoted\" \\ slash",
            "line\nbreak\ttab\u0001\u0000\u007f", "Mónica ✓", "\uD83D\uDE00 emoji", "\u2028\u2029", "</script>", "1e5");

    private TiledGens() {
    }

    public static Gen<TiledMap> maps() {
        return maps(GridSizes.small(8));
    }

    public static Gen<TiledMap> maps(Gen<GridSize> layerSizes) {
        return maps(layerSizes, false);
    }

    /**
     * Maps whose first layer is a tile layer of {@code layerSizes} over a tileset with tiles: a
     * property's single large example is QuickTheories' first, fixed draw, which otherwise holds no
     * tile layer at all.
     */
    public static Gen<TiledMap> mapsWithTiles(Gen<GridSize> layerSizes) {
        return maps(layerSizes, true);
    }

    private static Gen<TiledMap> maps(Gen<GridSize> layerSizes, boolean withTiles) {
        Gen<Integer> tilesetCount = Generate.range(0, 4, 1);
        Gen<Integer> layerCount = Generate.range(0, 6, 2);
        Gen<Integer> gap = Generate.frequency(Pair.of(3, Generate.constant(0)),
                Pair.of(1, Generate.range(1, 1000, 1)));
        Gen<Integer> tileSize = Generate.oneOf(Generate.pick(List.of(64, 32, 16)), Generate.range(1, 4096, 64));
        Gen<Integer> mapSide = Generate.range(1, 300, 1);
        return ((Gen<TiledMap>) rs -> {
            List<TiledTileset> tilesets = new ArrayList<>();
            // Tiled numbers tilesets from gid 1 without gaps
            int nextGid = 1;
            for (int i = tilesetCount.generate(rs); i > 0; i--) {
                TiledTileset t = tileset(nextGid, rs);
                tilesets.add(t);
                nextGid = t.firstGid() + t.tileCount();
            }
            if (withTiles && tilesets.stream().allMatch(t -> t.tileCount() == 0)) {
                TiledTileset t = new TiledTileset(nextGid, "tiles", 32, 32, 40, List.of());
                tilesets.add(t);
            }
            List<TiledLayer> layers = new ArrayList<>();
            int layerId = 1;
            int objectId = 1;
            if (withTiles) {
                layers.add(tileLayer(layerId++, layerSizes.generate(rs), tilesets, rs));
            }
            for (int i = layerCount.generate(rs); i > 0; i--) {
                layerId += gap.generate(rs);
                if (Generate.booleans().generate(rs)) {
                    layers.add(tileLayer(layerId++, layerSizes.generate(rs), tilesets, rs));
                } else {
                    TiledObjectGroup g = objectGroup(layerId++, objectId, rs);
                    objectId += g.objects().size() + gap.generate(rs);
                    layers.add(g);
                }
            }
            return new TiledMap(mapSide.generate(rs), mapSide.generate(rs), tileSize.generate(rs),
                    tileSize.generate(rs), layerId + gap.generate(rs), objectId + gap.generate(rs), layers, tilesets,
                    properties(rs));
        }).describedAs(TiledGens::describe);
    }

    private static TiledTileset tileset(int firstGid, RandomnessSource rs) {
        int count = Generate.frequency(Pair.of(1, Generate.constant(0)),
                Pair.of(6, Generate.range(1, 40, 1)),
                Pair.of(1, Generate.range(1, TiledTileset.MAX_TILE_COUNT, 1))).generate(rs);
        List<TiledTile> tiles = new ArrayList<>();
        Gen<Boolean> carries = Generate.range(0, 3, 0).map(n -> n == 0);
        for (int id = 0; id < Math.min(count, 60); id++) {
            if (carries.generate(rs)) {
                TiledProperties p = properties(rs);
                tiles.add(new TiledTile(id, p.isEmpty() ? TiledProperties.of(TiledProperty.of("solid", true)) : p));
            }
        }
        Gen<Integer> size = Generate.oneOf(Generate.pick(List.of(64, 32)), Generate.range(1, 1024, 64));
        return new TiledTileset(firstGid, text().generate(rs), size.generate(rs), size.generate(rs), count, tiles);
    }

    private static TiledTileLayer tileLayer(int id, GridSize size, List<TiledTileset> tilesets, RandomnessSource rs) {
        List<TiledTileset> usable = tilesets.stream().filter(t -> t.tileCount() > 0).toList();
        int[] cells = new int[size.cells()];
        for (int i = 0; i < cells.length; i++) {
            // three cells in four hold a tile; the edge value 3 fills the first, fixed example's layer
            if (!usable.isEmpty() && Generate.range(0, 3, 3).generate(rs) > 0) {
                TiledTileset t = usable.get(Generate.range(0, usable.size() - 1, 0).generate(rs));
                cells[i] = t.firstGid() + Generate.range(0, t.tileCount() - 1, 0).generate(rs);
            }
        }
        Gen<Double> factor = Generate.oneOf(Generate.pick(List.of(1.0, 0.0, 0.5, 1.5)), doubles());
        return new TiledTileLayer(id, text().generate(rs), IntGrid.wrap(size.width(), size.height(), cells),
                Generate.oneOf(Generate.constant(1.0), Generate.range(0, 100, 100).map(n -> n / 100.0)).generate(rs),
                Generate.booleans().generate(rs), factor.generate(rs), factor.generate(rs), factor.generate(rs),
                factor.generate(rs), properties(rs));
    }

    private static TiledObjectGroup objectGroup(int id, int firstObjectId, RandomnessSource rs) {
        int n = Generate.range(0, 5, 1).generate(rs);
        List<TiledObject> objects = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            Gen<Double> coordinate = Generate.oneOf(Generate.range(-10_000, 10_000, 0).map(v -> (double) v), doubles());
            Gen<Double> extent = Generate.oneOf(Generate.constant(0.0), Generate.range(0, 512, 0).map(v -> v / 2.0));
            objects.add(new TiledObject(firstObjectId + i, text().generate(rs), text().generate(rs),
                    coordinate.generate(rs), coordinate.generate(rs), extent.generate(rs), extent.generate(rs),
                    Generate.booleans().generate(rs), properties(rs)));
        }
        return new TiledObjectGroup(id, text().generate(rs), Generate.enumValues(TiledDrawOrder.class).generate(rs),
                Generate.range(0, 100, 100).map(v -> v / 100.0).generate(rs), Generate.booleans().generate(rs), objects,
                properties(rs));
    }

    /** Up to six properties of mixed types with unique names. */
    static TiledProperties properties(RandomnessSource rs) {
        int n = Generate.range(0, 6, 0).generate(rs);
        List<TiledProperty> list = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String name = i + (Generate.booleans().generate(rs) ? "" : " " + text().generate(rs));
            switch (Generate.range(0, 3).generate(rs)) {
                case 0 -> list.add(TiledProperty.of(name, text().generate(rs)));
                case 1 -> list.add(TiledProperty.of(name, Generate.range(Integer.MIN_VALUE, Integer.MAX_VALUE, 0).generate(rs)));
                case 2 -> list.add(TiledProperty.of(name, doubles().generate(rs)));
                default -> list.add(TiledProperty.of(name, Generate.booleans().generate(rs)));
            }
        }
        return new TiledProperties(list);
    }

    /**
     * Doubles Tiled can save: special ones, small fractions, any finite bit pattern (which the model
     * holds to Tiled's 15 significant digits); the few whose rounding overflows become 0.
     */
    public static Gen<Double> doubles() {
        Gen<Double> bits = Generate.longRange(Long.MIN_VALUE, Long.MAX_VALUE, 0).map(Double::longBitsToDouble);
        return Generate.oneOf(Generate.pick(SPECIAL_DOUBLES), Generate.range(-1_000_000, 1_000_000, 0).map(v -> v / 64.0),
                bits).map(d -> Double.isNaN(TiledValues.asTiledKeeps(d)) ? 0.0 : d);
    }

    /** Text Tiled holds: any code point (NUL and control characters too), no lone surrogate. */
    public static Gen<String> text() {
        Gen<String> random = Generate.intArrays(Generate.range(0, 12), Generate.range(0, 0x10FFFF))
                .map(cps -> {
                    StringBuilder sb = new StringBuilder();
                    for (int cp : cps) {
                        sb.appendCodePoint(Character.isSurrogate((char) cp) && cp < 0x10000 ? 'x' : cp);
                    }
                    return sb.toString();
                });
        return Generate.oneOf(Generate.pick(SPECIAL_TEXT), random);
    }

    public static String describe(TiledMap m) {
        return "TiledMap " + m.width() + "×" + m.height() + " " + m.summary();
    }
}
