package dev.mapharness.nightly;

import dev.mapharness.reports.nightly.VersionRun;
import dev.mapharness.reports.nightly.RoundTripCheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.diff.DifferentialResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CorpusChecksTest {
    static final Path CORPUS = Path.of("..", "corpus").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    @Test
    void everyCorpusMapRoundTrips() {
        List<String> seen = new ArrayList<>();
        List<RoundTripCheck> checks = CorpusRoundTrips.run(CORPUS, seen::add);
        assertEquals(seen, checks.stream().map(RoundTripCheck::file).toList(), "progress names each file as it starts");
        assertTrue(checks.size() >= 30, "every format directory is walked: " + seen);
        assertTrue(seen.contains("oprw/v25-medium.wrp") && seen.contains("mm/medium.$$m") && seen.contains("4wvr/hand-4x4.wrp"), seen::toString);
        assertTrue(seen.stream().noneMatch(f -> f.startsWith("fuzz/") || f.startsWith("hand/") || f.startsWith("src/")
                || f.equals("pom.xml")), seen::toString);
        for (RoundTripCheck c : checks) {
            assertTrue(c.passed(), c::toString);
            assertEquals("", c.detail());
            assertFalse(c.format().equals("unknown"), c::toString);
        }
    }

    @Test
    void everyCorpusOprwWorldAgreesAcrossVersions() {
        List<VersionRun> runs = CorpusDifferentials.run(CORPUS, f -> { });
        assertEquals(18, runs.size(), "v17..v25, small and medium");
        for (VersionRun r : runs) {
            assertTrue(r.file().startsWith("oprw/"), r::file);
            assertFalse(r.result().expected().isEmpty(), "the version number itself differs: " + r.file());
            assertTrue(r.result().failures().isEmpty(), () -> r.file() + ": " + r.result().failures());
            assertTrue(r.result().unexpected().isEmpty(), () -> r.file() + ": " + r.result().unexpected());
            assertTrue(r.result().agrees(), r.file());
        }
    }

    @Test
    void aFileThatDoesNotReadIsAFailedRoundTripWithItsReason() throws IOException {
        Path corpus = dir.resolve("corpus");
        Files.createDirectories(corpus.resolve("4wvr"));
        Files.createDirectories(corpus.resolve("fuzz/x"));
        byte[] good = Files.readAllBytes(CORPUS.resolve("4wvr/small.wrp"));
        Files.write(corpus.resolve("4wvr/good.wrp"), good);
        Files.write(corpus.resolve("4wvr/cut.wrp"), java.util.Arrays.copyOf(good, good.length / 2));
        Files.write(corpus.resolve("4wvr/noise.wrp"), new byte[] {1, 2, 3});
        Files.write(corpus.resolve("fuzz/x/seed"), new byte[] {1, 2, 3});
        List<RoundTripCheck> checks = CorpusRoundTrips.run(corpus, f -> { });
        assertEquals(List.of("4wvr/cut.wrp", "4wvr/good.wrp", "4wvr/noise.wrp"), checks.stream().map(RoundTripCheck::file).toList());
        assertFalse(checks.get(0).passed());
        assertTrue(checks.get(0).detail().startsWith("does not read strictly: "), checks.get(0)::detail);
        assertTrue(checks.get(1).passed(), checks.get(1)::toString);
        assertFalse(checks.get(2).passed());
        assertEquals("unknown", checks.get(2).format());
    }

    @Test
    void bytesAfterTheEndAreKeptLenientlyButFailTheStrictRoundTrip() throws IOException {
        byte[] good = Files.readAllBytes(CORPUS.resolve("4wvr/small.wrp"));
        byte[] longer = java.util.Arrays.copyOf(good, good.length + 3);
        RoundTripCheck c = CorpusRoundTrips.check("4wvr/longer.wrp", longer);
        assertFalse(c.passed(), c::toString);
    }

    @Test
    void aRealEditorsHabitsPassButAnErrorFails() throws IOException {
        byte[] habits = Files.readAllBytes(CORPUS.resolve("8wvr/terrain-builder.wrp"));
        RoundTripCheck notes = CorpusRoundTrips.check("8wvr/terrain-builder.wrp", habits);
        assertTrue(notes.passed(), notes::toString);
        // the cell size at byte 20 made NaN: an error, whatever else the file holds
        byte[] broken = habits.clone();
        java.nio.ByteBuffer.wrap(broken).order(java.nio.ByteOrder.LITTLE_ENDIAN).putFloat(20, Float.NaN);
        RoundTripCheck error = CorpusRoundTrips.check("8wvr/nan.wrp", broken);
        assertFalse(error.passed(), error::toString);
        assertTrue(error.detail().startsWith("reads with 1 error: error [8wvr/land-cell-size] at byte 20"), error::detail);
    }

    @Test
    void anOprwFileThatDoesNotReadIsADifferentialThatDoesNotAgree() throws IOException {
        byte[] good = Files.readAllBytes(CORPUS.resolve("oprw/v25-small.wrp"));
        DifferentialResult r = CorpusDifferentials.run(java.util.Arrays.copyOf(good, 40));
        assertFalse(r.agrees());
        assertEquals(1, r.failures().size());
        assertTrue(r.failures().get(0).message().startsWith("does not read strictly"), r::toString);
    }
}
