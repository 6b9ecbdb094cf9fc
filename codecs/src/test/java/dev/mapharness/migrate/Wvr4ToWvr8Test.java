package dev.mapharness.migrate;

import static dev.mapharness.migrate.Wvr1ToWvr4Test.only;
import static dev.mapharness.migrate.WvrWorlds.canonical4;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.Transform;
import dev.mapharness.wvr4.HeightScale;
import dev.mapharness.wvr4.Wvr4Object;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr8.Wvr8Dummy;
import dev.mapharness.wvr8.Wvr8Material;
import dev.mapharness.wvr8.Wvr8World;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class Wvr4ToWvr8Test {
    @Test
    void aCanonicalWorldLosesNothing() {
        Migrated<Wvr8World> r = new Wvr4ToWvr8().apply(canonical4());
        assertTrue(r.report().lossless(), r.report().toString());
        assertTrue(r.report().derived().stream().anyMatch(e -> e.field().equals("landCellSize")));
        assertTrue(r.report().derived().stream().anyMatch(e -> e.field().equals("dummy")));
    }

    @Test
    void gridsCellSizeAndElevationsInMetres() {
        Wvr4World source = canonical4();
        Wvr8World w = new Wvr4ToWvr8().apply(source).model();
        assertEquals(4, w.landWidth());
        assertEquals(3, w.landHeight());
        assertEquals(4, w.terrainWidth());
        assertEquals(3, w.terrainHeight());
        assertEquals(50f, w.landCellSize());
        assertEquals(source.textureIndices(), w.materialIndices());
        assertEquals((float) (Short.MIN_VALUE * 0.045), w.elevation().get(0, 0));
        assertEquals((float) (222 * 0.045), w.elevation().get(1, 1));
        assertEquals((float) (Short.MAX_VALUE * 0.045), w.elevation().get(3, 1));
        Wvr8World seed = new Wvr4ToWvr8(HeightScale.SEED).apply(source).model();
        assertEquals((float) (222 * 0.05), seed.elevation().get(1, 1));
    }

    @Test
    void anUnusedSlotZeroLeavesMaterialZeroEmptyAndComesBack() {
        Wvr4World source = canonical4();
        short[] cells = source.textureIndices().toArray();
        for (int i = 0; i < cells.length; i++) {
            cells[i] = (short) Math.max(1, cells[i]);
        }
        Wvr4World unused = new Wvr4World(source.heights(), dev.mapharness.grid.ShortGrid.of(4, 3, cells),
                source.textureNames(), source.objects(), source.terminator(), source.trailing());
        Migrated<Wvr8World> there = new Wvr4ToWvr8().apply(unused);
        assertEquals(new Wvr8Material(List.of()), there.model().materials().get(0), "8WVR keeps material 0 empty");
        assertTrue(there.report().lossless(), there.report().toString());
        assertTrue(there.report().derived().stream().anyMatch(e -> e.field().equals("materials[0]")));
        assertEquals(unused, new Wvr8ToWvr4().apply(there.model()).model(), "slot 0 restored on the way back");

        List<FixedString> names = new ArrayList<>(unused.textureNames());
        names.set(0, FixedString.padded("data\\odd.pac", Wvr4World.TEXTURE_NAME_LENGTH));
        Wvr4World odd = new Wvr4World(unused.heights(), unused.textureIndices(), names, unused.objects(),
                unused.terminator(), unused.trailing());
        LossReport report = new Wvr4ToWvr8().apply(odd).report();
        assertEquals(List.of("textureNames[0]"), report.losses().stream().map(LossReport.Entry::field).toList());
    }

    @Test
    void slotsBecomeMaterialsWithTheSameIndices() {
        List<Wvr8Material> m = new Wvr4ToWvr8().apply(canonical4()).model().materials();
        assertEquals(6, m.size(), "512 slots less the trailing empty ones");
        assertEquals(Wvr8Material.of("LandText\\mo.pac"), m.get(0));
        assertEquals(Wvr8Material.of("data\\pi.paa"), m.get(1));
        assertEquals(new Wvr8Material(List.of()), m.get(4), "a hole stays an empty material");
        assertEquals(Wvr8Material.of("data\\after_hole.paa"), m.get(5));
        Wvr4World source = canonical4();
        List<FixedString> none = java.util.Collections.nCopies(Wvr4World.TEXTURE_SLOTS,
                FixedString.padded("", Wvr4World.TEXTURE_NAME_LENGTH));
        Wvr4World empty = new Wvr4World(source.heights(), source.textureIndices(), none, source.objects(),
                source.terminator(), source.trailing());
        assertEquals(List.of(), new Wvr4ToWvr8().apply(empty).model().materials(), "no names: no materials");
    }

    @Test
    void objectsKeepTransformAndIdAndTheDummyIsZero() {
        Wvr4World source = canonical4();
        Wvr8World w = new Wvr4ToWvr8().apply(source).model();
        assertEquals(source.objects().size(), w.objects().size());
        for (int i = 0; i < source.objects().size(); i++) {
            assertEquals(source.objects().get(i).transform(), w.objects().get(i).transform());
            assertEquals(source.objects().get(i).id(), w.objects().get(i).id());
            assertEquals(source.objects().get(i).name().value(), w.objects().get(i).model());
        }
        assertEquals(76, w.objects().get(1).model().length(), "a name with no NUL is carried whole");
        assertEquals(Optional.of(Wvr8Dummy.ZERO), w.dummy());
        assertTrue(w.trailing().isEmpty());
    }

    @Test
    void garbageLeftoversAndTrailingBytesAreLost() {
        Wvr4World c = canonical4();
        List<FixedString> names = new ArrayList<>(c.textureNames());
        names.set(2, WvrWorlds.withGarbage("data\\more.paa", "xx", 32));
        names.set(300, WvrWorlds.withGarbage("", "old", 32));
        List<Wvr4Object> objects = new ArrayList<>(c.objects());
        objects.set(0, new Wvr4Object(Transform.IDENTITY, 7, WvrWorlds.withGarbage("a.p3d", "b.p3d", 76)));
        Wvr4Object terminator = new Wvr4Object(Transform.IDENTITY, 5, FixedString.padded("", 76));
        Wvr4World w = new Wvr4World(c.heights(), c.textureIndices(), names, objects, Optional.of(terminator),
                Blob.of(new byte[7]));
        Migrated<Wvr8World> r = new Wvr4ToWvr8().apply(w);
        LossReport report = r.report();
        assertTrue(only(report.losses(), "textureNames").message().contains("2 in all: 2, 300"), report.toString());
        assertTrue(only(report.losses(), "objects.name").message().contains("1 in all: 0"));
        assertTrue(only(report.losses(), "terminator").message().contains("id 5"));
        assertTrue(only(report.losses(), "trailing").message().startsWith("7 bytes"));
        assertEquals(RawString.of("a.p3d"), r.model().objects().get(0).model());
        assertEquals(Wvr8Material.of("data\\more.paa"), r.model().materials().get(2));
        assertEquals(6, r.model().materials().size(), "a slot with only garbage is still empty");
    }

    @Test
    void namesWithoutNulAreCarriedWholeAndNoted() {
        Wvr4World c = canonical4();
        List<FixedString> names = new ArrayList<>(c.textureNames());
        String full = WvrWorlds.nameOfLength(32, ".paa");
        names.set(3, FixedString.padded(full, 32));
        Wvr4World w = new Wvr4World(c.heights(), c.textureIndices(), names, c.objects(), c.terminator(), c.trailing());
        Migrated<Wvr8World> r = new Wvr4ToWvr8().apply(w);
        assertEquals(Wvr8Material.of(full), r.model().materials().get(3));
        assertTrue(r.report().lossless(), r.report().toString());
        assertTrue(r.report().derived().stream().anyMatch(e -> e.field().equals("materials") && e.message().contains("1 in all: 3")));
        assertTrue(r.report().derived().stream().anyMatch(e -> e.field().equals("objects.model") && e.message().contains("1 in all: 1")));
    }

    @Test
    void aWorldWithoutTerminatorStillGetsTheZeroDummy() {
        Wvr4World c = canonical4();
        Wvr4World w = new Wvr4World(c.heights(), c.textureIndices(), c.textureNames(), c.objects(), Optional.empty(), Blob.EMPTY);
        Migrated<Wvr8World> r = new Wvr4ToWvr8().apply(w);
        assertEquals(Optional.of(Wvr8Dummy.ZERO), r.model().dummy());
        assertFalse(r.report().mentions("terminator"));
    }
}
