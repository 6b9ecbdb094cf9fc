package dev.mapharness.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwRoadCell;
import dev.mapharness.oprw.OprwRoadLink;
import dev.mapharness.oprw.OprwWorld;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class OprwToOprwTest {
    private static Migrated<OprwWorld> migrate(int from, int to) {
        return new OprwToOprw(to).apply(OprwWorlds.full(from));
    }

    private static LossReport.Entry only(LossReport r, String field) {
        List<LossReport.Entry> e = r.entries().stream().filter(x -> x.field().equals(field)).toList();
        assertEquals(1, e.size(), () -> field + " in " + r);
        return e.get(0);
    }

    @Test
    void sameVersionIsTheIdentity() {
        OprwWorld w = OprwWorlds.full(24);
        Migrated<OprwWorld> m = new OprwToOprw(24).apply(w);
        assertSame(w, m.model());
        assertEquals(LossReport.NONE, m.report());
    }

    @Test
    void compressionSwitchChangesNoFieldAndReportsNothing() {
        Migrated<OprwWorld> m = migrate(22, 23);
        assertEquals(List.of(), m.report().entries());
        assertEquals(23, m.model().version());
        assertEquals(OprwWorlds.full(23), m.model());
    }

    @Test
    void droppingRandomIsLostWithHowManyCellsHeldSomething() {
        Migrated<OprwWorld> m = migrate(20, 21);
        LossReport.Entry e = only(m.report(), "random");
        assertEquals(LossReport.Kind.LOST, e.kind());
        assertTrue(e.message().contains("2 of 4 land cells"), e::toString);
        assertEquals("0 in all 4 land cells (the engine regenerates it at load)", only(migrate(21, 20).report(), "random")
                .message(), "a 2 × 2 land grid");
        assertEquals(Optional.empty(), m.model().random());
        assertEquals(1, m.report().entries().size(), m.report()::toString);
    }

    @Test
    void droppingAnAllZeroSectionLosesNothing() {
        OprwWorld zeros = new OprwToOprw(20).apply(new OprwToOprw(21).apply(OprwWorlds.full(20)).model()).model();
        assertEquals(Optional.of(ShortGrid.filled(2, 2, (short) 0)), zeros.random());
        LossReport report = new OprwToOprw(21).apply(zeros).report();
        assertTrue(report.entries().stream().noneMatch(e -> e.field().equals("random")), report::toString);
        assertTrue(report.lossless(), report::toString);
    }

    @Test
    void gainingRandomDerivesZeros() {
        Migrated<OprwWorld> m = migrate(21, 20);
        LossReport.Entry e = only(m.report(), "random");
        assertEquals(LossReport.Kind.DERIVED, e.kind());
        assertTrue(e.message().contains("regenerates"), e::toString);
        assertEquals(Optional.of(ShortGrid.filled(2, 2, (short) 0)), m.model().random());
        assertTrue(m.report().lossless());
    }

    @Test
    void grassComesAt18() {
        Migrated<OprwWorld> up = migrate(17, 18);
        assertEquals(LossReport.Kind.DERIVED, only(up.report(), "grass").kind());
        assertEquals(Optional.of(ByteGrid.filled(4, 2, (byte) 0)), up.model().grass());
        Migrated<OprwWorld> down = migrate(18, 17);
        LossReport.Entry e = only(down.report(), "grass");
        assertEquals(LossReport.Kind.LOST, e.kind());
        assertTrue(e.message().contains("3 of 8 terrain cells"), e::toString);
        assertEquals(Optional.empty(), down.model().grass());
    }

    @Test
    void primaryTextureComesAt22() {
        Migrated<OprwWorld> up = migrate(21, 22);
        assertEquals(List.of("primaryTexture"), up.report().entries().stream().map(LossReport.Entry::field).toList());
        assertEquals(Optional.of(ByteGrid.filled(4, 2, (byte) 0)), up.model().primaryTexture());
        LossReport.Entry e = only(migrate(22, 21).report(), "primaryTexture");
        assertEquals(LossReport.Kind.LOST, e.kind());
        assertTrue(e.message().contains("1 of 8 terrain cells"), e::toString);
    }

    @Test
    void connectionTypesComeAt24OnePerPosition() {
        String field = "roads[].links[].connectionTypes";
        Migrated<OprwWorld> up = migrate(23, 24);
        assertEquals(LossReport.Kind.DERIVED, only(up.report(), field).kind());
        assertTrue(only(up.report(), field).message().contains("2 road links"));
        List<OprwRoadLink> links = up.model().roads().get(0).links();
        assertEquals(Optional.of(Blob.of(new byte[2])), links.get(0).connectionTypes());
        assertEquals(Optional.of(Blob.of(new byte[3])), links.get(1).connectionTypes());

        Migrated<OprwWorld> down = migrate(24, 23);
        LossReport.Entry e = only(down.report(), field);
        assertEquals(LossReport.Kind.LOST, e.kind());
        assertEquals("OPRW v23 has no road connection types; 1 of 2 road links had a non-zero type", e.message());
        assertTrue(down.model().roads().get(0).links().stream().allMatch(l -> l.connectionTypes().isEmpty()));

        // links whose types are all 0 lose nothing; two typed of three are counted as two
        for (int[][] types : new int[][][] {{{0, 0}, {0, 0, 0}}, {{1, 0}, {0, 0, 0}, {0, 2}}}) {
            OprwWorld w = withLinks(OprwWorlds.full(24), types);
            List<LossReport.Entry> lost = new OprwToOprw(23).apply(w).report().entries().stream()
                    .filter(x -> x.field().equals(field)).toList();
            assertEquals(types.length == 2 ? List.of() : List.of("lost    " + field + ": OPRW v23 has no road connection"
                    + " types; 2 of 3 road links had a non-zero type"), lost.stream().map(LossReport.Entry::toString).toList());
        }
    }

    private static OprwWorld withLinks(OprwWorld w, int[][] types) {
        List<OprwRoadLink> links = java.util.Arrays.stream(types).map(t -> OprwWorlds.link(w.version(), t)).toList();
        return new OprwWorld(w.version(), w.appId(), w.landCellSize(), w.geography(), w.soundMap(), w.peaks(),
                w.materialIndex(), w.random(), w.grass(), w.primaryTexture(), w.elevation(), w.materials(), w.models(),
                w.entities(), w.objectOffsets(), w.mapInfoOffsets(), w.persistent(), w.subdivisionHints(), w.maxObjectId(),
                List.of(new OprwRoadCell(1, links)), w.objects(), w.mapInfos(), w.mapInfoTail(), w.trailing());
    }

    @Test
    void appIdComesAt25() {
        Migrated<OprwWorld> up = migrate(24, 25);
        assertEquals(LossReport.Kind.DERIVED, only(up.report(), "appId").kind());
        assertEquals(OptionalInt.of(0), up.model().appId());
        Migrated<OprwWorld> down = migrate(25, 24);
        LossReport.Entry e = only(down.report(), "appId");
        assertEquals(LossReport.Kind.LOST, e.kind());
        assertTrue(e.message().contains("1234"), e::toString);
        assertEquals(OptionalInt.empty(), down.model().appId());
    }

    @Test
    void everyDifferingFeatureWithFieldsGetsExactlyOneEntryPerField() {
        for (int a = OprwFeature.FIRST_VERSION; a <= OprwFeature.LAST_VERSION; a++) {
            for (int b = OprwFeature.FIRST_VERSION; b <= OprwFeature.LAST_VERSION; b++) {
                Migrated<OprwWorld> m = migrate(a, b);
                // the compression moves map-info offsets only after a compressed river, which this world lacks
                // (OprwVersionLayoutTest covers one that has it)
                List<String> expected = OprwFeature.differing(a, b).stream().filter(f -> f != OprwFeature.LZO)
                        .flatMap(f -> f.fields().stream()).sorted().toList();
                List<String> named = m.report().entries().stream().map(LossReport.Entry::field).sorted().toList();
                assertEquals(expected, named, a + " → " + b);
                int to = b;
                for (LossReport.Entry e : m.report().entries()) {
                    boolean gained = OprwFeature.differing(a, b).stream()
                            .filter(f -> f.fields().contains(e.field())).allMatch(f -> f.in(to));
                    assertEquals(gained ? LossReport.Kind.DERIVED : LossReport.Kind.LOST, e.kind(), a + " → " + b + ": " + e);
                }
                assertEquals(b, m.model().version());
                assertEquals(OprwWorlds.full(a).objects(), m.model().objects());
            }
        }
    }

    @Test
    void seventeenToTwentyFiveAndBack() {
        Migrated<OprwWorld> up = migrate(17, 25);
        assertEquals(List.of("appId", "grass", "primaryTexture", "random", "roads[].links[].connectionTypes"),
                up.report().entries().stream().map(LossReport.Entry::field).sorted().toList());
        assertTrue(up.report().derived().stream().noneMatch(e -> e.field().equals("random")), "25 has no random: lost");
        assertFalse(up.report().lossless());
        assertThrows(IllegalArgumentException.class, () -> new OprwToOprw(26));
    }
}
