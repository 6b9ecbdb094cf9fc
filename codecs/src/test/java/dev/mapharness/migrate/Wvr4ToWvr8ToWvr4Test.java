package dev.mapharness.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.ReadOptions;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.wvr4.HeightScale;
import dev.mapharness.wvr4.Wvr4Reader;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr4.Wvr4Writer;
import dev.mapharness.wvr8.Wvr8World;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** 4WVR → 8WVR → 4WVR gives back a canonical world unchanged, and neither step reports a loss. */
class Wvr4ToWvr8ToWvr4Test {
    @ParameterizedTest
    @EnumSource(HeightScale.class)
    void aCanonicalWorldComesBackEqual(HeightScale scale) {
        Wvr4World source = WvrWorlds.canonical4();
        Migrated<Wvr8World> there = new Wvr4ToWvr8(scale).apply(source);
        Migrated<Wvr4World> back = new Wvr8ToWvr4(scale).apply(there.model());
        assertTrue(there.report().lossless(), there.report().toString());
        assertTrue(back.report().lossless(), back.report().toString());
        assertEquals(source, back.model());
    }

    /** Every 16-bit height, through float metres and back, in both scales. */
    @ParameterizedTest
    @EnumSource(HeightScale.class)
    void everyRawHeightSurvivesFloatMetres(HeightScale scale) {
        short[] all = new short[1 << 16];
        for (int i = 0; i < all.length; i++) {
            all[i] = (short) (i + Short.MIN_VALUE);
        }
        Wvr4World c = WvrWorlds.canonical4();
        Wvr4World source = new Wvr4World(ShortGrid.of(256, 256, all), ShortGrid.filled(256, 256, (short) 1),
                c.textureNames(), c.objects(), c.terminator(), c.trailing());
        Migrated<Wvr4World> back = new Wvr8ToWvr4(scale).apply(new Wvr4ToWvr8(scale).apply(source).model());
        assertEquals(source.heights(), back.model().heights());
        assertTrue(back.report().lossless(), back.report().toString());
    }

    @Test
    void theRoundTripAlsoHoldsByteForByte() {
        byte[] bytes = Wvr4Writer.write(WvrWorlds.canonical4());
        Wvr4World read = Wvr4Reader.read(bytes, ReadOptions.LENIENT).model();
        Wvr4World back = new Wvr8ToWvr4().apply(new Wvr4ToWvr8().apply(read).model()).model();
        assertEquals(java.util.HexFormat.of().formatHex(bytes), java.util.HexFormat.of().formatHex(Wvr4Writer.write(back)));
    }
}
