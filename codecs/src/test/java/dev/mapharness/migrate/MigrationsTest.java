package dev.mapharness.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.format.Format;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.mm.MmLevel;
import dev.mapharness.mm.MmWorld;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wmpb.WmpbLevel;
import dev.mapharness.wvr1.Wvr1Net;
import dev.mapharness.wvr1.Wvr1NetHeader;
import dev.mapharness.wvr1.Wvr1World;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr8.Wvr8World;
import dev.mapharness.wwd.WwdLevel;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class MigrationsTest {
    @Test
    void everyMigrationIsRegistered() {
        List<Migration<?, ?>> all = Migrations.all();
        assertEquals(all.size(), all.stream().map(m -> m.from() + " → " + m.target()).distinct().count(),
                "one migration per source format and target");
        for (String variant : MigrationTarget.variants(Format.WWD)) {
            MigrationTarget t = MigrationTarget.of(Format.WWD, variant);
            assertTrue(all.stream().anyMatch(m -> m instanceof WwdCompression && m.target().equals(t)), t::toString);
        }
        assertTrue(all.stream().anyMatch(m -> m instanceof OprwToWvr8 && m.from() == Format.OPRW && m.to() == Format.WVR8));
        for (int v = 17; v <= 25; v++) {
            MigrationTarget t = MigrationTarget.oprw(v);
            assertTrue(all.stream().anyMatch(m -> m instanceof Wvr8ToOprw && m.target().equals(t)), t::toString);
            assertTrue(all.stream().anyMatch(m -> m instanceof OprwToOprw && m.target().equals(t)), t::toString);
        }
        assertTrue(all.stream().anyMatch(m -> m instanceof Wvr1ToWvr4 && m.from() == Format.WVR1 && m.to() == Format.WVR4));
        assertTrue(all.stream().anyMatch(m -> m instanceof Wvr4ToWvr8 && m.from() == Format.WVR4 && m.to() == Format.WVR8));
        assertTrue(all.stream().anyMatch(m -> m instanceof Wvr8ToWvr4 && m.from() == Format.WVR8 && m.to() == Format.WVR4));
        assertTrue(all.stream().anyMatch(m -> m instanceof WmpToMm && m.from() == Format.WMP_TEXT
                && m.to() == Format.GAMESTUDIO_MAP));
        assertTrue(all.stream().anyMatch(m -> m instanceof WwdToTiled && m.from() == Format.WWD && m.to() == Format.TILED));
    }

    @Test
    void eachMigrationTakesTheModelOfItsSourceFormat() {
        Map<Format, Class<?>> models = Map.of(Format.WVR1, Wvr1World.class, Format.WVR4, Wvr4World.class,
                Format.WVR8, Wvr8World.class, Format.OPRW, OprwWorld.class,
                Format.WMP_TEXT, WmpLevel.class, Format.WMPB, WmpbLevel.class,
                Format.WWD, WwdLevel.class);
        for (Migration<?, ?> m : Migrations.all()) {
            assertEquals(models.get(m.from()), m.sourceType(), m::toString);
            assertEquals(m.getClass(), m.forLevel("castle").getClass(), m::toString);
            assertEquals(m.target().format(), m.to(), m::toString);
        }
    }

    @Test
    void aLevelsNameReachesTheStepsThatNameItsFiles() {
        WmpbLevel binary = new WmpToWmpb().apply(WmpSamples.level()).model();
        Migrations.Chain text = Migrations.migrate(binary, MigrationTarget.of(Format.WMP_TEXT), Optional.empty(), "castle");
        assertEquals("castle.$$w", ((WmpLevel) text.model()).settings().orElseThrow().wad().text());
        Migrations.Chain mm = Migrations.migrate(binary, MigrationTarget.of(Format.GAMESTUDIO_MAP), Optional.empty(),
                "castle");
        assertEquals("castle.$$w", ((MmWorld) ((MmLevel) mm.model()).items().get(0))
                .wad().text());
        assertEquals("level.$$w", ((WmpLevel) Migrations.migrate(binary,
                MigrationTarget.of(Format.WMP_TEXT), Optional.empty()).model()).settings().orElseThrow().wad().text());
    }

    @Test
    void oneToEightGoesThroughFour() {
        List<Migration<?, ?>> path = Migrations.path(Format.WVR1, Format.WVR8).orElseThrow();
        assertEquals(2, path.size());
        assertInstanceOf(Wvr1ToWvr4.class, path.get(0));
        assertInstanceOf(Wvr4ToWvr8.class, path.get(1));
        assertInstanceOf(Wvr8ToWvr4.class, Migrations.path(Format.WVR8, Format.WVR4).orElseThrow().get(0));
        assertEquals(List.of(), Migrations.path(Format.WVR4, Format.WVR4).orElseThrow());
        assertTrue(Migrations.path(Format.WVR8, Format.WVR1).isEmpty(), "nothing writes 1WVR");
    }

    @Test
    void pathsReachEveryOprwVersion() {
        MigrationTarget wvr4 = MigrationTarget.of(Format.WVR4);
        List<Migration<?, ?>> toOprw24 = Migrations.path(wvr4, MigrationTarget.oprw(24)).orElseThrow();
        assertEquals(2, toOprw24.size());
        assertInstanceOf(Wvr4ToWvr8.class, toOprw24.get(0));
        assertEquals(MigrationTarget.oprw(24), assertInstanceOf(Wvr8ToOprw.class, toOprw24.get(1)).target());
        List<Migration<?, ?>> oneToOprw = Migrations.path(MigrationTarget.of(Format.WVR1), MigrationTarget.oprw(25)).orElseThrow();
        assertEquals(3, oneToOprw.size());
        assertEquals(oneToOprw, Migrations.path(Format.WVR1, Format.OPRW).orElseThrow(), "OPRW stands for OPRW 25");
        List<Migration<?, ?>> between = Migrations.path(MigrationTarget.oprw(18), MigrationTarget.oprw(24)).orElseThrow();
        assertEquals(1, between.size());
        assertEquals(24, assertInstanceOf(OprwToOprw.class, between.get(0)).version());
        assertInstanceOf(OprwToWvr8.class, Migrations.path(MigrationTarget.oprw(20), MigrationTarget.of(Format.WVR8))
                .orElseThrow().get(0));
        List<Migration<?, ?>> toFour = Migrations.path(MigrationTarget.oprw(20), wvr4).orElseThrow();
        assertEquals(2, toFour.size());
        assertInstanceOf(Wvr8ToWvr4.class, toFour.get(1));
        assertEquals(List.of(), Migrations.path(MigrationTarget.oprw(21), MigrationTarget.oprw(21)).orElseThrow());
        assertTrue(Migrations.path(MigrationTarget.oprw(21), MigrationTarget.of(Format.WVR1)).isEmpty());
    }

    @Test
    void chainStepsSayWhereEachStepStartedAndEnded() {
        Migrations.Chain chain = Migrations.migrate(WvrWorlds.canonical4(), MigrationTarget.oprw(22));
        assertEquals(22, assertInstanceOf(OprwWorld.class, chain.model()).version());
        assertEquals(List.of(MigrationTarget.of(Format.WVR4), MigrationTarget.of(Format.WVR8)),
                chain.steps().stream().map(Migrations.Step::from).toList());
        assertEquals(List.of(MigrationTarget.of(Format.WVR8), MigrationTarget.oprw(22)),
                chain.steps().stream().map(Migrations.Step::to).toList());
        Migrations.Chain down = Migrations.migrate(chain.model(), MigrationTarget.oprw(17));
        assertEquals(MigrationTarget.oprw(22), down.steps().get(0).from());
        assertEquals(MigrationTarget.oprw(17), down.steps().get(0).to());
        assertEquals(List.of(), Migrations.migrate(chain.model(), Format.OPRW).steps(), "same format: no step");
    }

    @Test
    void migrateRunsTheChainAndKeepsEachStepsReport() {
        Wvr1NetHeader header = new Wvr1NetHeader(FixedString.padded("LandText\\Silnice.pac", 24),
                0, 0, 0, 0, 0, 0, 0, 0, 0, 3.5f);
        Wvr1World w = new Wvr1World(ShortGrid.filled(2, 2, (short) 40), ShortGrid.filled(2, 2, (short) 0),
                WvrWorlds.slots(256, 32, "a.pac"), List.of(WvrWorlds.model1(1, 0.5f, 1, 0, "data3d\\a.p3d")),
                List.of(new Wvr1Net(header, List.of())), WvrWorlds.endOfNets(), Blob.EMPTY);
        Migrations.Chain chain = Migrations.migrate(w, Format.WVR8);
        Wvr8World m = assertInstanceOf(Wvr8World.class, chain.model());
        assertEquals(2, chain.steps().size());
        assertInstanceOf(Wvr1ToWvr4.class, chain.steps().get(0).migration());
        assertTrue(chain.steps().get(0).report().mentions("nets"));
        assertTrue(chain.steps().get(1).report().lossless(), chain.steps().get(1).report().toString());
        assertFalse(chain.lossless());
        assertEquals((float) (40 * 0.045), m.elevation().get(1, 1));
        assertEquals(1, m.objects().size());
        assertEquals(50f, m.objects().get(0).transform().x());
        assertEquals(25 + 40 * 0.045, m.objects().get(0).transform().y(), 1e-5);
        assertEquals("a.pac", m.materials().get(1).names().get(0).text());
        assertEquals(ShortGrid.filled(2, 2, (short) 1), m.materialIndices());
    }

    @Test
    void migrateBackToFourIsOneStep() {
        Wvr4World source = WvrWorlds.canonical4();
        Migrations.Chain there = Migrations.migrate(source, Format.WVR8);
        Migrations.Chain back = Migrations.migrate(there.model(), Format.WVR4);
        assertTrue(there.lossless() && back.lossless());
        assertEquals(source, back.model());
        assertThrows(IllegalArgumentException.class, () -> Migrations.migrate(source, Format.WVR1));
        MigrationTarget one = MigrationTarget.of(Format.WVR1);
        assertEquals("no migration from 4WVR to 1WVR", assertThrows(IllegalArgumentException.class,
                () -> Migrations.migrate(source, one, Optional.empty())).getMessage());
        assertEquals("no migration from 4WVR to 1WVR", assertThrows(IllegalArgumentException.class,
                () -> Migrations.migrate(source, one, Optional.empty(), "world")).getMessage());
    }
}
