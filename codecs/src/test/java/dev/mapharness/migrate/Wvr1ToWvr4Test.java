package dev.mapharness.migrate;

import static dev.mapharness.migrate.WvrWorlds.endOfNets;
import static dev.mapharness.migrate.WvrWorlds.grid;
import static dev.mapharness.migrate.WvrWorlds.model1;
import static dev.mapharness.migrate.WvrWorlds.nameOfLength;
import static dev.mapharness.migrate.WvrWorlds.wvr1;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import dev.mapharness.wvr1.Wvr1Model;
import dev.mapharness.wvr1.Wvr1Net;
import dev.mapharness.wvr1.Wvr1NetHeader;
import dev.mapharness.wvr1.Wvr1Subnet;
import dev.mapharness.wvr1.Wvr1World;
import dev.mapharness.wvr4.HeightScale;
import dev.mapharness.wvr4.Wvr4Object;
import dev.mapharness.wvr4.Wvr4Reader;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr4.Wvr4Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class Wvr1ToWvr4Test {
    private static final String LONG_NAME = nameOfLength(32, ".pac");

    /**
     * Slots: 0 "a.pac" (index 0 is used in 1WVR), 1 "b.pac", 2 a hole, 3 "a.pac" again, 4 unused,
     * 5 "c.pac" with garbage after its NUL, 6 a 32-byte name with no NUL.
     */
    private static Wvr1World texturedWorld() {
        List<FixedString> names = new ArrayList<>(WvrWorlds.slots(Wvr1World.TEXTURE_SLOTS, Wvr1World.TEXTURE_NAME_LENGTH,
                "a.pac", "b.pac", "", "a.pac", "unused.pac"));
        names.set(5, WvrWorlds.withGarbage("c.pac", "junk", 32));
        names.set(6, FixedString.padded(LONG_NAME, 32));
        ShortGrid textures = grid(4, 2, 1, 0, 3, 2, 300, 6, 5, 1);
        return new Wvr1World(ShortGrid.filled(4, 2, (short) 0), textures, names, List.of(), List.of(), endOfNets(), Blob.EMPTY);
    }

    @Test
    void texturesAreReindexedFromSlotOneInOrderOfFirstUse() {
        Migrated<Wvr4World> r = new Wvr1ToWvr4().apply(texturedWorld());
        Wvr4World w = r.model();
        assertEquals(grid(4, 2, 1, 2, 2, 0, 0, 3, 4, 1), w.textureIndices());
        assertEquals(Wvr4World.TEXTURE_SLOTS, w.textureNames().size());
        assertEquals("LandText\\mo.pac", w.textureNames().get(0).value().text());
        assertEquals("b.pac", w.textureNames().get(1).value().text());
        assertEquals("a.pac", w.textureNames().get(2).value().text());
        assertEquals(LONG_NAME.substring(0, 31), w.textureNames().get(3).value().text());
        assertEquals(FixedString.padded("c.pac", 32), w.textureNames().get(4), "garbage after the NUL is not kept");
        for (int i = 5; i < Wvr4World.TEXTURE_SLOTS; i++) {
            assertTrue(w.textureNames().get(i).isEmpty(), "slot " + i);
        }
        assertTrue(w.textureNames().stream().allMatch(FixedString::isCanonical));
    }

    @Test
    void textureLossesAreReportedWithCounts() {
        LossReport report = new Wvr1ToWvr4().apply(texturedWorld()).report();
        LossReport.Entry cells = only(report.losses(), "textureIndices");
        assertTrue(cells.message().startsWith("2 cells had no texture and now use slot 0"), cells.message());
        assertTrue(cells.message().contains("1 pointed at empty 1WVR slots [2]"), cells.message());
        assertTrue(cells.message().contains("1 past the 256-slot table"), cells.message());

        List<LossReport.Entry> names = report.losses().stream().filter(e -> e.field().equals("textureNames")).toList();
        assertEquals(3, names.size(), names.toString());
        assertTrue(names.stream().anyMatch(e -> e.message().contains("cut to 31") && e.message().contains("1 in all")));
        assertTrue(names.stream().anyMatch(e -> e.message().contains("dropped") && e.message().contains("\"unused.pac\"")
                && e.message().contains("1 in all")));
        assertTrue(names.stream().anyMatch(e -> e.message().contains("after the NUL") && e.message().contains("1 in all: 5")));

        assertTrue(report.derived().stream().anyMatch(e -> e.field().equals("textureIndices")
                && e.message().contains("\"a.pac\" (1WVR slots [0, 3]) → 2")), report.toString());
        assertTrue(report.derived().stream().anyMatch(e -> e.field().equals("textureNames[0]")));
    }

    @Test
    void aCleanTextureTableLosesNothing() {
        Wvr1World w = wvr1(ShortGrid.filled(2, 2, (short) 5), List.of());
        LossReport report = new Wvr1ToWvr4().apply(w).report();
        assertTrue(report.lossless(), report.toString());
        assertEquals(ShortGrid.filled(2, 2, (short) 1), new Wvr1ToWvr4().apply(w).model().textureIndices());
        assertEquals(ShortGrid.filled(2, 2, (short) 5), new Wvr1ToWvr4().apply(w).model().heights(), "raw heights kept");
    }

    @Test
    void namesBeyondTheUsableSlotsGoToSlotZeroAndAreCounted() {
        // the 1WVR model does not limit its table to 256 slots; the migration must not overflow 4WVR's 511
        String[] names = new String[600];
        int[] cells = new int[600];
        for (int i = 0; i < names.length; i++) {
            names[i] = "t" + i + ".pac";
            cells[i] = i;
        }
        Wvr1World w = new Wvr1World(ShortGrid.filled(600, 1, (short) 0), grid(600, 1, cells),
                WvrWorlds.slots(600, 32, names), List.of(), List.of(), endOfNets(), Blob.EMPTY);
        Migrated<Wvr4World> r = new Wvr1ToWvr4().apply(w);
        assertEquals(511, r.model().textureIndices().get(510, 0));
        assertEquals(0, r.model().textureIndices().get(511, 0));
        assertEquals("t510.pac", r.model().textureNames().get(511).value().text());
        assertTrue(only(r.report().losses(), "textureIndices").message().startsWith("89 cells use 89 names beyond the 511"),
                r.report().toString());
        assertFalse(r.report().losses().stream().anyMatch(e -> e.message().contains("no cell uses")),
                "names that did not fit are not unused");
    }

    /** Heights rise 100 raw units per cell east and 200 per cell north. */
    private static ShortGrid slope() {
        return grid(3, 3, 0, 100, 200, 200, 300, 400, 400, 500, 600);
    }

    @Test
    void aModelOnASlopeStandsAtTheInterpolatedAbsoluteHeight() {
        Wvr1World w = wvr1(slope(), List.of(model1(0.25f, 0.1f, 0.5f, 0, "data3d\\dum.p3d")));
        Transform t = new Wvr1ToWvr4().apply(w).model().objects().get(0).transform();
        assertEquals(12.5f, t.x());
        assertEquals(25f, t.z());
        // ground: raw 25 + 100 = 125 at (0.25, 0.5); × 0.045 = 5.625 m; plus 0.1 × 50 = 5 m above it
        assertEquals(10.625, t.y(), 1e-5);

        Transform seed = new Wvr1ToWvr4(HeightScale.SEED).apply(w).model().objects().get(0).transform();
        assertEquals(5 + 125 * 0.05, seed.y(), 1e-5);
    }

    @Test
    void aModelOutsideTheGridStandsOnItsNearestEdge() {
        Wvr1World w = wvr1(slope(), List.of(model1(10, 0, 10, 0, "a.p3d"), model1(-3, 0, 1, 0, "b.p3d"),
                model1(Float.NaN, 0, 0, 0, "c.p3d")));
        Migrated<Wvr4World> r = new Wvr1ToWvr4().apply(w);
        assertEquals(600 * 0.045, r.model().objects().get(0).transform().y(), 1e-5);
        assertEquals(200 * 0.045, r.model().objects().get(1).transform().y(), 1e-5);
        assertEquals(0, r.model().objects().get(2).transform().y());
        assertTrue(r.report().derived().stream().anyMatch(e -> e.field().equals("objects.transform")
                && e.message().contains("3 in all: 0, 1, 2")), r.report().toString());
    }

    @Test
    void headingNinetyTurnsTheDirectionEast() {
        Wvr1World w = wvr1(ShortGrid.filled(2, 2, (short) 0), List.of(model1(1, 0, 1, 90, "a.p3d")));
        Transform t = new Wvr1ToWvr4().apply(w).model().objects().get(0).transform();
        assertEquals(Transform.of(0, 0, -1, 0, 1, 0, 1, 0, 0, 50, 0, 50), t);
    }

    @Test
    void headingsFollowTheClockwiseConvention() {
        Wvr1World w = wvr1(ShortGrid.filled(2, 2, (short) 0), List.of(model1(0, 0, 0, 0, "a.p3d"),
                model1(0, 0, 0, 180, "b.p3d"), model1(0, 0, 0, -90, "c.p3d"), model1(0, 0, 0, 45, "d.p3d")));
        List<Wvr4Object> o = new Wvr1ToWvr4().apply(w).model().objects();
        assertEquals(Transform.of(1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0), o.get(0).transform(), "no negative zeros");
        assertEquals(Transform.of(-1, 0, 0, 0, 1, 0, 0, 0, -1, 0, 0, 0), o.get(1).transform());
        assertEquals(Transform.of(0, 0, 1, 0, 1, 0, -1, 0, 0, 0, 0, 0), o.get(2).transform(), "-90 turns west");
        Transform d = o.get(3).transform();
        double h = Math.sqrt(0.5);
        assertEquals(h, d.get(6), 1e-6, "direction x");
        assertEquals(h, d.get(8), 1e-6, "direction z");
        assertEquals(-h, d.get(2), 1e-6, "aside z");
    }

    @Test
    void modelsGetIdsAndRefittedNames() {
        byte[] slot = new byte[Wvr1Model.NAME_LENGTH];
        byte[] name = RawString.of(nameOfLength(Wvr1Model.NAME_LENGTH, ".p3d")).bytes();
        System.arraycopy(name, 0, slot, 0, name.length);
        List<Wvr1Model> models = List.of(model1(0, 0, 0, 0, "a.p3d"),
                new Wvr1Model(0, 0, 0, 0, FixedString.padded("", Wvr1Model.NAME_LENGTH)),
                new Wvr1Model(0, 0, 0, 0, FixedString.ofSlot(slot)),
                new Wvr1Model(0, 0, 0, 0, WvrWorlds.withGarbage("g.p3d", "left", Wvr1Model.NAME_LENGTH)));
        Migrated<Wvr4World> r = new Wvr1ToWvr4().apply(wvr1(ShortGrid.filled(2, 2, (short) 0), models));
        List<Wvr4Object> o = r.model().objects();
        assertEquals(3, o.size(), "the empty-named model would end the 4WVR list");
        assertEquals(List.of(0, 1, 2), o.stream().map(Wvr4Object::id).toList());
        assertEquals(FixedString.padded(RawString.of(name), Wvr4Object.NAME_LENGTH), o.get(1).name(),
                "a 48-byte name with no NUL fits the 76-byte slot");
        assertEquals(FixedString.padded("g.p3d", Wvr4Object.NAME_LENGTH), o.get(2).name());
        assertEquals("model \"\" dropped: an empty name ends the 4WVR model list",
                only(r.report().losses(), "models[1].name").message());
        assertTrue(r.report().losses().stream().anyMatch(e -> e.field().equals("models.name")
                && e.message().contains("1 in all: 3")), r.report().toString());
        assertEquals("1WVR models have no id; objects numbered 0..2", only(r.report().derived(), "objects.id").message());
    }

    @Test
    void netsAndTrailingBytesAreLostWithCounts() {
        Wvr1NetHeader header = new Wvr1NetHeader(FixedString.padded("LandText\\Silnice.pac", 24),
                0x00cd9100, 0x00bfd400, 0x47, 0, 0x0069fbb0, 1, 0.152f, 0.15f, 0.1f, 3.5f);
        Wvr1Subnet s = new Wvr1Subnet(1, 2, 0.1f, 0.1f, 0.1f, 5, 0x0046931A, 0x00980778);
        List<Wvr1Net> nets = List.of(new Wvr1Net(header, List.of(s, s)), new Wvr1Net(header, List.of(s)));
        Wvr1World w = new Wvr1World(ShortGrid.filled(2, 2, (short) 0), ShortGrid.filled(2, 2, (short) 0),
                WvrWorlds.slots(256, 32, "a.pac"), List.of(), nets, endOfNets(), Blob.of(new byte[] {1, 2, 3}));
        LossReport report = new Wvr1ToWvr4().apply(w).report();
        assertEquals("2 road nets with 3 segments have no place in 4WVR", only(report.losses(), "nets").message());
        assertTrue(only(report.losses(), "trailing").message().startsWith("3 bytes"));
        assertFalse(report.mentions("endOfNets"), "a bare EndOfNets header loses nothing");
        Wvr1NetHeader bare = endOfNets();
        Wvr1NetHeader negativeZero = new Wvr1NetHeader(bare.name(), 0, 0, 0, 0, 0, 0, 0, 0, 0, -0f);
        Wvr1World signed = new Wvr1World(w.heights(), w.textureIndices(), w.textureNames(), List.of(), List.of(), negativeZero,
                Blob.EMPTY);
        assertEquals("the values of the EndOfNets header have no place in 4WVR",
                only(new Wvr1ToWvr4().apply(signed).report().losses(), "endOfNets").message(), "−0 is a value a file holds");
    }

    @Test
    void theResultIsACanonicalFileWithTheEngineTerminator() {
        Wvr1World w = wvr1(slope(), List.of(model1(1, 0, 1, 30, "data3d\\smrk.p3d")));
        Wvr4World m = new Wvr1ToWvr4().apply(w).model();
        assertEquals(WvrWorlds.zeroTerminator(), m.terminator().orElseThrow());
        byte[] bytes = Wvr4Writer.write(m);
        var read = Wvr4Reader.read(bytes, ReadOptions.STRICT);
        assertEquals(m, read.model());
        assertTrue(read.violations().isEmpty(), read.violations().toString());
    }

    static LossReport.Entry only(List<LossReport.Entry> entries, String field) {
        List<LossReport.Entry> matching = entries.stream().filter(e -> e.field().equals(field)).collect(Collectors.toList());
        assertEquals(1, matching.size(), "entries for " + field + ": " + entries);
        return matching.get(0);
    }
}
