package dev.mapharness.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.wvr8.Wvr8World;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class FileDifferentialTest {
    private static Set<String> paths(List<LabelledDivergence> list) {
        return list.stream().map(LabelledDivergence::path).collect(Collectors.toSet());
    }

    @Test
    void versions18And24DifferExactlyWhereTheTableSays() {
        DifferentialResult r = FileDifferential.compare("a.wrp", DiffWorlds.world(18), "b.wrp", DiffWorlds.world(24));
        assertEquals(Set.of("version", "random", "primaryTexture",
                "roads[0].links[0].connectionTypes", "roads[1].links[0].connectionTypes"), paths(r.expected()));
        assertEquals(List.of(), r.unexpected());
        assertTrue(r.agrees());
        LabelledDivergence random = r.expected().stream().filter(d -> d.path().equals("random")).findFirst().orElseThrow();
        assertEquals(List.of(OprwFeature.RANDOM), random.features());
        assertEquals("absent", random.valueOf("b.wrp"));
        LabelledDivergence version = r.expected().stream().filter(d -> d.path().equals("version")).findFirst().orElseThrow();
        assertEquals("18", version.valueOf("a.wrp"));
        assertEquals("24", version.valueOf("b.wrp"));
        assertEquals(List.of(), version.features());
    }

    @Test
    void versions17And25AddGrassAndAppId() {
        DifferentialResult r = FileDifferential.compare("17", DiffWorlds.world(17), "25", DiffWorlds.world(25));
        assertEquals(Set.of("version", "appId", "grass", "random", "primaryTexture",
                "roads[0].links[0].connectionTypes", "roads[1].links[0].connectionTypes"), paths(r.expected()));
        assertEquals(List.of(), r.unexpected());
    }

    @Test
    void aChangedObjectIsUnexpected() {
        OprwWorld moved = DiffWorlds.withMovedObject(DiffWorlds.world(24));
        DifferentialResult r = FileDifferential.compare("a", DiffWorlds.world(18), "b", moved);
        assertEquals(Set.of("objects[2].transform[9]"), paths(r.unexpected()));
        assertFalse(r.agrees());
        assertTrue(r.unexpected().get(0).features().isEmpty());
    }

    @Test
    void aFeatureBothVersionsHaveExplainsNothing() {
        // 24 and 25 both have connection types: different types are a fault, not the table
        OprwWorld w = DiffWorlds.world(25);
        OprwWorld zeroed = DiffWorlds.world(23).withVersion(25); // zero-filled types
        DifferentialResult r = FileDifferential.compare("a", DiffWorlds.world(24), "b", zeroed);
        assertEquals(Set.of("version", "appId"), paths(r.expected()));
        assertEquals(Set.of("roads[0].links[0].connectionTypes", "roads[1].links[0].connectionTypes"), paths(r.unexpected()));
        assertTrue(FileDifferential.compare("a", w, "b", w).agrees());
    }

    @Test
    void otherFormatsHaveNothingExpected() {
        Wvr8World a = new Wvr8World(FloatGrid.of(1, 1, new float[] {1}), ShortGrid.filled(1, 1, (short) 0), 50f,
                List.of(), List.of(), Optional.empty(), Blob.EMPTY);
        Wvr8World b = new Wvr8World(FloatGrid.of(1, 1, new float[] {2}), ShortGrid.filled(1, 1, (short) 0), 50f,
                List.of(), List.of(), Optional.empty(), Blob.EMPTY);
        DifferentialResult r = FileDifferential.compare("a", a, "b", b);
        assertEquals(Set.of("elevation"), paths(r.unexpected()));
        assertEquals(List.of(), r.expected());
    }

    @Test
    void differentFormatsAreNotComparable() {
        Wvr8World a = new Wvr8World(FloatGrid.of(1, 1, new float[] {1}), ShortGrid.filled(1, 1, (short) 0), 50f,
                List.of(), List.of(), Optional.empty(), Blob.EMPTY);
        NotComparableException e = assertThrows(NotComparableException.class,
                () -> FileDifferential.compare("x.wrp", a, "y.wrp", DiffWorlds.world(24)));
        assertTrue(e.getMessage().contains("x.wrp is 8WVR and y.wrp is OPRW"), e::getMessage);
    }

    @Test
    void pathsMatchFeatureFieldsWithIndicesErased() {
        assertEquals("roads[].links[].connectionTypes", FeatureFields.pattern("roads[12].links[0].connectionTypes"));
        assertTrue(FeatureFields.explain("entities[3].model", 14, 15).isPresent());
        assertTrue(FeatureFields.explain("entities", 14, 15).isPresent());
        assertFalse(FeatureFields.explain("entitiesX", 14, 15).isPresent());
        assertFalse(FeatureFields.explain("grassy", 17, 18).isPresent());
        assertFalse(FeatureFields.explain("grass", 18, 24).isPresent());
        assertEquals(Optional.of(List.of()), FeatureFields.explain("version", 18, 24));
    }
}
