package dev.mapharness.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwMaterial;
import dev.mapharness.oprw.OprwObject;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.wvr8.Wvr8Dummy;
import dev.mapharness.wvr8.Wvr8Material;
import dev.mapharness.wvr8.Wvr8Object;
import dev.mapharness.wvr8.Wvr8World;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class Wvr8ToOprwTest {
    private static final float CELL = 10f;

    static Wvr8Object at(int id, float x, float z, String path) {
        return new Wvr8Object(Transform.of(1, 0, 0, 0, 1, 0, 0, 0, 1, x, 7, z), id, RawString.of(path));
    }

    /** Land 3 × 2 with 10 m cells (objects at x in 0..30, z in 0..20), terrain 6 × 4. */
    static Wvr8World world(List<Wvr8Object> objects, List<Wvr8Material> materials, Optional<Wvr8Dummy> dummy, Blob trailing) {
        float[] heights = new float[24];
        for (int i = 0; i < heights.length; i++) {
            heights[i] = i * 1.5f - 3;
        }
        return new Wvr8World(FloatGrid.of(6, 4, heights), WvrWorlds.grid(3, 2, 0, 1, 1, 2, 2, 1), CELL,
                materials, objects, dummy, trailing);
    }

    /** Six objects in cells 5, 0, 4, 3 (outside the grid, clamped), 0, 5. */
    static final List<Wvr8Object> SCATTERED = List.of(
            at(1, 25, 15, "a\\house.p3d"),
            at(2, 5, 5, "a\\tree.p3d"),
            at(3, 15, 12, "a\\tree.p3d"),
            at(4, -5, 100, "a\\rock.p3d"),
            at(-1, 8, 2, "a\\house.p3d"),
            at(6, 29.9f, 19.9f, "a\\bush.p3d"));

    static final List<Wvr8Material> MATERIALS = List.of(new Wvr8Material(List.of()), Wvr8Material.of("a\\grass.paa"),
            Wvr8Material.of("a\\sand.paa", "a\\sand.rvmat", "a\\sand_co.paa"));

    private static Set<String> fields(List<LossReport.Entry> entries) {
        Set<String> s = new TreeSet<>();
        entries.forEach(e -> s.add(e.field()));
        return s;
    }

    private static LossReport.Entry only(LossReport r, String field) {
        List<LossReport.Entry> e = r.entries().stream().filter(x -> x.field().equals(field)).toList();
        assertEquals(1, e.size(), () -> field + " in " + r);
        return e.get(0);
    }

    @Test
    void objectsAreGroupedByLandCellAndOffsetsPointAtEachCellsFirstObject() {
        OprwWorld w = new Wvr8ToOprw(25).apply(world(SCATTERED, MATERIALS, Optional.of(Wvr8Dummy.ZERO), Blob.EMPTY)).model();
        // cell 0: ids 2, -1 (8WVR order kept); 1, 2: none; 3: id 4 (clamped from x -5, z 100); 4: id 3; 5: ids 1, 6
        assertEquals(List.of(2, -1, 4, 3, 1, 6), w.objects().stream().map(OprwObject::objectId).toList());
        assertEquals(IntGrid.of(3, 2, new int[] {0, 120, 120, 120, 180, 240}), w.objectOffsets());
        assertEquals(List.of(RawString.of("a\\tree.p3d"), RawString.of("a\\house.p3d"), RawString.of("a\\rock.p3d"),
                RawString.of("a\\bush.p3d")), w.models());
        assertEquals(List.of(0, 1, 2, 0, 1, 3), w.objects().stream().map(OprwObject::modelIndex).toList());
        assertTrue(w.objects().stream().allMatch(o -> o.shapeParam() == OprwObject.SHIPPED_SHAPE_PARAM));
        assertEquals(SCATTERED.get(3).transform(), w.objects().get(2).transform(), "transform kept, position unclamped");
        assertEquals(-1, w.maxObjectId(), "largest id taken unsigned: 0xFFFFFFFF");
    }

    @Test
    void reorderingIsReportedAsDerivedWithTheClampedObjects() {
        LossReport r = new Wvr8ToOprw(25).apply(world(SCATTERED, MATERIALS, Optional.of(Wvr8Dummy.ZERO), Blob.EMPTY)).report();
        LossReport.Entry e = only(r, "objects");
        assertEquals(LossReport.Kind.DERIVED, e.kind());
        // cells 5, 0, 4, 3, 0, 5: all but the last object change place
        assertEquals("ordered by land cell (row-major), 8WVR order kept within a cell: 5 of 6 objects moved; 1 objects"
                + " outside the land grid are counted in the nearest edge cell", e.message());
        assertEquals("4294967295, the largest object id", only(r, "maxObjectId").message());

        List<Wvr8Object> inOrder = List.of(at(1, 1, 1, "a.p3d"), at(2, 11, 1, "a.p3d"), at(3, 1, 11, "b.p3d"));
        Migrated<OprwWorld> m = new Wvr8ToOprw(25).apply(world(inOrder, MATERIALS, Optional.of(Wvr8Dummy.ZERO), Blob.EMPTY));
        assertEquals("ordered by land cell (row-major), as they already were", only(m.report(), "objects").message());
        OprwWorld w = m.model();
        assertEquals(IntGrid.of(3, 2, new int[] {0, 60, 120, 120, 180, 180}), w.objectOffsets(),
                "empty cells take the next object's offset, the block size after the last");
    }

    @Test
    void aWorldWithoutObjectsHasZeroOffsetsAndMaxId() {
        OprwWorld w = new Wvr8ToOprw(25).apply(world(List.of(), MATERIALS, Optional.empty(), Blob.EMPTY)).model();
        assertEquals(IntGrid.filled(3, 2, 0), w.objectOffsets());
        assertEquals(0, w.maxObjectId());
        assertEquals(List.of(), w.models());
        assertEquals("0 (no objects)", only(new Wvr8ToOprw(25).apply(world(List.of(), MATERIALS, Optional.empty(),
                Blob.EMPTY)).report(), "maxObjectId").message());
    }

    @Test
    void onlyTheOprwVersionsMapharnessWrites() {
        assertEquals(20, new Wvr8ToOprw(20).version());
        assertThrows(IllegalArgumentException.class, () -> new Wvr8ToOprw(16));
        assertThrows(IllegalArgumentException.class, () -> new Wvr8ToOprw(26));
    }

    @Test
    void gridsCarryOverAndMaterialsKeepTheirFirstName() {
        Wvr8World source = world(SCATTERED, MATERIALS, Optional.of(Wvr8Dummy.ZERO), Blob.EMPTY);
        Migrated<OprwWorld> m = new Wvr8ToOprw(20).apply(source);
        OprwWorld w = m.model();
        assertEquals(source.elevation(), w.elevation());
        assertEquals(source.materialIndices(), w.materialIndex());
        assertEquals(CELL, w.landCellSize());
        assertEquals(List.of(new OprwMaterial(RawString.EMPTY, 0), OprwMaterial.of("a\\grass.paa"),
                OprwMaterial.of("a\\sand.paa")), w.materials());
        LossReport.Entry e = only(m.report(), "materials[].names");
        assertEquals(LossReport.Kind.LOST, e.kind());
        assertTrue(e.message().contains("2 further names") && e.message().contains("1 in all: 2"), e::toString);
        assertEquals(Set.of("materials[].names"), fields(m.report().losses()));
    }

    @ParameterizedTest
    @ValueSource(ints = {17, 18, 20, 21, 22, 23, 24, 25})
    void everyMadeUpSectionIsZeroAndNamed(int version) {
        Migrated<OprwWorld> m = new Wvr8ToOprw(version).apply(world(SCATTERED, MATERIALS, Optional.of(Wvr8Dummy.ZERO), Blob.EMPTY));
        OprwWorld w = m.model();
        Set<String> expected = new TreeSet<>(Set.of("materials[].major", "models", "objects", "objects[].shapeParam",
                "objectOffsets", "maxObjectId", "mapInfoOffsets", "mapInfos", "geography", "soundMap", "peaks",
                "persistent", "subdivisionHints", "entities", "roads"));
        if (OprwFeature.RANDOM.in(version)) {
            expected.add("random");
            assertEquals(Optional.of(ShortGrid.filled(3, 2, (short) 0)), w.random());
        }
        if (OprwFeature.GRASS.in(version)) {
            expected.add("grass");
            assertEquals(Optional.of(ByteGrid.filled(6, 4, (byte) 0)), w.grass());
        }
        if (OprwFeature.PRIMARY_TEXTURE.in(version)) {
            expected.add("primaryTexture");
            assertEquals(Optional.of(ByteGrid.filled(6, 4, (byte) 0)), w.primaryTexture());
        }
        if (OprwFeature.APP_ID.in(version)) {
            expected.add("appId");
            assertEquals(OptionalInt.of(0), w.appId());
        }
        assertEquals(expected, fields(m.report().derived()));
        assertEquals(version, w.version());
        assertEquals(ShortGrid.filled(3, 2, (short) 0), w.geography());
        assertEquals(ByteGrid.filled(3, 2, (byte) 0), w.soundMap());
        assertEquals(ByteGrid.filled(3, 2, (byte) 0), w.persistent());
        assertEquals(ByteGrid.filled(6, 4, (byte) 0), w.subdivisionHints());
        assertEquals(IntGrid.filled(3, 2, 0), w.mapInfoOffsets());
        assertTrue(w.peaks().isEmpty() && w.entities().isEmpty() && w.roads().isEmpty() && w.mapInfos().isEmpty());
        assertTrue(w.materials().stream().allMatch(x -> x.major() == 0));
    }

    @Test
    void leftoversOfTheDummyAndTrailingBytesAreLost() {
        Wvr8Dummy odd = new Wvr8Dummy(Transform.ofBits(0x7FC0_0001, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), 99);
        Migrated<OprwWorld> m = new Wvr8ToOprw(25).apply(world(SCATTERED, MATERIALS.subList(0, 2), Optional.of(odd),
                Blob.of(new byte[] {1, 2})));
        assertEquals(Set.of("dummy", "trailing"), fields(m.report().losses()));
        assertTrue(only(m.report(), "trailing").message().contains("2 bytes"));
        assertTrue(new Wvr8ToOprw(25).apply(world(SCATTERED, MATERIALS.subList(0, 2), Optional.empty(), Blob.EMPTY)).report().lossless(),
                "no dummy: nothing to lose");
    }

    @Test
    void namesHoldingANulAreCutThere() {
        byte[] path = {'a', '.', 'p', '3', 'd', 0, 'x'};
        List<Wvr8Object> objects = new ArrayList<>(List.of(new Wvr8Object(Transform.IDENTITY, 1, RawString.of(path)),
                at(2, 0, 0, "a.p3d")));
        List<Wvr8Material> materials = List.of(new Wvr8Material(List.of()),
                new Wvr8Material(List.of(RawString.of(new byte[] {'m', 0, 'n'}))), Wvr8Material.of("o"));
        Migrated<OprwWorld> m = new Wvr8ToOprw(25).apply(world(objects, materials, Optional.empty(), Blob.EMPTY));
        assertEquals(List.of(RawString.of("a.p3d")), m.model().models(), "the cut path and the plain one are one model");
        assertEquals(List.of(OprwMaterial.of(""), OprwMaterial.of("m"), OprwMaterial.of("o")), m.model().materials());
        assertEquals(Set.of("objects[].model", "materials[].names"), fields(m.report().losses()));
    }

    @Test
    void cellOfClampsAndPutsNanBelowTheGrid() {
        assertEquals(0, LandCells.of(Transform.of(1, 0, 0, 0, 1, 0, 0, 0, 1, Float.NaN, 0, Float.NaN), CELL, 3, 2));
        assertEquals(5, LandCells.of(Transform.of(1, 0, 0, 0, 1, 0, 0, 0, 1, 1e30f, 0, Float.POSITIVE_INFINITY), CELL, 3, 2));
        assertEquals(3, LandCells.of(Transform.of(1, 0, 0, 0, 1, 0, 0, 0, 1, -0.5f, 0, 10f), CELL, 3, 2));
        assertEquals(0, LandCells.of(Transform.of(1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0), 0f, 3, 2), "0 / 0 is NaN");
        assertEquals(5, LandCells.of(Transform.of(1, 0, 0, 0, 1, 0, 0, 0, 1, 5, 0, 5), 0f, 3, 2), "5 / 0 is +infinity");
        assertEquals(0, LandCells.of(Transform.of(1, 0, 0, 0, 1, 0, 0, 0, 1, 5, 0, 5), -0f, 3, 2), "5 / -0 is -infinity");
        assertEquals(4, LandCells.of(Transform.of(1, 0, 0, 0, 1, 0, 0, 0, 1, 10f, 0, 10f), CELL, 3, 2), "a cell's low edge is in it");
        assertEquals(5, LandCells.of(Transform.of(1, 0, 0, 0, 1, 0, 0, 0, 1, 30f, 0, 20f), CELL, 3, 2),
                "the grid's far edge is in its last cell");
        assertFalse(LandCells.inside(Transform.of(1, 0, 0, 0, 1, 0, 0, 0, 1, 30f, 0, 5f), CELL, 3, 2), "but past the grid");
        assertTrue(LandCells.inside(Transform.of(1, 0, 0, 0, 1, 0, 0, 0, 1, 29.9f, 0, 19.9f), CELL, 3, 2));
    }
}
