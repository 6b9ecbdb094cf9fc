package dev.mapharness.migrate;

import static dev.mapharness.format.WriteRefusals.assertWriteRefused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.oprw.OprwCodec;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwMaterial;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.wvr8.Wvr8Dummy;
import dev.mapharness.wvr8.Wvr8Material;
import dev.mapharness.wvr8.Wvr8World;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Binarize on the material lists and index grids Terrain Builder writes, and the worlds it refuses. */
class Wvr8ToOprwMaterialsTest {
    static IntStream versions() {
        return IntStream.rangeClosed(OprwFeature.FIRST_VERSION, OprwFeature.LAST_VERSION);
    }

    /** Land 3 × 2, terrain 6 × 4, 10 m cells, no objects. */
    private static Wvr8World world(List<Wvr8Material> materials, ShortGrid indices, float cellSize, FloatGrid elevation) {
        return new Wvr8World(elevation, indices, cellSize, materials, List.of(), Optional.of(Wvr8Dummy.ZERO), Blob.EMPTY);
    }

    private static Wvr8World world(List<Wvr8Material> materials, int... cells) {
        return world(materials, WvrWorlds.grid(3, 2, cells), 10f, FloatGrid.of(6, 4, new float[24]));
    }

    /** Material 0 named "-" as Terrain Builder writes it, and cells at one past the list. */
    private static final List<Wvr8Material> TERRAIN_BUILDER = List.of(Wvr8Material.of("-"), Wvr8Material.of("a.rvmat"),
            Wvr8Material.of("b.rvmat"));

    private static Set<String> fields(List<LossReport.Entry> entries) {
        Set<String> s = new TreeSet<>();
        entries.forEach(e -> s.add(e.field()));
        return s;
    }

    /** Writes {@code w} and reads it back strictly: no error, and the same world. */
    private static void conforms(OprwWorld w) {
        Decoded<OprwWorld> d = OprwCodec.INSTANCE.read(OprwCodec.INSTANCE.write(w), ReadOptions.STRICT);
        assertTrue(d.conforms(), d.violations()::toString);
        assertEquals(w, d.model());
    }

    @ParameterizedTest
    @MethodSource("versions")
    void terrainBuildersMaterialZeroMovesAndOnePastGetsAnEmptyMaterial(int version) {
        Migrated<OprwWorld> m = new Wvr8ToOprw(version).apply(world(TERRAIN_BUILDER, 0, 1, 3, 2, 0, 3));
        OprwWorld w = m.model();
        // index 3 (one past) keeps its cells and gets an empty material; "-" moves to index 4
        assertEquals(List.of(OprwMaterial.of(""), OprwMaterial.of("a.rvmat"), OprwMaterial.of("b.rvmat"),
                OprwMaterial.of(""), OprwMaterial.of("-")), w.materials());
        assertEquals(WvrWorlds.grid(3, 2, 4, 1, 3, 2, 4, 3), w.materialIndex());
        assertTrue(m.report().lossless(), m.report()::toString);
        assertEquals(Set.of("materials", "materialIndex", "materials[].major"), fields(m.report().derived()).stream()
                .filter(f -> f.startsWith("material")).collect(java.util.stream.Collectors.toSet()));
        assertTrue(m.report().derived().stream().anyMatch(e -> e.message().contains("moved to material 4")), m.report()::toString);
        conforms(w);
    }

    @Test
    void anEmptyMaterialZeroStaysAndNothingIsAddedWhenNoCellIsPast() {
        List<Wvr8Material> tidy = List.of(new Wvr8Material(List.of()), Wvr8Material.of("a"));
        Migrated<OprwWorld> m = new Wvr8ToOprw(25).apply(world(tidy, 0, 1, 1, 0, 0, 1));
        assertEquals(List.of(OprwMaterial.of(""), OprwMaterial.of("a")), m.model().materials());
        assertEquals(WvrWorlds.grid(3, 2, 0, 1, 1, 0, 0, 1), m.model().materialIndex());
        assertTrue(m.report().entries().stream().noneMatch(e -> e.field().equals("materials") || e.field().equals("materialIndex")),
                m.report()::toString);
    }

    @Test
    void indicesFurtherPastTheListUseTheEmptyDummyAndAreLost() {
        Migrated<OprwWorld> m = new Wvr8ToOprw(24).apply(world(TERRAIN_BUILDER, 1, 9, 3, 0xFFFF, 0, 2));
        assertEquals(WvrWorlds.grid(3, 2, 1, 0, 3, 0, 4, 2), m.model().materialIndex());
        assertEquals(Set.of("materialIndex"), fields(m.report().losses()));
        assertTrue(m.report().losses().get(0).message().contains("2 in all: 1 (9), 3 (65535)"), m.report()::toString);
        conforms(m.model());
    }

    @Test
    void anEmptyListGetsTheEmptyDummy() {
        Migrated<OprwWorld> m = new Wvr8ToOprw(18).apply(world(List.of(), 0, 0, 1, 0, 2, 0));
        assertEquals(List.of(OprwMaterial.of("")), m.model().materials());
        assertEquals(WvrWorlds.grid(3, 2, 0, 0, 0, 0, 0, 0), m.model().materialIndex());
        assertEquals(Set.of("materialIndex"), fields(m.report().losses()));
        conforms(m.model());

        Migrated<OprwWorld> allPast = new Wvr8ToOprw(18).apply(world(List.of(), 5, 5, 5, 5, 5, 5));
        assertEquals(List.of(OprwMaterial.of("")), allPast.model().materials(), "material 0 is needed even if no cell used 0");
        conforms(allPast.model());
    }

    @Test
    void aMaterialZeroWhoseNameStartsWithNulIsAlreadyEmptyInOprw() {
        List<Wvr8Material> nul = List.of(new Wvr8Material(List.of(RawString.of(new byte[] {0, 'x'}))), Wvr8Material.of("a"));
        Migrated<OprwWorld> m = new Wvr8ToOprw(25).apply(world(nul, 0, 1, 0, 1, 0, 1));
        assertEquals(List.of(OprwMaterial.of(""), OprwMaterial.of("a")), m.model().materials());
        assertEquals(Set.of("materials[].names"), fields(m.report().losses()));
        conforms(m.model());
    }

    @Test
    void materialZeroWithNoIndexLeftForItIsRefused() {
        List<Wvr8Material> full = new ArrayList<>(Collections.nCopies(0xFFFF, Wvr8Material.of("m")));
        // 65535 materials and a cell at one past: the moved material would need index 65536
        MapWriteException e = assertWriteRefused(() -> new Wvr8ToOprw(25).apply(world(full, 0, 0xFFFF, 1, 1, 1, 1)));
        assertEquals("materials[0]", e.field());
        // without the one-past cell index 65535 is free
        OprwWorld w = new Wvr8ToOprw(25).apply(world(full, 0, 1, 1, 1, 1, 1)).model();
        assertEquals(0xFFFF, w.materialIndex().at(0) & 0xFFFF);
        conforms(w);
    }

    @ParameterizedTest
    @ValueSource(floats = {0f, -0f, -10f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY})
    void aCellSizeThatIsNoLengthIsRefused(float size) {
        Wvr8World w = world(TERRAIN_BUILDER, WvrWorlds.grid(3, 2, 0, 0, 0, 0, 0, 0), size, FloatGrid.of(6, 4, new float[24]));
        assertEquals("landCellSize", assertWriteRefused(() -> new Wvr8ToOprw(20).apply(w)).field());
    }

    @Test
    void aTerrainGridThatDoesNotRefineTheLandGridIsRefused() {
        Wvr8World w = world(TERRAIN_BUILDER, WvrWorlds.grid(3, 2, 0, 0, 0, 0, 0, 0), 10f, FloatGrid.of(4, 4, new float[16]));
        MapWriteException e = assertWriteRefused(() -> new Wvr8ToOprw(25).apply(w));
        assertEquals("header", e.field());
        assertTrue(e.getMessage().contains("4 × 4") && e.getMessage().contains("3 × 2"), e::getMessage);
    }

    @Test
    void nanOrInfiniteElevationsAreRefused() {
        float[] heights = new float[24];
        heights[7] = Float.NaN;
        heights[9] = Float.NEGATIVE_INFINITY;
        Wvr8World w = world(TERRAIN_BUILDER, WvrWorlds.grid(3, 2, 0, 0, 0, 0, 0, 0), 10f, FloatGrid.of(6, 4, heights));
        MapWriteException e = assertWriteRefused(() -> new Wvr8ToOprw(17).apply(w));
        assertEquals("elevation", e.field());
        assertTrue(e.getMessage().startsWith("elevation: 2 terrain cells") && e.getMessage().contains("cell 7"), e::getMessage);
    }
}
