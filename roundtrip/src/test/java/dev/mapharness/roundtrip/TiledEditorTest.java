package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.migrate.WwdToTiled;
import dev.mapharness.tiled.TiledCodec;
import dev.mapharness.tiled.TiledComparison;
import dev.mapharness.tiled.TiledMap;
import dev.mapharness.wwd.WwdHeader;
import dev.mapharness.wwd.WwdLevel;
import dev.mapharness.wwd.WwdObject;
import dev.mapharness.wwd.WwdObjectField;
import dev.mapharness.wwd.WwdPlane;
import dev.mapharness.wwd.WwdPlaneReserved;
import dev.mapharness.wwd.WwdRect;
import dev.mapharness.wwd.WwdTileProperty;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.quicktheories.core.Gen;

/**
 * Our Tiled exports in the real editor (skipped where Tiled is not installed; CI installs it): Tiled
 * loads each one, and what it saves again holds the same layers, cells, objects, tilesets and properties
 * (sorted by name, as Tiled keeps them), so Tiled kept everything.
 */
class TiledEditorTest {
    private static final int SHRINK_CYCLES = 10;
    @TempDir
    Path work;
    private TiledEditor tiled;

    @BeforeEach
    void findTiled() {
        tiled = TiledEditor.find(work).orElse(null);
        Assumptions.assumeTrue(tiled != null, "tiled is not on the PATH");
    }

    private void keptByTiled(TiledMap ours) throws Exception {
        TiledEditor.Export e = tiled.reExport(TiledCodec.INSTANCE.write(ours));
        assertEquals(0, e.exitCode(), () -> "Tiled could not load the map: " + e.messages());
        byte[] saved = e.saved().orElseThrow(() -> new AssertionError("Tiled saved nothing: " + e.messages()));
        Decoded<TiledMap> back = TiledCodec.INSTANCE.read(saved, ReadOptions.STRICT);
        assertEquals(List.of(), back.violations());
        assertEquals(TiledComparison.normalised(ours), TiledComparison.normalised(back.model()));
    }

    private void keptByTiled(Gen<TiledMap> maps, long seed, int examples) {
        // every shrinking step runs the editor: a few steps only
        Theories.qtFew(seed, examples).withShrinkCycles(SHRINK_CYCLES).forAll(maps).checkAssert(m -> {
            try {
                keptByTiled(m);
            } catch (Exception ex) {
                throw new AssertionError(ex);
            }
        });
    }

    @Test
    void handBuiltLevelIsKept() throws Exception {
        TiledMap m = new WwdToTiled().apply(handBuilt()).model();
        assertEquals(4, m.layers().size());
        keptByTiled(m);
    }

    @Test
    void generatedLevelsAreKept() {
        keptByTiled(WwdGens.representable().map(l -> new WwdToTiled().apply(l).model()), 0x7_1ED1L, 10);
        keptByTiled(WwdGens.conforming().map(l -> new WwdToTiled().apply(l).model()), 0x7_1ED2L, 4);
    }

    @Test
    void generatedMapsAreKept() {
        keptByTiled(TiledGens.maps(), 0x7_1ED3L, 20);
    }

    /** A background that wraps at half speed, the main plane with both markers, objects and tile properties, a front plane. */
    static WwdLevel handBuilt() {
        WwdPlane back = new WwdPlane(WwdPlane.FLAG_X_WRAP | WwdPlane.FLAG_Y_WRAP, FixedString.padded("Background", 64),
                128, 64, 64, 64, 50, 50, 0x30, 0, WwdPlaneReserved.ZERO,
                IntGrid.of(2, 1, new int[] {4, WwdPlane.TILE_INVISIBLE}), List.of(RawString.of("BACK")), List.of());
        WwdObject officer = WwdObject.builder().set(WwdObjectField.ID, 12).set(WwdObjectField.LOCATION_X, 320)
                .set(WwdObjectField.LOCATION_Y, 1200).set(WwdObjectField.MIN_X, 100).set(WwdObjectField.MAX_X, 600)
                .set(WwdObjectField.FLAGS_HIT_TYPE, WwdObject.HIT_ALL).set(WwdObjectField.RECT_MOVE_RIGHT, -5)
                .name(RawString.of("Officer")).logic(RawString.of("Officer")).imageSet(RawString.of("LEVEL_OFFICER"))
                .animation(RawString.of("LEVEL_OFFICER_STAND")).build();
        WwdPlane action = new WwdPlane(WwdPlane.FLAG_MAIN, FixedString.padded("Action", 64), 256, 128, 64, 64, 100, 100,
                0, 4000, WwdPlaneReserved.ZERO, IntGrid.of(4, 2, new int[] {0, 1, 2, 3, WwdPlane.TILE_INVISIBLE,
                        WwdPlane.TILE_FILLED, 12, 2}), List.of(RawString.of("ACTION")), List.of(officer, WwdObject.empty()));
        WwdPlane front = new WwdPlane(WwdPlane.FLAG_NO_DRAW, FixedString.padded("Front", 64), 128, 64, 64, 64, 150,
                120, 0, 5000, WwdPlaneReserved.ZERO, IntGrid.of(2, 1, new int[] {0, 0}), List.of(RawString.of("FRONT")),
                List.of());
        WwdHeader blank = WwdHeader.blank(WwdHeader.FLAG_USE_Z);
        WwdHeader header = new WwdHeader(0, blank.flags(), 0, FixedString.padded("Level 1 - La Roca", 64),
                FixedString.padded("Monolith", 64), FixedString.padded("Fri Sep 12 1997", 64),
                FixedString.padded("C:\\CLAW\\CLAW.REZ", 256), FixedString.padded("\\LEVEL1\\TILES", 128),
                FixedString.padded("\\LEVEL1\\PALETTES\\MAIN.PAL", 128), 485, 4620, 0, 0, blank.launchApp(),
                blank.imageSets(), blank.prefixes());
        List<WwdTileProperty> properties = List.of(new WwdTileProperty.Single(64, 64, 0, 0),
                new WwdTileProperty.Single(64, 64, 0, 1),
                new WwdTileProperty.Double(64, 64, 0, 0, 2, new WwdRect(0, 0, 63, 31)),
                new WwdTileProperty.Mask(2, 2, 0, Blob.of(new byte[] {0, 1, 2, 3})));
        return new WwdLevel(header, List.of(back, action, front), properties, Blob.EMPTY);
    }
}
