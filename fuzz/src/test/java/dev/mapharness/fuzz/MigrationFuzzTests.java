package dev.mapharness.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.mapharness.migrate.LossReport;
import dev.mapharness.migrate.MigrationRules;
import dev.mapharness.migrate.Migrations;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The migration targets ({@code MigrationTargets}) as Jazzer {@code @FuzzTest}s; see {@link FuzzTestNames}. */
class MigrationFuzzTests {

    private static void run(String target, FuzzedDataProvider data) {
        FuzzTestNames.run(target, data);
    }

    @FuzzTest
    void wvr1To4wvr(FuzzedDataProvider data) {
        run("1wvr-to-4wvr", data);
    }

    @FuzzTest
    void wvr4To8wvr(FuzzedDataProvider data) {
        run("4wvr-to-8wvr", data);
    }

    @FuzzTest
    void wvr8To4wvr(FuzzedDataProvider data) {
        run("8wvr-to-4wvr", data);
    }

    @FuzzTest
    void wvr8ToOprw(FuzzedDataProvider data) {
        run("8wvr-to-oprw", data);
    }

    @FuzzTest
    void oprwToOprw(FuzzedDataProvider data) {
        run("oprw-to-oprw", data);
    }

    @FuzzTest
    void oprwTo8wvr(FuzzedDataProvider data) {
        run("oprw-to-8wvr", data);
    }

    @FuzzTest
    void wwdCompression(FuzzedDataProvider data) {
        run("wwd-compression", data);
    }

    @FuzzTest
    void wwdToTiled(FuzzedDataProvider data) {
        run("wwd-to-tiled", data);
    }

    @FuzzTest
    void wmpToMm(FuzzedDataProvider data) {
        run("wmp-to-mm", data);
    }

    @FuzzTest
    void wmpbToMm(FuzzedDataProvider data) {
        run("wmpb-to-mm", data);
    }

    @FuzzTest
    void wmpbToWmp(FuzzedDataProvider data) {
        run("wmpb-to-wmp", data);
    }

    @FuzzTest
    void wmpToWmpb(FuzzedDataProvider data) {
        run("wmp-to-wmpb", data);
    }

    @Test
    void everyMigrationHasATarget() {
        Set<Class<?>> registered = new HashSet<>();
        Migrations.all().forEach(m -> registered.add(m.getClass()));
        assertEquals(registered, new HashSet<>(MigrationTargets.MIGRATIONS));
    }

    @Test
    void reportFieldsCoverComparatorPathsWithoutTheirIndices() {
        LossCoverage same = LossCoverage.SAME_FORMAT;
        assertTrue(same.covers("objects[].model", "objects[3].model"));
        assertTrue(same.covers("objects.name", "objects[12].name"));
        assertTrue(same.covers("roads", "roads[2].links[0].model"));
        assertTrue(same.covers("objects[4].model", "objects"), "a dropped object covers the list's length");
        assertTrue(same.covers("grass, primaryTexture", "primaryTexture"));
        assertFalse(same.covers("objects.name", "objects[3].transform[2]"));
        assertFalse(same.covers("road", "roads"), "names match by whole fields, not by text");
    }

    @Test
    void anotherFormatsNamesMapOntoTheRoundTripsOwn() {
        assertTrue(LossCoverage.WVR4_WVR8.covers("elevation", "heights"));
        assertTrue(LossCoverage.WVR4_WVR8.covers("objects[].model", "objects[0].name"));
        assertTrue(LossCoverage.WVR4_WVR8.covers("dummy", "terminator"));
        assertTrue(LossCoverage.OPRW_WVR8.covers("materialIndices", "materialIndex"));
        assertFalse(LossCoverage.WVR4_WVR8.covers("elevation", "textureIndices"));
    }

    private record Pair(int value, List<Integer> items) {
    }

    @Test
    void aDifferenceNoEntryNamesIsAFinding() {
        LossReport derivedItems = new LossReport.Builder().derived(MigrationRules.VALUE_DEFAULTED, "items", "made up").build();
        LossReport lostValue = new LossReport.Builder().lost(MigrationRules.NUMBER_ROUNDED, "value", "rounded").build();
        Pair a = new Pair(1, List.of(1, 2, 3));
        Pair b = new Pair(2, List.of(1, 3));
        AssertionError e = assertThrows(AssertionError.class,
                () -> LossCoverage.SAME_FORMAT.check("test", a, b, derivedItems, LossReport.NONE, true));
        assertTrue(e.getMessage().contains("value"), e.getMessage());
        assertFalse(e.getMessage().contains("items["), "the list's covered length covers its shifted elements");
        LossCoverage.SAME_FORMAT.check("test", a, b, lostValue, derivedItems, true);
    }

    @Test
    void aLosslessFirstStepLeavesOnlyDerivedFieldsToDiffer() {
        LossReport lostValueOnTheWayBack = new LossReport.Builder().lost(MigrationRules.NUMBER_ROUNDED, "value", "rounded").build();
        Pair a = new Pair(1, List.of());
        Pair b = new Pair(2, List.of());
        assertThrows(AssertionError.class,
                () -> LossCoverage.SAME_FORMAT.check("test", a, b, LossReport.NONE, lostValueOnTheWayBack, true));
        LossCoverage.SAME_FORMAT.check("test", a, a, LossReport.NONE, LossReport.NONE, true);
        // a source that breaks its format's rules may lose the offending value on the way back
        LossCoverage.SAME_FORMAT.check("test", a, b, LossReport.NONE, lostValueOnTheWayBack, false);
    }
}
