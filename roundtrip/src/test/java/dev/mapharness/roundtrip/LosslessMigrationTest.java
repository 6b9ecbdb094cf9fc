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
        comesBack(Theories.qt(0x9_0100L + scale.ordinal(), EXAMPLES), LosslessWvr4Gens.worlds(MigrationGridSizes.mixed(), false, false), scale);
        comesBack(Theories.qtFew(0x9_0108L + scale.ordinal(), 1), LosslessWvr4Gens.worlds(GridSizes.large(), false, false), scale);
    }

    /** Adds names that fill their slot with no NUL (32-byte texture names, 76-byte model names). */
    @ParameterizedTest
    @EnumSource(HeightScale.class)
    void losslessWorldsWithUnterminatedNamesComeBack(HeightScale scale) {
        comesBack(Theories.qt(0x9_0110L + scale.ordinal(), EXAMPLES), LosslessWvr4Gens.worlds(MigrationGridSizes.mixed(), true, false), scale);
    }

    /** Adds an empty slot 0 that cells use: it must come back empty, not as the engine writer's default. */
    @ParameterizedTest
    @EnumSource(HeightScale.class)
    void losslessWorldsWithAnEmptySlotZeroInUseComeBack(HeightScale scale) {
        comesBack(Theories.qt(0x9_0120L + scale.ordinal(), EXAMPLES), LosslessWvr4Gens.worlds(MigrationGridSizes.mixed(), false, true), scale);
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
