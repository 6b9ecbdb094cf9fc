package dev.mapharness.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Format;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.tiled.TiledCodec;
import dev.mapharness.tiled.TiledMap;
import dev.mapharness.tiled.TiledMapSchema;
import dev.mapharness.tiled.TiledObject;
import dev.mapharness.tiled.TiledObjectGroup;
import dev.mapharness.tiled.TiledProperties;
import dev.mapharness.tiled.TiledProperty;
import dev.mapharness.tiled.TiledTileLayer;
import dev.mapharness.tiled.TiledTileset;
import dev.mapharness.wwd.WwdHeader;
import dev.mapharness.wwd.WwdLevel;
import dev.mapharness.wwd.WwdObject;
import dev.mapharness.wwd.WwdObjectField;
import dev.mapharness.wwd.WwdPlane;
import dev.mapharness.wwd.WwdPlaneReserved;
import dev.mapharness.wwd.WwdRect;
import dev.mapharness.wwd.WwdTilePropertiesHeader;
import dev.mapharness.wwd.WwdTileProperty;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class WwdToTiledTest {
    private static final int INVISIBLE = WwdPlane.TILE_INVISIBLE;
    private static final int FILLED = WwdPlane.TILE_FILLED;

    private static FixedString name(String s) {
        return FixedString.padded(s, WwdPlane.NAME_LENGTH);
    }

    private static WwdObject object(int id, int x, int y, String name, String logic) {
        WwdObject.Builder b = WwdObject.builder();
        for (WwdObjectField f : WwdObjectField.ALL) {
            b.set(f, f.ordinal() * 1000 + 1);
        }
        return b.set(WwdObjectField.ID, id).set(WwdObjectField.LOCATION_X, x).set(WwdObjectField.LOCATION_Y, y)
                .set(WwdObjectField.FLAGS_HIT_TYPE, WwdObject.HIT_ALL)
                .name(RawString.of(name)).logic(RawString.of(logic)).imageSet(RawString.of("LEVEL_OFFICER"))
                .animation(RawString.of("LEVEL_OFFICER_WALK")).build();
    }

    /** A background that wraps and moves at half speed, the main plane, a foreground of another tile size. */
    private static WwdLevel level(boolean clean) {
        WwdPlane back = new WwdPlane(WwdPlane.FLAG_X_WRAP | WwdPlane.FLAG_Y_WRAP, name("Background"), 128, 64, 64, 64,
                50, 25, 0x30, 100, WwdPlaneReserved.ZERO, IntGrid.of(2, 1, new int[] {4, INVISIBLE}), List.of(),
                List.of());
        byte[] unmapped = RawString.of("Offi_er").bytes();
        unmapped[4] = (byte) 0x81; // no character in code page 1252
        List<WwdObject> actionObjects = List.of(object(7, 96, 64, "Hero", "Officer"),
                clean ? object(7, -10, 5000, "Twin", "Soldier") : object(7, -10, 5000, "", "").withStrings(
                        RawString.of(unmapped), RawString.of("Soldier"), RawString.EMPTY, RawString.EMPTY));
        WwdPlane action = new WwdPlane(WwdPlane.FLAG_MAIN, name("Action"), 192, 128, 64, 64, 100, 100, 0, 4000,
                WwdPlaneReserved.ZERO, IntGrid.of(3, 2, new int[] {0, 1, 2, INVISIBLE, FILLED, 5}),
                List.of(RawString.of("ACTION")), actionObjects);
        WwdPlane front = new WwdPlane(WwdPlane.FLAG_NO_DRAW, name("Front"), 64, 32, clean ? 64 : 32, clean ? 64 : 32,
                150, 150, 0, 5000, clean ? WwdPlaneReserved.ZERO : new WwdPlaneReserved(0, 0, 9, 0, 0, 0, 0),
                IntGrid.of(2, 1, new int[] {3, clean ? 3 : 0x0FFF_FFFF}), List.of(),
                List.of(object(-1, 1, 2, "Torch", "AniCycle")));
        WwdHeader blank = WwdHeader.blank(WwdHeader.FLAG_USE_Z);
        byte[] slot = FixedString.padded("Level 1", WwdHeader.NAME_LENGTH).slot();
        slot[20] = 'x';
        WwdHeader header = new WwdHeader(clean ? 0 : 5, blank.flags(), 0,
                clean ? FixedString.padded("Level 1", WwdHeader.NAME_LENGTH) : FixedString.ofSlot(slot),
                FixedString.padded("Monolith", 64), FixedString.padded("1997", 64), blank.rezFile(), blank.imageDir(),
                blank.palRez(), 100, 200, 0, 0, blank.launchApp(), blank.imageSets(), blank.prefixes());
        List<WwdTileProperty> properties = List.of(new WwdTileProperty.Single(64, 64, clean ? 0 : 3, 1),
                new WwdTileProperty.Double(64, 64, 0, 0, 2, new WwdRect(0, 0, 63, 31)),
                new WwdTileProperty.Mask(2, 2, 0, Blob.of(new byte[] {0, 1, 2, (byte) 0xFF})));
        return new WwdLevel(header, List.of(back, action, front), WwdTilePropertiesHeader.ZERO, properties,
                clean ? Blob.EMPTY : Blob.of(new byte[] {1, 2, 3}));
    }

    private static Migrated<TiledMap> migrate(WwdLevel level) {
        return new WwdToTiled().apply(level);
    }

    private static Object property(TiledProperties p, String name) {
        return p.get(name).orElseThrow(() -> new AssertionError("no property " + name + " in " + p)).boxedValue();
    }

    @Test
    void planesBecomeTileLayersInPlaneOrderWithObjectGroupsAfterTheirPlane() {
        TiledMap m = migrate(level(false)).model();
        assertEquals(List.of("Background", "Action", "Action objects", "Front", "Front objects"),
                m.layers().stream().map(l -> l.name()).toList());
        assertEquals(List.of(1, 2, 3, 4, 5), m.layers().stream().map(l -> l.id()).toList());
        assertEquals(6, m.nextLayerId());
        assertEquals(3, m.width());
        assertEquals(2, m.height());
        assertEquals(64, m.tileWidth());
        assertEquals(64, m.tileHeight());
    }

    @Test
    void cellsBecomeGidsOfThePlanesOwnTileset() {
        TiledMap m = migrate(level(false)).model();
        List<TiledTileset> ts = m.tilesets();
        assertEquals(List.of("filled", "Background", "Action", "Front"), ts.stream().map(TiledTileset::name).toList());
        assertEquals(List.of(1, 2, 7, 13), ts.stream().map(TiledTileset::firstGid).toList());
        assertEquals(List.of(1, 5, 6, 4), ts.stream().map(TiledTileset::tileCount).toList());
        List<TiledTileLayer> tiles = m.tileLayers();
        assertEquals(IntGrid.of(2, 1, new int[] {2 + 4, 0}), tiles.get(0).data());
        assertEquals(IntGrid.of(3, 2, new int[] {7, 8, 9, 0, 1, 7 + 5}), tiles.get(1).data());
        // the id 0x0FFFFFFF is past what a tileset lists: empty, and reported
        assertEquals(IntGrid.of(2, 1, new int[] {13 + 3, 0}), tiles.get(2).data());
        assertEquals(32, ts.get(3).tileWidth());
    }

    @Test
    void theMapsTilesetsListAtMostTheTileLimitInAllHoweverManyPlanesUseLargeIds() {
        // one cell per plane: without a map-wide limit each plane could list up to 65536 tiles of its own
        int[] ids = {3, 40000, 30000, 10};
        List<WwdPlane> planes = new java.util.ArrayList<>();
        for (int i = 0; i < ids.length; i++) {
            planes.add(new WwdPlane(i == 0 ? WwdPlane.FLAG_MAIN : 0, name("P" + i), 64, 64, 64, 64, 100, 100, 0, 0,
                    WwdPlaneReserved.ZERO, IntGrid.of(1, 1, new int[] {ids[i]}), List.of(), List.of()));
        }
        WwdLevel level = new WwdLevel(WwdHeader.blank(0), planes, WwdTilePropertiesHeader.ZERO, List.of(), Blob.EMPTY);
        Migrated<TiledMap> m = migrate(level);
        List<TiledTileset> ts = m.model().tilesets();
        assertEquals(List.of(1, 4, 40001, 0, 11), ts.stream().map(TiledTileset::tileCount).toList());
        assertEquals(IntGrid.of(1, 1, new int[] {0}), m.model().tileLayers().get(2).data());
        assertTrue(m.report().losses().stream().anyMatch(e -> e.field().equals("planes[2].tiles")
                && e.message().contains("at most 65536 tiles in all")), m.report().toString());
    }

    @Test
    void planeHeaderBecomesLayerPropertiesAndParallax() {
        TiledTileLayer back = migrate(level(false)).model().tileLayers().get(0);
        assertEquals(0.5, back.parallaxX());
        assertEquals(0.25, back.parallaxY());
        assertTrue(back.visible());
        assertEquals(true, property(back.properties(), "xWrap"));
        assertEquals(true, property(back.properties(), "yWrap"));
        assertEquals(false, property(back.properties(), "main"));
        assertEquals(50, property(back.properties(), "movementXPercent"));
        assertEquals(25, property(back.properties(), "movementYPercent"));
        assertEquals(0x30, property(back.properties(), "fillColor"));
        assertEquals(100, property(back.properties(), "zCoord"));
        assertEquals(WwdPlane.FLAG_X_WRAP | WwdPlane.FLAG_Y_WRAP, property(back.properties(), "flags"));
        TiledTileLayer front = migrate(level(false)).model().tileLayers().get(2);
        assertFalse(front.visible(), "no-draw plane");
        assertEquals(1.5, front.parallaxX());
        assertEquals("ACTION", property(migrate(level(false)).model().tileLayers().get(1).properties(), "imageSet0"));
    }

    @Test
    void objectsCarryEveryFieldAndString() {
        TiledMap m = migrate(level(false)).model();
        TiledObjectGroup action = assertInstanceOf(TiledObjectGroup.class, m.layers().get(2));
        TiledObject hero = action.objects().get(0);
        assertEquals(1, hero.id());
        assertEquals("Hero", hero.name());
        assertEquals("Officer", hero.type());
        assertEquals(96.0, hero.x());
        assertEquals(64.0, hero.y());
        WwdObject source = level(false).planes().get(1).objects().get(0);
        for (WwdObjectField f : WwdObjectField.ALL) {
            assertEquals(source.get(f), property(hero.properties(), f.fieldName()), f.fieldName());
        }
        assertEquals(-1, property(hero.properties(), "flagsHitType"));
        assertEquals("LEVEL_OFFICER", property(hero.properties(), "imageSet"));
        assertEquals("LEVEL_OFFICER_WALK", property(hero.properties(), "animation"));
        assertEquals(WwdObjectField.COUNT + 4, hero.properties().size());
        // ids are Tiled's own, unique across the map; the WWD ids (7 twice, -1) stay properties
        assertEquals(2, action.objects().get(1).id());
        TiledObjectGroup front = assertInstanceOf(TiledObjectGroup.class, m.layers().get(4));
        assertEquals(3, front.objects().get(0).id());
        assertEquals(-1, property(front.objects().get(0).properties(), "id"));
        assertEquals(4, m.nextObjectId());
    }

    @Test
    void tilePropertiesBecomeTilePropertiesOfTheMainPlanesTileset() {
        TiledTileset action = migrate(level(false)).model().tilesets().get(2);
        assertEquals(List.of(0, 1, 2), action.tiles().stream().map(t -> t.id()).toList());
        TiledProperties single = action.tiles().get(0).properties();
        assertEquals("single", property(single, "tileType"));
        assertEquals(1, property(single, "attribute"));
        assertEquals(List.of("tileType", "width", "height", "attribute"), single.list().stream().map(TiledProperty::name)
                .toList());
        assertEquals(64, property(single, "width"));
        TiledProperties dbl = action.tiles().get(1).properties();
        assertEquals("double", property(dbl, "tileType"));
        assertEquals(List.of("tileType", "width", "height", "outside", "inside", "rect.left", "rect.top", "rect.right",
                "rect.bottom"), dbl.list().stream().map(TiledProperty::name).toList());
        assertEquals(2, property(dbl, "inside"));
        assertEquals(31, property(dbl, "rect.bottom"));
        TiledProperties mask = action.tiles().get(2).properties();
        assertEquals("mask", property(mask, "tileType"));
        assertEquals("000102ff", property(mask, "mask"));
        assertEquals(2, property(mask, "width"));
    }

    @Test
    void headerFieldsBecomeMapProperties() {
        TiledProperties p = migrate(level(false)).model().properties();
        assertEquals("Level 1", property(p, "name"));
        assertEquals("Monolith", property(p, "author"));
        assertEquals(100, property(p, "startX"));
        assertEquals(200, property(p, "startY"));
        assertEquals(true, property(p, "useZ"));
        assertEquals(false, property(p, "compressed"));
    }

    @Test
    void eachLossIsNamed() {
        LossReport r = migrate(level(false)).report();
        Set<String> lost = r.losses().stream().map(LossReport.Entry::field).collect(Collectors.toSet());
        assertEquals(Set.of("header.name", "header.unknown1", "planes[1].objects[1].name",
                "planes[2].tileWidth", "planes[2].reserved", "planes[2].tiles", "tileProperties[0].reserved", "trailing"),
                lost, r::toString);
        assertTrue(r.derived().stream().anyMatch(e -> e.message().contains("filled")));
        assertTrue(r.derived().stream().anyMatch(e -> e.field().equals("objects")));
        assertTrue(r.derived().stream().anyMatch(e -> e.field().equals("tilesets") && e.message().contains("imageSet0")));
    }

    @Test
    void cleanLevelLosesNothingAndSaysWhatItMadeUp() {
        LossReport r = migrate(level(true)).report();
        assertTrue(r.lossless(), r::toString);
        assertFalse(r.derived().isEmpty());
    }

    @Test
    void exportConformsAndReadsBack() {
        for (boolean clean : List.of(true, false)) {
            TiledMap m = migrate(level(clean)).model();
            byte[] json = TiledCodec.INSTANCE.write(m);
            assertEquals(List.of(), TiledMapSchema.problems(json));
            assertEquals(m, TiledCodec.INSTANCE.read(json, ReadOptions.STRICT).model());
        }
    }

    @Test
    void levelWithoutMainPlaneOrPlanes() {
        WwdLevel level = level(true);
        WwdPlane action = level.planes().get(1);
        WwdPlane notMain = new WwdPlane(0, action.name(), 192, 128, 64, 64, 100, 100, 0, 0, WwdPlaneReserved.ZERO,
                action.tiles(), List.of(), List.of());
        Migrated<TiledMap> r = migrate(new WwdLevel(level.header(), List.of(notMain), level.tileProperties(), Blob.EMPTY));
        assertEquals(3, r.model().width());
        assertEquals(3, r.model().tilesets().get(1).tiles().size());
        Migrated<TiledMap> none = migrate(new WwdLevel(level.header(), List.of(), level.tileProperties(), Blob.EMPTY));
        assertEquals(List.of(), none.model().layers());
        assertTrue(none.report().mentions("tileProperties"));
        assertEquals(List.of(), TiledMapSchema.problems(TiledCodec.INSTANCE.write(none.model())));
    }

    @Test
    void theReportEntryByEntry() {
        assertEquals(List.of(
                "derived tilesets[0]: the tileset \"filled\" holds one tile (gid 1) for the filled cells 0xEEEEEEEE",
                "lost    tileProperties[0].reserved: reserved word 3 is not zero and is not kept",
                "lost    planes[1].objects[1].name: bytes with no character in code page 1252 are written as U+FFFD",
                "lost    planes[2].tileWidth: tiles of 32 × 32 px are drawn on the map's 64 × 64 grid",
                "lost    planes[2].tiles: 1 cells hold tile ids past the 4 this plane's tileset can list (largest 268435455;"
                        + " a gid keeps flip flags in its top bits and the map's tilesets list at most 65536 tiles in all):"
                        + " they are empty in Tiled",
                "lost    planes[2].reserved: reserved words that are not zero are not kept",
                LAYERS, TILESETS,
                "derived objects: Tiled object ids 1..3 in plane order; the WWD id is the property id",
                "lost    trailing: 3 bytes after the tile properties are not kept",
                "lost    header.name: bytes after the NUL in the 64-byte slot are not kept",
                "lost    header.unknown1: reserved word 5 is not zero and is not kept"), entries(migrate(level(false))));
        assertEquals(List.of(FILLED_TILESET, LAYERS, TILESETS,
                "derived objects: Tiled object ids 1..3 in plane order; the WWD id is the property id"),
                entries(migrate(level(true))));
    }

    private static final String FILLED_TILESET = "derived tilesets[0]: the tileset \"filled\" holds one tile (gid 1) for the"
            + " filled cells 0xEEEEEEEE";
    private static final String LAYERS = "derived layers: tile layer ids, parallax (movement % / 100) and visibility (not"
            + " no-draw) from the planes";
    private static final String TILESETS = "derived tilesets: one image-less tileset per plane, tiles listed by id up to the"
            + " largest used; the plane's image set names are its layer properties imageSet0…";

    private static List<String> entries(Migrated<TiledMap> m) {
        return m.report().entries().stream().map(LossReport.Entry::toString).toList();
    }

    @Test
    void everyHeaderStringIsAMapProperty() {
        assertEquals(List.of("name", "author", "birth", "rezFile", "imageDir", "palRez", "launchApp", "imageSet0",
                "imageSet1", "imageSet2", "imageSet3", "prefix0", "prefix1", "prefix2", "prefix3", "flags", "useZ",
                "compressed", "startX", "startY"), migrate(level(true)).model().properties().list().stream()
                .map(TiledProperty::name).toList());
        assertEquals("1997", property(migrate(level(true)).model().properties(), "birth"));
    }

    private static WwdPlane plane(int flags, int tileWidth, int tileHeight, int... cells) {
        return new WwdPlane(flags, name("P"), 64, 64, tileWidth, tileHeight, 100, 100, 0, 0, WwdPlaneReserved.ZERO,
                IntGrid.of(cells.length, 1, cells), List.of(), List.of());
    }

    private static Migrated<TiledMap> migrate(WwdPlane... planes) {
        List<WwdTileProperty> properties = List.of(new WwdTileProperty.Single(64, 64, 0, 1),
                new WwdTileProperty.Single(64, 64, 0, 2), new WwdTileProperty.Single(64, 64, 0, 3));
        return migrate(new WwdLevel(WwdHeader.blank(0), List.of(planes), WwdTilePropertiesHeader.ZERO, properties,
                Blob.EMPTY));
    }

    @Test
    void aTileSizeThatIsNotPositiveGivesWayToTheDefault() {
        for (int[] size : new int[][] {{0, 48}, {48, 0}, {-1, 48}}) {
            Migrated<TiledMap> m = migrate(plane(WwdPlane.FLAG_MAIN, size[0], size[1], 0));
            int w = size[0] > 0 ? size[0] : 64;
            int h = size[1] > 0 ? size[1] : 64;
            assertEquals(List.of(w, h), List.of(m.model().tileWidth(), m.model().tileHeight()));
            assertEquals("derived planes[0].tileWidth: the main plane's tile size " + size[0] + " × " + size[1]
                    + " is not positive: the map grid is " + w + " × " + h, entries(m).get(0));
        }
        Migrated<TiledMap> smallest = migrate(plane(WwdPlane.FLAG_MAIN, 1, 1, 0), plane(0, 0, -1, 0), plane(0, 1, 1, 0));
        assertEquals(1, smallest.model().tileWidth(), "1 px is a tile size");
        assertEquals(List.of(FILLED_TILESET, "lost    planes[1].tileWidth: tiles of 0 × -1 px are drawn on the map's 1 × 1"
                + " grid", LAYERS, TILESETS), entries(smallest), "no objects, no object ids");
        List<TiledTileset> ts = smallest.model().tilesets();
        assertEquals(List.of(1, 1), List.of(ts.get(2).tileWidth(), ts.get(2).tileHeight()), "the map's tile size");
        assertEquals(List.of(1, 1), List.of(ts.get(3).tileWidth(), ts.get(3).tileHeight()));
        assertEquals(List.of(1, 3, 1, 1), ts.stream().map(TiledTileset::tileCount).toList(),
                "the main plane's tileset lists its 3 tile properties, the others their cells alone");
    }

    @Test
    void tilePropertiesPastTheTileLimitAreNotKept() {
        List<WwdTileProperty> many = java.util.Collections.nCopies(TiledTileset.MAX_TILE_COUNT + 1,
                new WwdTileProperty.Single(64, 64, 0, 1));
        WwdLevel level = new WwdLevel(WwdHeader.blank(0), List.of(plane(WwdPlane.FLAG_MAIN, 64, 64, 0)),
                WwdTilePropertiesHeader.ZERO, many, Blob.EMPTY);
        Migrated<TiledMap> m = migrate(level);
        assertEquals(TiledTileset.MAX_TILE_COUNT, m.model().tilesets().get(1).tiles().size());
        assertEquals("lost    tileProperties: 1 tile properties past the main plane's 65536-tile tileset are not kept",
                entries(m).get(1));
    }

    @Test
    void withoutAMainPlaneTheFirstSetsTheGrid() {
        Migrated<TiledMap> m = migrate(plane(0, 32, 32, 0), plane(0, 64, 64, 0));
        assertEquals("derived planes[0]: no plane is flagged main: the first plane sets the map grid and takes the tile"
                + " properties", entries(m).get(0));
        assertEquals(32, m.model().tileWidth());
        assertEquals(List.of(1, 3, 1), m.model().tilesets().stream().map(TiledTileset::tileCount).toList());
    }

    @Test
    void theTileLimitCountsEveryTileListedBefore() {
        // 1 + 4 + 40001 listed before the third plane: 25530 is its last id, 25531 one too many
        for (int last : new int[] {25530, 25531}) {
            List<WwdPlane> planes = List.of(plane(WwdPlane.FLAG_MAIN, 64, 64, 3), plane(0, 64, 64, 40000),
                    plane(0, 64, 64, last));
            WwdLevel level = new WwdLevel(WwdHeader.blank(0), planes, WwdTilePropertiesHeader.ZERO, List.of(), Blob.EMPTY);
            List<TiledTileset> ts = migrate(level).model().tilesets();
            assertEquals(List.of(1, 4, 40001, last == 25530 ? 25531 : 0), ts.stream().map(TiledTileset::tileCount).toList());
        }
        // the id one past the last listed is empty, however many the tileset lists
        List<WwdPlane> planes = List.of(plane(WwdPlane.FLAG_MAIN, 64, 64, 3), plane(0, 64, 64, 40000),
                plane(0, 64, 64, 25530, 25531));
        TiledMap m = migrate(new WwdLevel(WwdHeader.blank(0), planes, WwdTilePropertiesHeader.ZERO, List.of(), Blob.EMPTY))
                .model();
        int first = m.tilesets().get(3).firstGid();
        assertEquals(IntGrid.of(2, 1, new int[] {first + 25530, 0}), m.tileLayers().get(2).data());
    }

    @Test
    void registeredAsTheWayFromWwdToTiled() {
        assertEquals(WwdLevel.class, new WwdToTiled().sourceType());
        List<Migration<?, ?>> path = Migrations.path(Format.WWD, Format.TILED).orElseThrow();
        assertEquals(1, path.size());
        assertInstanceOf(WwdToTiled.class, path.get(0));
    }
}
