package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.format.Format;
import dev.mapharness.migrate.Migrated;
import dev.mapharness.migrate.Migrations;
import dev.mapharness.migrate.Wvr1ToWvr4;
import dev.mapharness.migrate.Wvr4ToWvr8;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr8.Wvr8Codec;
import dev.mapharness.wvr8.Wvr8World;
import java.util.List;
import org.junit.jupiter.api.Test;

/** 1WVR → 8WVR runs 1WVR → 4WVR then 4WVR → 8WVR, and each step's report is that step's own. */
class MigrationChainTest {
    @Test
    void oneToEightIsTheTwoStepsWithTheirOwnReports() {
        Theories.qt(0x9_0500L, 100).forAll(Wvr1ToWvr4MigrationTest.worlds(Wvr1ToWvr4MigrationTest.sizes()))
                .checkAssert(source -> {
                    Migrations.Chain chain = Migrations.migrate(source, Format.WVR8);
                    assertEquals(2, chain.steps().size(), "steps");
                    Migrations.Step first = chain.steps().get(0);
                    Migrations.Step second = chain.steps().get(1);
                    assertEquals(List.of(Format.WVR1, Format.WVR4), List.of(first.migration().from(), first.migration().to()));
                    assertEquals(List.of(Format.WVR4, Format.WVR8), List.of(second.migration().from(), second.migration().to()));

                    Migrated<Wvr4World> one = new Wvr1ToWvr4().apply(source);
                    Migrated<Wvr8World> two = new Wvr4ToWvr8().apply(one.model());
                    assertEquals(one.report(), first.report(), "1WVR → 4WVR report");
                    assertEquals(two.report(), second.report(), "4WVR → 8WVR report");
                    assertEquals(two.model(), chain.model(), "final model");
                    assertEquals(one.report().lossless() && two.report().lossless(), chain.lossless(), "lossless");
                    MigrationOutputs.writesAndReadsBackStrictly(Wvr8Codec.INSTANCE, (Wvr8World) chain.model());
                });
    }
}
