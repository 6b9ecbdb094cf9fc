package dev.mapharness.tiled;

import dev.mapharness.grid.IntGrid;
import java.util.List;

/** Small hand-built Tiled maps that use every part of the model. */
final class TiledSamples {
    private TiledSamples() {
    }

    /**
     * A 3 × 2 map: a tile layer with every layer attribute set, a smaller second tile layer, an object
     * group with two objects, two tilesets (one with tile properties), and properties of each type.
     */
    static TiledMap everything() {
        TiledTileLayer action = new TiledTileLayer(1, "Action", IntGrid.of(3, 2, new int[] {0, 1, 2, 5, 10, 11}), 0.5,
                false, 4, -8, 0.25, 1.5, TiledProperties.of(TiledProperty.of("z", 4000), TiledProperty.of("wrap", true)));
        TiledTileLayer back = TiledTileLayer.plain(3, "Back", IntGrid.of(2, 1, new int[] {11, 0}));
        TiledObject officer = new TiledObject(1, "Officer", "Enemy", 10.5, 20, 0, 0, true,
                TiledProperties.of(TiledProperty.of("logic", "Officer"), TiledProperty.of("speed", -1.25)));
        TiledObject blank = new TiledObject(7, "", "", 0, 0, 32, 16, false, TiledProperties.NONE);
        TiledObjectGroup objects = new TiledObjectGroup(2, "Objects", TiledDrawOrder.INDEX, 1, true,
                List.of(officer, blank), TiledProperties.NONE);
        TiledTileset tiles = new TiledTileset(1, "Action", 64, 64, 10,
                List.of(new TiledTile(3, TiledProperties.of(TiledProperty.of("attr", "solid"))),
                        new TiledTile(9, TiledProperties.of(TiledProperty.of("mask", "00ff")))));
        TiledTileset filled = new TiledTileset(11, "filled", 32, 32, 1, List.of());
        TiledProperties props = TiledProperties.of(TiledProperty.of("author", "Mónica \"M\" ✓"),
                TiledProperty.of("n", -5), TiledProperty.of("f", 1.0), TiledProperty.of("b", true),
                TiledProperty.of("big", 1e300));
        return new TiledMap(3, 2, 64, 64, 4, 8, List.of(action, objects, back), List.of(tiles, filled), props);
    }
}
