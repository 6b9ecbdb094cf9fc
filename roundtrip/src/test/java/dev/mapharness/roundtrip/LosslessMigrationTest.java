package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.migrate.Migrated;
import dev.mapharness.migrate.Wvr4ToWvr8;
import dev.mapharness.migrate.Wvr8ToWvr4;
import dev.mapharness.wvr4.HeightScale;
import dev.mapharness.wvr4.Wvr4Codec;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr8.Wvr8Codec;
import dev.mapharness.wvr8.Wvr8World;
import java.util.List;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.quicktheories.QuickTheory;
import org.quicktheories.core.Gen;

/**
 * 4WVR → 8WVR → 4WVR gives back every world the first step calls lossless, and neither step
 * reports a loss, in both height scales.
 */
class LosslessMigrationTest {
    private static final int EXAMPLES = 150;

    /** Lossless worlds whose names all end with a NUL and whose slot 0 holds a name. */
    @ParameterizedTest
    @EnumSource(HeightScale.class)
    void everyLosslessWorldWithTerminatedNamesAndANamedSlotZeroComesBack(HeightScale scale) {
        comesBack(MigrationTheories.qt(0x9_0100L + scale.ordinal(), EXAMPLES), LosslessWvr4Gens.worlds(MigrationGridSizes.mixed(), false, false), scale);
        comesBack(MigrationTheories.qtFew(0x9_0108L + scale.ordinal(), 1), LosslessWvr4Gens.worlds(GridSizes.large(), false, false), scale);
    }

    /**
     * Adds names that fill their slot with no NUL. Disabled: a 32-byte texture name with no NUL
     * (which 4WVR holds, and 4WVR → 8WVR carries whole) is refused by 8WVR → 4WVR as "over 31
     * bytes": the way back reports it LOST, leaves its slot empty and moves its cells to slot 0.
     * A 76-byte object path, by contrast, goes back into its slot whole.
     */
    @Disabled("8WVR → 4WVR drops 32-byte texture names that 4WVR holds with no NUL (Wvr8TextureTable allows 31 bytes)")
    @ParameterizedTest
    @EnumSource(HeightScale.class)
    void losslessWorldsWithUnterminatedNamesComeBack(HeightScale scale) {
        comesBack(MigrationTheories.qt(0x9_0110L + scale.ordinal(), EXAMPLES), LosslessWvr4Gens.worlds(MigrationGridSizes.mixed(), true, false), scale);
    }

    /**
     * Adds an empty slot 0 that cells use. Disabled: 4WVR → 8WVR makes it an empty material 0 and
     * 8WVR → 4WVR fills an empty slot 0 with the engine writer's LandText\mo.pac, reported only as
     * derived, so the world does not come back equal and no step reports a loss.
     */
    @Disabled("8WVR → 4WVR names an empty slot 0 LandText\\mo.pac even when cells use it, so it does not come back")
    @ParameterizedTest
    @EnumSource(HeightScale.class)
    void losslessWorldsWithAnEmptySlotZeroInUseComeBack(HeightScale scale) {
        comesBack(MigrationTheories.qt(0x9_0120L + scale.ordinal(), EXAMPLES), LosslessWvr4Gens.worlds(MigrationGridSizes.mixed(), false, true), scale);
    }

    private static void comesBack(QuickTheory qt, Gen<Wvr4World> worlds, HeightScale scale) {
        qt.forAll(worlds).checkAssert(source -> {
            Migrated<Wvr8World> there = new Wvr4ToWvr8(scale).apply(source);
            assertEquals(List.of(), there.report().losses(), "4WVR → 8WVR");
            MigrationOutputs.writesAndReadsBackStrictly(Wvr8Codec.INSTANCE, there.model());
            Migrated<Wvr4World> back = new Wvr8ToWvr4(scale).apply(there.model());
            assertEquals(List.of(), back.report().losses(), "8WVR → 4WVR");
            assertEquals(source, back.model());
        });
    }
}
