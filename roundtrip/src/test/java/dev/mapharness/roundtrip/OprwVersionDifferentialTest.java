package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mapharness.diff.DifferentialResult;
import dev.mapharness.diff.OprwRoundTrip;
import dev.mapharness.format.Decoded;
import dev.mapharness.diff.VersionDifferential;
import dev.mapharness.oprw.OprwWorld;
import org.junit.jupiter.api.Test;

/**
 * Every generated world, written as OPRW 18, 20, 23, 24 and 25 and read back strictly, agrees
 * with itself everywhere the version table does not say otherwise.
 */
class OprwVersionDifferentialTest {
    private static boolean agrees(OprwWorld world) {
        DifferentialResult r = VersionDifferential.run(world, VersionDifferential.DEFAULT_VERSIONS);
        if (!r.agrees()) {
            // QuickTheories shows the world; the divergences say what went wrong with it
            System.err.println("unexpected: " + r.unexpected() + " failures: " + r.failures());
        }
        return r.agrees();
    }

    @Test
    void worldsFromVersion24AgreeAcrossVersions() {
        Theories.qt(0xD1FF_0024L, 60).forAll(OprwWorldsFromWvr8.conforming(24)).check(OprwVersionDifferentialTest::agrees);
    }

    @Test
    void worldsFromVersion18AgreeAcrossVersions() {
        Theories.qt(0xD1FF_0018L, 40).forAll(OprwWorldsFromWvr8.conforming(18)).check(OprwVersionDifferentialTest::agrees);
    }

    @Test
    void worldsFromVersion25AgreeAcrossVersions() {
        Theories.qt(0xD1FF_0025L, 40).forAll(OprwWorldsFromWvr8.conforming(25)).check(OprwVersionDifferentialTest::agrees);
    }

    /** Full generated worlds of every version: entities, peaks, map infos of every type, rivers, roads. */
    @Test
    void generatedWorldsOfEveryVersionAgreeAcrossVersions() {
        Theories.qt(0xD1FF_0A11L, 60).forAll(OprwGens.conforming()).check(OprwVersionDifferentialTest::agrees);
    }

    /** One large world (hundreds of land cells a side, every array compressed) through every version. */
    @Test
    void aLargeGeneratedWorldAgreesAcrossVersions() {
        Theories.qtFew(0xD1FF_0B16L, 1).forAll(OprwGens.conformingLarge()).check(OprwVersionDifferentialTest::agrees);
    }

    /** The property can fail: a reader that loses something in 25 alone is caught. */
    @Test
    void aFaultInOneVersionFailsTheProperty() {
        OprwRoundTrip faulty = new OprwRoundTrip() {
            @Override
            public byte[] write(OprwWorld world) {
                return CODEC.write(world);
            }

            @Override
            public Decoded<OprwWorld> readStrict(byte[] bytes) {
                Decoded<OprwWorld> d = CODEC.readStrict(bytes);
                OprwWorld w = d.model();
                if (w.version() != 25) {
                    return d;
                }
                OprwWorld halved = new OprwWorld(w.version(), w.appId(), w.landCellSize() / 2, w.geography(), w.soundMap(),
                        w.peaks(), w.materialIndex(), w.random(), w.grass(), w.primaryTexture(), w.elevation(), w.materials(),
                        w.models(), w.entities(), w.objectOffsets(), w.mapInfoOffsets(), w.persistent(), w.subdivisionHints(),
                        w.maxObjectId(), w.roads(), w.objects(), w.mapInfos(), w.mapInfoTail(), w.trailing());
                return new Decoded<>(halved, d.violations(), d.fieldMap());
            }
        };
        assertThrows(AssertionError.class, () -> Theories.qtFew(0xD1FF_FA17L, 3).forAll(OprwWorldsFromWvr8.conforming(24))
                .check(w -> VersionDifferential.run(w, faulty, VersionDifferential.DEFAULT_VERSIONS).agrees()));
    }
}
