package dev.mapharness.tiled;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.grid.IntGrid;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The model's own rules at their edges: what the constructors take and refuse, and what the map tells of itself. */
class TiledModelTest {
    private static final TiledProperties ONE = TiledProperties.of(TiledProperty.of("a", 1));

    private static String refusedTileset(int firstGid, int tileWidth, int tileHeight, int tileCount, List<TiledTile> tiles) {
        return assertThrows(IllegalArgumentException.class,
                () -> new TiledTileset(firstGid, "t", tileWidth, tileHeight, tileCount, tiles)).getMessage();
    }

    @Test
    void aTilesetsNumbersAtTheirEdges() {
        assertEquals("tileset t.firstgid: expected a gid from 1, found 0", refusedTileset(0, 1, 1, 1, List.of()));
        assertEquals("tileset t.tilewidth: expected a positive tile size, found 0×1", refusedTileset(1, 0, 1, 1, List.of()));
        assertEquals("tileset t.tilewidth: expected a positive tile size, found 1×0", refusedTileset(1, 1, 0, 1, List.of()));
        assertEquals("tileset t.tilecount: expected 0..65536, found -1", refusedTileset(1, 1, 1, -1, List.of()));
        assertEquals("tileset t.tilecount: expected 0..65536, found 65537", refusedTileset(1, 1, 1, 65_537, List.of()));
        new TiledTileset(1, "t", 1, 1, 0, List.of());
        new TiledTileset(1, "t", 1, 1, TiledTileset.MAX_TILE_COUNT, List.of());
        // the last gid below the limit is held; one more tile is past it
        long limit = TiledValues.GID_LIMIT;
        assertEquals(4_194_305L, limit);
        new TiledTileset((int) limit - 10, "t", 1, 1, 10, List.of());
        assertTrue(refusedTileset((int) limit - 10, 1, 1, 11, List.of()).startsWith("tileset t.tilecount: expected gids below 4194305"));
    }

    @Test
    void aTilesetsTilesAscendBelowItsCount() {
        new TiledTileset(1, "t", 1, 1, 3, List.of(new TiledTile(0, ONE), new TiledTile(2, ONE)));
        assertEquals("tileset t.tiles[1].id: expected ascending ids below the tile count 3, found 1",
                refusedTileset(1, 1, 1, 3, List.of(new TiledTile(1, ONE), new TiledTile(1, ONE))));
        assertEquals("tileset t.tiles[0].id: expected ascending ids below the tile count 3, found 3",
                refusedTileset(1, 1, 1, 3, List.of(new TiledTile(3, ONE))));
    }

    @Test
    void aTilesetHoldsItsGidsOnly() {
        TiledTileset t = new TiledTileset(5, "t", 1, 1, 3, List.of());
        assertFalse(t.holds(4));
        assertTrue(t.holds(5));
        assertTrue(t.holds(7));
        assertFalse(t.holds(8));
    }

    @Test
    void aTileNeedsAnIdFrom0AndProperties() {
        assertEquals(0, new TiledTile(0, ONE).id());
        assertThrows(IllegalArgumentException.class, () -> new TiledTile(-1, ONE));
        assertThrows(IllegalArgumentException.class, () -> new TiledTile(0, TiledProperties.NONE));
    }

    @Test
    void textWithALoneSurrogateIsRefused() {
        assertEquals(Optional.empty(), TiledValues.textProblem("a\ud83d\ude00b"));
        assertEquals(Optional.of("a lone surrogate at character 1"), TiledValues.textProblem("a\ud83d"));
        assertEquals(Optional.of("a lone surrogate at character 1"), TiledValues.textProblem("a\ude00\ud83d"));
        assertEquals(Optional.of("a lone surrogate at character 2"), TiledValues.textProblem("ab\ud83db"));
        assertThrows(IllegalArgumentException.class, () -> TiledProperty.of("\ud800", 1));
        assertThrows(NullPointerException.class, () -> TiledProperty.of("a", (String) null));
        assertEquals("a\ud83d\ude00", TiledValues.text("a\ud83d\ude00", "name"));
    }

    @Test
    void positiveNumbersStartAt1() {
        assertEquals(1, TiledValues.positive(1, "w"));
        assertThrows(IllegalArgumentException.class, () -> TiledValues.positive(0, "w"));
        assertThrows(IllegalArgumentException.class, () -> new TiledObject(0, "", "", 0, 0, 0, 0, true, TiledProperties.NONE));
        assertThrows(IllegalArgumentException.class, () -> TiledTileLayer.plain(0, "", IntGrid.of(1, 1, new int[1])));
    }

    @Test
    void propertiesAreFoundByName() {
        TiledProperties p = TiledProperties.of(TiledProperty.of("s", "x"), TiledProperty.of("i", 2),
                TiledProperty.of("f", 0.5), TiledProperty.of("b", false));
        assertEquals(4, p.size());
        assertEquals(Optional.of(TiledProperty.of("i", 2)), p.get("i"));
        assertEquals(Optional.empty(), p.get("x"));
        assertEquals(List.of("string", "int", "float", "bool"), p.list().stream().map(TiledProperty::type).toList());
        assertEquals(List.of("x", 2, 0.5, false), p.list().stream().map(TiledProperty::boxedValue).toList());
        assertEquals(Optional.of("s"), TiledProperties.duplicate(List.of(TiledProperty.of("s", 1), TiledProperty.of("s", 2))));
        assertThrows(IllegalArgumentException.class,
                () -> TiledProperties.of(TiledProperty.of("s", 1), TiledProperty.of("s", true)));
    }

    @Test
    void drawOrdersByTheirJsonNames() {
        assertEquals(Optional.of(TiledDrawOrder.TOPDOWN), TiledDrawOrder.byJson("topdown"));
        assertEquals(Optional.of(TiledDrawOrder.INDEX), TiledDrawOrder.byJson("index"));
        assertEquals(Optional.empty(), TiledDrawOrder.byJson("Index"));
        assertEquals("index", TiledDrawOrder.INDEX.json());
    }

    @Test
    void theMapTellsItsLayersAndSums() {
        TiledMap m = TiledSamples.everything();
        assertEquals(List.of(1, 3), m.tileLayers().stream().map(TiledLayer::id).toList());
        assertEquals(List.of(2), m.objectGroups().stream().map(TiledLayer::id).toList());
        assertEquals(Map.of("width", 3, "height", 2, "tileWidth", 64, "tileHeight", 64, "tileLayers", 2,
                "objectGroups", 1, "objects", 2, "tilesets", 2, "tiles", 11L, "properties", 5), m.summary());
        assertEquals(3, m.tileLayers().get(0).width());
        assertEquals(2, m.tileLayers().get(0).height());
    }

    @Test
    void theMapsRulesAreThoseTheReaderChecks() {
        TiledMap m = TiledSamples.everything();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new TiledMap(3, 2, 64, 64, 4, 8,
                m.layers(), List.of(m.tilesets().get(1)), m.properties()));
        assertEquals("tilesets[0].firstgid: expected 1 (Tiled numbers tilesets from 1, without gaps), found 11", e.getMessage());
        assertEquals(Optional.of(new TiledRules.Problem(TiledReadRules.GID_UNHELD, "layers[0].data[5]", "0 or a gid of a tileset", "11")),
                TiledRules.map(4, 8, m.layers(), List.of(m.tilesets().get(0))));
        assertEquals(Optional.empty(), TiledRules.map(4, 8, m.layers(), m.tilesets()));
        assertThrows(IllegalArgumentException.class, () -> new TiledMap(0, 2, 64, 64, 4, 8, m.layers(), m.tilesets(), m.properties()));
        assertThrows(IllegalArgumentException.class, () -> new TiledMap(3, 0, 64, 64, 4, 8, m.layers(), m.tilesets(), m.properties()));
        assertThrows(IllegalArgumentException.class, () -> new TiledMap(3, 2, 0, 64, 4, 8, m.layers(), m.tilesets(), m.properties()));
        assertThrows(IllegalArgumentException.class, () -> new TiledMap(3, 2, 64, 0, 4, 8, m.layers(), m.tilesets(), m.properties()));
    }

    /** Renumbering finds each gid's tileset by binary search over many tilesets. */
    @Test
    void gidsAreRenumberedThroughManyTilesets() {
        List<TiledTileset> old = new java.util.ArrayList<>();
        int first = 3;
        for (int i = 0; i < 9; i++) {
            old.add(new TiledTileset(first, "t" + i, 1, 1, i + 1, List.of()));
            first += i + 1 + (i % 3);
        }
        int[] contiguous = TiledGidNumbering.contiguous(old);
        assertEquals(Optional.empty(), TiledGidNumbering.overlapping(old));
        int[] cells = new int[old.size() * 2 + 2];
        int[] expected = new int[cells.length];
        for (int i = 0; i < old.size(); i++) {
            TiledTileset t = old.get(i);
            cells[2 * i] = t.firstGid();
            expected[2 * i] = contiguous[i];
            cells[2 * i + 1] = t.firstGid() + t.tileCount() - 1;
            expected[2 * i + 1] = contiguous[i] + t.tileCount() - 1;
        }
        IntGrid grid = IntGrid.of(cells.length, 1, cells);
        int[] unheld = {-1};
        assertEquals(IntGrid.of(cells.length, 1, expected), TiledGidNumbering.cells(grid, old, contiguous, unheld));
        assertEquals(-1, unheld[0]);
        // a gid in a gap between two tilesets, and one below the first
        TiledTileset third = old.get(2);
        cells[5] = third.firstGid() + third.tileCount();
        IntGrid gap = IntGrid.of(cells.length, 1, cells.clone());
        assertEquals(gap, TiledGidNumbering.cells(gap, old, contiguous, unheld), "left as it was");
        assertEquals(5, unheld[0]);
        unheld[0] = -1;
        TiledGidNumbering.cells(IntGrid.of(1, 1, new int[] {2}), old, contiguous, unheld);
        assertEquals(0, unheld[0]);
    }
}
