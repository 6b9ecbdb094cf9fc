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
import dev.mapharness.wvr1.Wvr1Net;
import dev.mapharness.wvr1.Wvr1NetHeader;
import dev.mapharness.wvr1.Wvr1World;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr8.Wvr8World;
import java.util.List;
import org.junit.jupiter.api.Test;

class MigrationsTest {
    @Test
    void everyWvrMigrationIsRegistered() {
        List<Migration<?, ?>> all = Migrations.all();
        assertEquals(3, all.size());
        assertTrue(all.stream().anyMatch(m -> m instanceof Wvr1ToWvr4 && m.from() == Format.WVR1 && m.to() == Format.WVR4));
        assertTrue(all.stream().anyMatch(m -> m instanceof Wvr4ToWvr8 && m.from() == Format.WVR4 && m.to() == Format.WVR8));
        assertTrue(all.stream().anyMatch(m -> m instanceof Wvr8ToWvr4 && m.from() == Format.WVR8 && m.to() == Format.WVR4));
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
    }
}
