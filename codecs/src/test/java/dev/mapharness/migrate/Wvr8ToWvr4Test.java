package dev.mapharness.migrate;

import static dev.mapharness.migrate.Wvr1ToWvr4Test.only;
import static dev.mapharness.migrate.WvrWorlds.floats;
import static dev.mapharness.migrate.WvrWorlds.grid;
import static dev.mapharness.migrate.WvrWorlds.materials;
import static dev.mapharness.migrate.WvrWorlds.object8;
import static dev.mapharness.migrate.WvrWorlds.wvr8;
import static dev.mapharness.migrate.WvrWorlds.zeros;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import dev.mapharness.wvr4.HeightScale;
import dev.mapharness.wvr4.Wvr4Object;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr8.Wvr8Dummy;
import dev.mapharness.wvr8.Wvr8Material;
import dev.mapharness.wvr8.Wvr8Object;
import dev.mapharness.wvr8.Wvr8World;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class Wvr8ToWvr4Test {
    private static final HeightScale S = HeightScale.ENGINE;

    private static List<LossReport.Entry> elevationLosses(LossReport r) {
        return r.losses().stream().filter(e -> e.field().equals("elevation")).toList();
    }

    @Test
    void aTerrainGridKTimesTheLandGridKeepsEveryKthSample() {
        float[] v = new float[16];
        for (int j = 0; j < 4; j++) {
            for (int i = 0; i < 4; i++) {
                v[j * 4 + i] = S.toMetres((short) (i + 10 * j));
            }
        }
        Wvr8World w = wvr8(floats(4, 4, v), ShortGrid.filled(2, 2, (short) 0), List.of(), List.of());
        Migrated<Wvr4World> r = new Wvr8ToWvr4().apply(w);
        assertEquals(grid(2, 2, 0, 2, 20, 22), r.model().heights());
        assertEquals(2, r.model().width());
        List<LossReport.Entry> lost = elevationLosses(r.report());
        assertEquals(1, lost.size(), lost.toString());
        assertTrue(lost.get(0).message().contains("2 times the land grid 2 × 2"), lost.toString());
        assertTrue(lost.get(0).message().contains("12 samples dropped"), lost.toString());
    }

    @Test
    void anyOtherTerrainGridIsResampledBilinearly() {
        Wvr8World w = wvr8(floats(2, 1, 0, S.toMetres((short) 100)), ShortGrid.filled(3, 1, (short) 0),
                List.of(), List.of());
        Migrated<Wvr4World> r = new Wvr8ToWvr4().apply(w);
        // land cells at terrain x = 0, 2/3, 4/3 (clamped to 1): 0, 66.7 and 100 raw units
        assertEquals(grid(3, 1, 0, 67, 100), r.model().heights());
        assertTrue(elevationLosses(r.report()).stream().anyMatch(e -> e.message().contains("resampled bilinearly")));
        // both ways at once, a plane of 100 raw units a column and 10 a row: land (i, j) at terrain (2i/3, 3j/2)
        float[] plane = new float[6];
        for (int j = 0; j < 3; j++) {
            for (int i = 0; i < 2; i++) {
                plane[j * 2 + i] = S.toMetres((short) (100 * i + 10 * j));
            }
        }
        Wvr8World both = wvr8(floats(2, 3, plane), ShortGrid.filled(3, 2, (short) 0), List.of(), List.of());
        assertEquals(grid(3, 2, 0, 67, 100, 15, 82, 115), new Wvr8ToWvr4().apply(both).model().heights());
    }

    @Test
    void nanClampedAndRoundedHeightsAreCounted() {
        Wvr8World w = wvr8(floats(3, 2, Float.NaN, 1e6f, -1e6f, 1f, Float.POSITIVE_INFINITY, S.toMetres((short) 7)),
                ShortGrid.filled(3, 2, (short) 0), List.of(), List.of());
        Migrated<Wvr4World> r = new Wvr8ToWvr4().apply(w);
        assertEquals(grid(3, 2, 0, Short.MAX_VALUE, Short.MIN_VALUE, 22, Short.MAX_VALUE, 7), r.model().heights());
        List<LossReport.Entry> lost = elevationLosses(r.report());
        assertEquals(3, lost.size(), lost.toString());
        assertTrue(lost.get(0).message().startsWith("1 NaN heights became 0"), lost.toString());
        assertEquals("3 heights outside " + Short.MIN_VALUE * S.metresPerUnit() + " .. " + Short.MAX_VALUE * S.metresPerUnit()
                + " m clamped to that range", lost.get(1).message());
        assertEquals("3 heights outside -1474.56 .. 1474.5149999999999 m clamped to that range", lost.get(1).message(),
                "steps of 4.5 cm");
        double error = Math.abs(1.0 - S.toMetres((short) 22));
        assertTrue(lost.get(2).message().startsWith("1 heights rounded"), lost.toString());
        assertTrue(lost.get(2).message().endsWith("largest error " + error + " m"), lost.toString());
    }

    @Test
    void aCellSizeOtherThanFiftyIsLost() {
        Wvr8World w = wvr8(zeros(2, 2), ShortGrid.filled(2, 2, (short) 0), List.of(), List.of());
        Wvr8World odd = new Wvr8World(w.elevation(), w.materialIndices(), 25f, w.materials(), w.objects(), w.dummy(),
                w.trailing());
        assertFalse(new Wvr8ToWvr4().apply(w).report().mentions("landCellSize"));
        assertTrue(only(new Wvr8ToWvr4().apply(odd).report().losses(), "landCellSize").message().contains("25.0"));
    }

    @Test
    void materialsBecomeSlotsAndWhatDoesNotFitIsCounted() {
        List<Wvr8Material> m = new ArrayList<>(materials("", "a.paa", WvrWorlds.nameOfLength(33, ".paa"), "ok.paa"));
        m.set(1, Wvr8Material.of("a.paa", "b.rvmat", "c.rvmat"));
        m.add(new Wvr8Material(List.of(RawString.of(new byte[] {'n', 0, 'l'}))));
        ShortGrid cells = grid(4, 2, 0, 1, 2, 3, 4, 600, 2, 7);
        Migrated<Wvr4World> r = new Wvr8ToWvr4().apply(wvr8(zeros(4, 2), cells, m, List.of()));
        Wvr4World w = r.model();
        assertEquals(grid(4, 2, 0, 1, 0, 3, 0, 0, 0, 7), w.textureIndices());
        assertEquals(FixedString.padded("a.paa", 32), w.textureNames().get(1));
        assertTrue(w.textureNames().get(2).isEmpty(), "a name is never cut");
        assertEquals(FixedString.padded("ok.paa", 32), w.textureNames().get(3));
        assertTrue(w.textureNames().get(4).isEmpty());
        assertEquals(Wvr4World.TEXTURE_SLOTS, w.textureNames().size());

        List<LossReport.Entry> lost = r.report().losses().stream().filter(e -> e.field().equals("materials")).toList();
        assertEquals(3, lost.size(), lost.toString());
        assertTrue(lost.get(0).message().startsWith("2 names after the first"), lost.toString());
        assertTrue(lost.get(2).message().startsWith("the last 1 of 5 materials"), lost.toString());
        assertTrue(lost.get(0).message().contains("1 in all: 1"), lost.toString());
        assertTrue(lost.get(1).message().contains("3 cells using them now use slot 0"), lost.toString());
        assertTrue(lost.get(1).message().contains("2 in all: 2 "), lost.toString());
        List<LossReport.Entry> cellsMoved = r.report().losses().stream().filter(e -> e.field().equals("materialIndices")).toList();
        assertEquals(2, cellsMoved.size(), cellsMoved.toString());
        assertTrue(cellsMoved.get(0).message().startsWith("3 cells using materials 4WVR cannot hold now use slot 0"),
                cellsMoved.toString());
        assertTrue(cellsMoved.get(1).message().startsWith("1 cells with material indices of 512"), cellsMoved.toString());
    }

    @Test
    void emptyMaterialsAtTheEndOfTheListAreReportedBecauseTheCountIsLost() {
        List<Wvr8Material> m = new ArrayList<>(materials("", "a.paa", "", ""));
        Migrated<Wvr4World> r = new Wvr8ToWvr4().apply(wvr8(zeros(2, 1), grid(2, 1, 0, 1), m, List.of()));
        assertTrue(only(r.report().losses(), "materials").message().startsWith("the last 2 of 4 materials"),
                r.report().toString());
        assertFalse(new Wvr8ToWvr4().apply(wvr8(zeros(2, 1), grid(2, 1, 0, 1), materials("", "a.paa"), List.of()))
                .report().mentions("materials"));
    }

    @Test
    void cellsMovedToSlotZeroBecauseTheirMaterialDoesNotFitAreReportedAsChangedCells() {
        // the round trip 8WVR → 4WVR → 8WVR changes these cells' indices; the report must name the field
        List<Wvr8Material> m = new ArrayList<>(materials("", "a.paa"));
        m.add(new Wvr8Material(List.of(RawString.of(new byte[] {'m', 'h', 0, 'a'}))));
        Migrated<Wvr4World> r = new Wvr8ToWvr4().apply(wvr8(zeros(2, 2), grid(2, 2, 1, 2, 2, 1), m, List.of()));
        assertEquals(grid(2, 2, 1, 0, 0, 1), r.model().textureIndices());
        assertTrue(only(r.report().losses(), "materialIndices").message().startsWith("2 cells using materials"),
                r.report().toString());
    }

    @Test
    void materialsPastSlot511AreLost() {
        List<Wvr8Material> m = new ArrayList<>(Collections.nCopies(514, Wvr8Material.of("x.paa")));
        Migrated<Wvr4World> r = new Wvr8ToWvr4().apply(wvr8(zeros(1, 1), ShortGrid.filled(1, 1, (short) 511), m, List.of()));
        assertTrue(only(r.report().losses(), "materials").message().startsWith("2 materials at index 512"));
        assertEquals(FixedString.padded("x.paa", 32), r.model().textureNames().get(511));
        assertEquals(511, r.model().textureIndices().get(0, 0));
    }

    @Test
    void anObjectWhosePathDoesNotFitIsDroppedAndNamed() {
        String fits = WvrWorlds.nameOfLength(76, ".p3d");
        String tooLong = WvrWorlds.nameOfLength(77, ".p3d");
        List<Wvr8Object> objects = List.of(object8(10, "a.p3d"), object8(11, tooLong), object8(12, fits),
                new Wvr8Object(Transform.IDENTITY, 13, RawString.of(new byte[] {'a', 0, 'b'})),
                new Wvr8Object(Transform.IDENTITY, 14, RawString.of(new byte[] {0, 'b'})));
        Migrated<Wvr4World> r = new Wvr8ToWvr4().apply(wvr8(zeros(1, 1), ShortGrid.filled(1, 1, (short) 0), List.of(), objects));
        List<Wvr4Object> o = r.model().objects();
        assertEquals(List.of(10, 12), o.stream().map(Wvr4Object::id).toList());
        assertEquals(RawString.of(fits), o.get(1).name().value());
        LossReport.Entry dropped = only(r.report().losses(), "objects[1].model");
        assertTrue(dropped.message().contains(tooLong) && dropped.message().contains("77 bytes"), dropped.message());
        assertTrue(r.report().mentions("objects[3].model"));
        assertTrue(r.report().mentions("objects[4].model"), "a NUL first is a NUL too");
        assertEquals(3, r.report().losses().size(), r.report().toString());
    }

    @Test
    void dummyLeftoversAndTrailingBytesAreLost() {
        Wvr8World base = wvr8(zeros(1, 1), ShortGrid.filled(1, 1, (short) 0), List.of(), List.of());
        int[] nan = new int[12];
        java.util.Arrays.fill(nan, 0x7FC00001);
        Wvr8World odd = new Wvr8World(base.elevation(), base.materialIndices(), 50f, List.of(), List.of(),
                Optional.of(new Wvr8Dummy(Transform.ofBits(nan), 99)), Blob.of(new byte[] {9, 9}));
        Migrated<Wvr4World> r = new Wvr8ToWvr4().apply(odd);
        assertTrue(only(r.report().losses(), "dummy").message().contains("id 99"));
        assertTrue(only(r.report().losses(), "trailing").message().startsWith("2 bytes"));
        assertEquals(Optional.of(WvrWorlds.zeroTerminator()), r.model().terminator());
        assertTrue(r.model().trailing().isEmpty());

        Wvr8World none = new Wvr8World(base.elevation(), base.materialIndices(), 50f, List.of(), List.of(),
                Optional.empty(), Blob.EMPTY);
        Migrated<Wvr4World> n = new Wvr8ToWvr4().apply(none);
        assertTrue(n.report().lossless(), n.report().toString());
        assertTrue(n.report().derived().stream().anyMatch(e -> e.field().equals("terminator")));
        assertEquals(Optional.of(WvrWorlds.zeroTerminator()), n.model().terminator());
    }

    @Test
    void theSeedScaleDividesByFiveCentimetres() {
        Wvr8World w = wvr8(floats(1, 1, 10f), ShortGrid.filled(1, 1, (short) 0), List.of(), List.of());
        assertEquals(200, new Wvr8ToWvr4(HeightScale.SEED).apply(w).model().heights().get(0, 0));
        assertEquals(222, new Wvr8ToWvr4(HeightScale.ENGINE).apply(w).model().heights().get(0, 0));
    }
}
