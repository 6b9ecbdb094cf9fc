package dev.mapharness.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.Transform;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwObject;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.wvr8.Wvr8Dummy;
import dev.mapharness.wvr8.Wvr8Material;
import dev.mapharness.wvr8.Wvr8Object;
import dev.mapharness.wvr8.Wvr8World;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class OprwToWvr8Test {
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
    void keepsGridsMaterialsAndObjects() {
        OprwWorld s = OprwWorlds.full(25);
        Wvr8World w = new OprwToWvr8().apply(s).model();
        assertEquals(s.elevation(), w.elevation());
        assertEquals(s.materialIndex(), w.materialIndices());
        assertEquals(25f, w.landCellSize());
        assertEquals(List.of(new Wvr8Material(List.of()), Wvr8Material.of("a\\grass.rvmat"), Wvr8Material.of("a\\sand.rvmat")),
                w.materials());
        assertEquals(List.of(new Wvr8Object(s.objects().get(0).transform(), 40, RawString.of("a\\tree.p3d")),
                new Wvr8Object(s.objects().get(1).transform(), 41, RawString.of("a\\rock.p3d"))), w.objects());
        assertEquals(Optional.of(Wvr8Dummy.ZERO), w.dummy());
        assertEquals(Blob.EMPTY, w.trailing());
    }

    @ParameterizedTest
    @ValueSource(ints = {17, 18, 20, 21, 22, 24, 25})
    void losesEveryBinarizedSectionWithWhatItHeld(int version) {
        Migrated<Wvr8World> m = new OprwToWvr8().apply(OprwWorlds.full(version));
        // mapInfoOffsets hold only zeros and maxObjectId is the largest id: binarize derives both again
        // so are the object offsets, which binarize rebuilds exactly from the objects kept
        Set<String> expected = new TreeSet<>(Set.of("geography", "soundMap", "peaks", "entities",
                "persistent", "subdivisionHints", "roads", "mapInfos", "materials[].major", "models"));
        if (OprwFeature.RANDOM.in(version)) {
            expected.add("random");
        }
        if (OprwFeature.GRASS.in(version)) {
            expected.add("grass");
        }
        if (OprwFeature.PRIMARY_TEXTURE.in(version)) {
            expected.add("primaryTexture");
        }
        if (OprwFeature.APP_ID.in(version)) {
            expected.add("appId");
        }
        assertEquals(expected, fields(m.report().losses()));
        assertEquals(Set.of("dummy"), fields(m.report().derived()));
        LossReport r = m.report();
        assertTrue(only(r, "geography").message().contains("2 of 4 land cells"), r::toString);
        assertTrue(only(r, "soundMap").message().contains("1 of 4 land cells"), r::toString);
        assertTrue(only(r, "peaks").message().contains("1 peaks"), r::toString);
        assertTrue(only(r, "entities").message().contains("1 entities"), r::toString);
        assertTrue(only(r, "roads").message().contains("2 road links in 1 land cells"), r::toString);
        assertTrue(only(r, "mapInfos").message().contains("1 map infos"), r::toString);
        assertTrue(only(r, "subdivisionHints").message().contains("2 of 8 terrain cells"), r::toString);
        assertTrue(only(r, "materials[].major").message().contains("1 (3)"), r::toString);
        assertTrue(only(r, "models").message().contains("1 in all: 2"), r::toString);
    }

    @Test
    void dropsObjectsWithoutAUsableModelAndReportsOddShapes() {
        OprwWorld s = OprwWorlds.full(24);
        List<RawString> models = List.of(RawString.of("a.p3d"), RawString.EMPTY);
        List<OprwObject> objects = new ArrayList<>(List.of(
                new OprwObject(1, 0, Transform.IDENTITY, 2),
                new OprwObject(2, 7, Transform.IDENTITY, 2),
                new OprwObject(3, -1, Transform.IDENTITY, 2),
                new OprwObject(4, 1, Transform.IDENTITY, 2),
                new OprwObject(5, 0, Transform.IDENTITY, 0),
                new OprwObject(6, 2, Transform.IDENTITY, 2)));
        OprwWorld odd = new OprwWorld(s.version(), s.appId(), s.landCellSize(), s.geography(), s.soundMap(), s.peaks(),
                s.materialIndex(), s.random(), s.grass(), s.primaryTexture(), s.elevation(), s.materials(), models,
                s.entities(), s.objectOffsets(), s.mapInfoOffsets(), s.persistent(), s.subdivisionHints(), s.maxObjectId(),
                s.roads(), objects, s.mapInfos(), Blob.of(new byte[] {9}), Blob.of(new byte[] {1, 2, 3}));
        Migrated<Wvr8World> m = new OprwToWvr8().apply(odd);
        assertEquals(List.of(1, 5), m.model().objects().stream().map(Wvr8Object::id).toList());
        List<LossReport.Entry> index = m.report().entries().stream().filter(e -> e.field().equals("objects[].modelIndex")).toList();
        assertEquals(2, index.size(), m.report()::toString);
        assertTrue(index.get(0).message().contains("3 in all: 1, 2, 5"), index.get(0)::toString);
        assertTrue(index.get(1).message().contains("1 in all: 3"), index.get(1)::toString);
        assertTrue(only(m.report(), "objects[].shapeParam").message().contains("1 in all: 4 (0)"), m.report()::toString);
        assertTrue(only(m.report(), "mapInfoTail").message().contains("1 bytes"), m.report()::toString);
        assertTrue(only(m.report(), "trailing").message().contains("3 bytes"), m.report()::toString);
        assertTrue(m.report().entries().stream().noneMatch(e -> e.field().equals("models")), "both models are used");
    }

    @Test
    void binarizeAndBackGivesTheWorldInCellOrder() {
        Wvr8World source = Wvr8ToOprwTest.world(Wvr8ToOprwTest.SCATTERED,
                WvrWorlds.materials("", "a\\grass.paa", "a\\sand.paa"), Optional.of(Wvr8Dummy.ZERO), Blob.EMPTY);
        Wvr8World back = new OprwToWvr8().apply(new Wvr8ToOprw(24).apply(source).model()).model();
        List<Wvr8Object> o = source.objects();
        Wvr8World inCellOrder = new Wvr8World(source.elevation(), source.materialIndices(), source.landCellSize(),
                source.materials(), List.of(o.get(1), o.get(4), o.get(3), o.get(2), o.get(0), o.get(5)),
                source.dummy(), source.trailing());
        assertEquals(inCellOrder, back);
        Wvr8World again = new OprwToWvr8().apply(new Wvr8ToOprw(17).apply(inCellOrder).model()).model();
        assertEquals(inCellOrder, again, "a world already in cell order comes back equal");
    }

    @Test
    void objectOffsetsBinarizeWouldNotRebuildAreLost() {
        OprwWorld w = OprwWorlds.full(24);
        int[] offsets = w.objectOffsets().toArray();
        offsets[0] += 60;
        OprwWorld odd = new OprwWorld(w.version(), w.appId(), w.landCellSize(), w.geography(), w.soundMap(), w.peaks(),
                w.materialIndex(), w.random(), w.grass(), w.primaryTexture(), w.elevation(), w.materials(), w.models(),
                w.entities(), dev.mapharness.grid.IntGrid.of(w.landWidth(), w.landHeight(), offsets), w.mapInfoOffsets(),
                w.persistent(), w.subdivisionHints(), w.maxObjectId(), w.roads(), w.objects(), w.mapInfos(),
                w.mapInfoTail(), w.trailing());
        LossReport r = new OprwToWvr8().apply(odd).report();
        assertEquals("derived data, rebuilt on binarize from the object positions (4 of 4 land cells non-zero)",
                only(r, "objectOffsets").message());
        OprwWorld zero = new OprwWorld(w.version(), w.appId(), w.landCellSize(), w.geography(), w.soundMap(), w.peaks(),
                w.materialIndex(), w.random(), w.grass(), w.primaryTexture(), w.elevation(), w.materials(), w.models(),
                w.entities(), dev.mapharness.grid.IntGrid.filled(w.landWidth(), w.landHeight(), 0), w.mapInfoOffsets(),
                w.persistent(), w.subdivisionHints(), w.maxObjectId(), w.roads(), w.objects(), w.mapInfos(),
                w.mapInfoTail(), w.trailing());
        assertEquals("derived data, rebuilt on binarize from the object positions (all 4 land cells 0)",
                only(new OprwToWvr8().apply(zero).report(), "objectOffsets").message());
        assertFalse(new OprwToWvr8().apply(w).report().mentions("objectOffsets"));
    }
}
