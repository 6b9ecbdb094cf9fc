package dev.mapharness.oprw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mapharness.bytes.Blob;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.ShortGrid;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The model holds itself to the version table and to one land and one terrain grid: a world the
 * writer could only write as a file its own reader misreads cannot be built (docs/oprw.md).
 */
class OprwWorldTest {

    private static String refused(int version, Consumer<OprwEdit> defect) {
        OprwEdit e = OprwEdit.sample(version);
        defect.accept(e);
        return assertThrows(IllegalArgumentException.class, e::build).getMessage();
    }

    @Test
    void sectionsFollowTheVersionTable() {
        assertEquals("OPRW 25 has APP_ID (appId)", refused(25, e -> e.appId = OptionalInt.empty()));
        assertEquals("OPRW 24 has no APP_ID (appId)", refused(24, e -> e.appId = OptionalInt.of(1)));
        assertEquals("OPRW 20 has RANDOM (random)", refused(20, e -> e.random = Optional.empty()));
        assertEquals("OPRW 21 has no RANDOM (random)",
                refused(21, e -> e.random = Optional.of(ShortGrid.filled(3, 2, (short) 0))));
        assertEquals("OPRW 18 has GRASS (grass)", refused(18, e -> e.grass = Optional.empty()));
        assertEquals("OPRW 17 has no GRASS (grass)",
                refused(17, e -> e.grass = Optional.of(ByteGrid.filled(12, 8, (byte) 0))));
        assertEquals("OPRW 22 has PRIMARY_TEXTURE (primaryTexture)", refused(22, e -> e.primaryTexture = Optional.empty()));
        assertEquals("OPRW 21 has no PRIMARY_TEXTURE (primaryTexture)",
                refused(21, e -> e.primaryTexture = Optional.of(ByteGrid.filled(12, 8, (byte) 0))));
    }

    @Test
    void everyLandGridIsTheGeographysSize() {
        ShortGrid shorts = ShortGrid.filled(3, 3, (short) 0);
        ByteGrid bytes = ByteGrid.filled(2, 2, (byte) 0);
        IntGrid ints = IntGrid.filled(3, 1, 0);
        assertEquals("soundMap is 2 × 2, not the land grid 3 × 2", refused(20, e -> e.soundMap = bytes));
        assertEquals("materialIndex is 3 × 3, not the land grid 3 × 2", refused(20, e -> e.materialIndex = shorts));
        assertEquals("random is 3 × 3, not the land grid 3 × 2", refused(20, e -> e.random = Optional.of(shorts)));
        assertEquals("objectOffsets is 3 × 1, not the land grid 3 × 2", refused(20, e -> e.objectOffsets = ints));
        assertEquals("mapInfoOffsets is 3 × 1, not the land grid 3 × 2", refused(20, e -> e.mapInfoOffsets = ints));
        assertEquals("persistent is 2 × 2, not the land grid 3 × 2", refused(20, e -> e.persistent = bytes));
        // width and height are each checked: a grid of the right width alone is refused too
        assertEquals("persistent is 3 × 1, not the land grid 3 × 2",
                refused(20, e -> e.persistent = ByteGrid.filled(3, 1, (byte) 0)));
    }

    @Test
    void everyTerrainGridIsTheElevationsSize() {
        ByteGrid narrow = ByteGrid.filled(11, 8, (byte) 0);
        ByteGrid short_ = ByteGrid.filled(12, 7, (byte) 0);
        assertEquals("subdivisionHints is 11 × 8, not the terrain grid 12 × 8", refused(22, e -> e.subdivisionHints = narrow));
        assertEquals("subdivisionHints is 12 × 7, not the terrain grid 12 × 8", refused(22, e -> e.subdivisionHints = short_));
        assertEquals("grass is 11 × 8, not the terrain grid 12 × 8", refused(22, e -> e.grass = Optional.of(narrow)));
        assertEquals("primaryTexture is 12 × 7, not the terrain grid 12 × 8",
                refused(22, e -> e.primaryTexture = Optional.of(short_)));
    }

    @Test
    void roadCellsAreLandCellsInAscendingOrder() {
        OprwRoadCell cell1 = OprwSamples.world(20).roads().get(0);
        List<OprwRoadLink> links = cell1.links();
        // the last land cell of the 3 × 2 grid is 5: it takes roads, 6 is past the grid
        OprwEdit last = OprwEdit.sample(20);
        last.roads = List.of(new OprwRoadCell(5, links));
        assertEquals(5, last.build().roads().get(0).cell());
        assertEquals("road cells must be land cells in ascending order: cell 6 after -1 in a 3 × 2 land grid",
                refused(20, e -> e.roads = List.of(new OprwRoadCell(6, links))));
        // cell 0 is a land cell: the first cell may be 0
        OprwEdit first = OprwEdit.sample(20);
        first.roads = List.of(new OprwRoadCell(0, links), new OprwRoadCell(5, links));
        assertEquals(2, first.build().roads().size());
        assertEquals("road cells must be land cells in ascending order: cell 1 after 1 in a 3 × 2 land grid",
                refused(20, e -> e.roads = List.of(cell1, cell1)));
        assertEquals("road cells must be land cells in ascending order: cell 0 after 1 in a 3 × 2 land grid",
                refused(20, e -> e.roads = List.of(cell1, new OprwRoadCell(0, links))));
    }

    @Test
    void roadLinksHaveConnectionTypesExactlyFromVersion24() {
        List<OprwRoadLink> typed = OprwSamples.world(24).roads().get(0).links();
        List<OprwRoadLink> untyped = OprwSamples.world(23).roads().get(0).links();
        assertEquals("OPRW 23 has no ROAD_CONNECTION_TYPES (roads[].links[].connectionTypes)",
                refused(23, e -> e.roads = List.of(new OprwRoadCell(1, typed))));
        assertEquals("OPRW 24 has ROAD_CONNECTION_TYPES (roads[].links[].connectionTypes)",
                refused(24, e -> e.roads = List.of(new OprwRoadCell(1, untyped))));
        // the second link is checked too, not only the first
        assertEquals("OPRW 24 has ROAD_CONNECTION_TYPES (roads[].links[].connectionTypes)",
                refused(24, e -> e.roads = List.of(new OprwRoadCell(1, List.of(typed.get(0), untyped.get(1))))));
    }

    @Test
    void summaryNamesTheVersionsCompressionAndWhatTheFileKeptRaw() {
        Map<String, Object> v25 = OprwSamples.world(25).summary();
        assertEquals(25, v25.get("version"));
        assertEquals("107410", v25.get("appId"));
        assertEquals("LZO1X", v25.get("compression"));
        assertEquals("3 × 2", v25.get("land grid"));
        assertEquals("12 × 8", v25.get("terrain grid"));
        assertEquals(40f, v25.get("land cell size (m)"));
        assertEquals(1, v25.get("peaks"));
        assertEquals(3, v25.get("materials"));
        assertEquals(2, v25.get("models"));
        assertEquals(1, v25.get("entities"));
        assertEquals(3, v25.get("objects"));
        assertEquals("2 in 1 land cells", v25.get("road links"));
        assertEquals(45, v25.get("map infos"));
        assertEquals("12", v25.get("max object id"));
        assertFalse(v25.containsKey("unknown map-info bytes"));
        assertFalse(v25.containsKey("trailing bytes"));

        OprwWorld v22 = OprwSamples.withTrailing(OprwSamples.world(22), Blob.of(new byte[] {45, 0, 0, 0, 1, 2, 3, 4, 5}),
                Blob.of(new byte[] {9, 9}));
        Map<String, Object> s = v22.summary();
        assertFalse(s.containsKey("appId"));
        assertEquals("BIS LZSS", s.get("compression"));
        assertEquals(9, s.get("unknown map-info bytes"));
        assertEquals(2, s.get("trailing bytes"));
        // object ids are unsigned
        assertEquals("4294967295", OprwSamples.withMaxObjectId(OprwSamples.world(22), -1).summary().get("max object id"));
    }

    @Test
    void roadLinkCountSumsEveryCell() {
        OprwEdit e = OprwEdit.sample(20);
        List<OprwRoadLink> links = e.roads.get(0).links();
        e.roads = List.of(new OprwRoadCell(0, links.subList(0, 1)), new OprwRoadCell(4, links));
        assertEquals(3, e.build().roadLinkCount());
    }
}
