package dev.mapharness.reports.nightly;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NightHistoryTest {
    @TempDir
    Path runs;

    @Test
    void aSummaryReadsIntoTheFuzzNight() throws Exception {
        FuzzSummaryFile.Run run = FuzzSummaryFile.parse(Nights.summary("nightly", List.of("aa"), List.of("bb"))
                .getBytes(StandardCharsets.UTF_8));
        assertEquals("nightly", run.kind());
        assertEquals(3600.5, run.seconds());
        assertEquals(40, run.night().replayedInputs());
        assertEquals(List.of(new FuzzNight.ReplayRow("t", "fuzz/t/findings/crash-bb", "bb", "still fails")), run.night().replayFailures());
        assertEquals(new FuzzNight.TargetRow("t", 3500.0, 123456, 36, 900, 2000, 77), run.night().targets().get(0));
        FuzzNight.FindingRow f = run.night().findings().get(0);
        assertEquals("aa", f.signature());
        assertEquals(10, f.originalSize());
        assertEquals(3, f.minimisedSize());
        assertEquals(123456, run.executions());
    }

    @Test
    void otherSchemasAndBrokenFilesAreRefused() {
        assertThrows(FuzzSummaryFile.Unreadable.class, () -> FuzzSummaryFile.parse("{\"schema\":\"mapharness-fuzz-summary/2\"}".getBytes()));
        assertThrows(FuzzSummaryFile.Unreadable.class, () -> FuzzSummaryFile.parse("{\"schema\":".getBytes()));
        assertThrows(FuzzSummaryFile.Unreadable.class, () -> FuzzSummaryFile.parse("[1,2]".getBytes()));
        assertThrows(FuzzSummaryFile.Unreadable.class, () -> FuzzSummaryFile.parse(new byte[0]));
        assertThrows(FuzzSummaryFile.Unreadable.class, () -> FuzzSummaryFile.parse(new byte[] {(byte) 0xFF, 0, 1}));
    }

    @Test
    void theLastTenEarlierNightsNewestFirstSkippingWhatDoesNotRead() throws IOException {
        for (int day = 1; day <= 14; day++) {
            Nights.run(runs, String.format("202611%02d-010000", day), Nights.summary("nightly", List.of(), List.of()));
        }
        Nights.run(runs, "20261113-120000", "{ not json");
        Nights.run(runs, "20261112-120000", "{\"schema\":\"something-else/1\"}");
        Nights.run(runs, "20261111-120000", Nights.summary("fuzz", List.of("x"), List.of())); // not a night
        Files.createDirectories(runs.resolve("20261110-120000")); // no summary yet
        Nights.run(runs, "20261115-010000", Nights.summary("nightly", List.of(), List.of())); // this night
        Nights.run(runs, "20261116-010000", Nights.summary("nightly", List.of(), List.of())); // later

        NightHistory h = NightHistory.load(runs, "20261115-010000", NightHistory.DEFAULT_LIMIT);
        List<String> ids = h.past().stream().map(PastNight::runId).toList();
        assertEquals(List.of("20261114-010000", "20261113-010000", "20261112-010000", "20261111-010000",
                "20261110-010000", "20261109-010000", "20261108-010000", "20261107-010000", "20261106-010000",
                "20261105-010000"), ids);
        assertEquals(2, h.skipped(), "the broken and the other-schema summary");
        PastNight p = h.past().get(0);
        assertEquals(123456, p.executions());
        assertEquals(0, p.findings());
    }

    @Test
    void noRunsDirectoryIsTheFirstNight() {
        NightHistory h = NightHistory.load(runs.resolve("none"), "20261115-010000", 10);
        assertEquals(List.of(), h.nights());
        assertEquals(0, h.skipped());
    }

    @Test
    void nightlyJsonKeepsTheStatesForTheNextNight() throws IOException {
        Path dir = Nights.run(runs, "20261114-010000", Nights.summary("nightly", List.of(), List.of()));
        NightlyReport r = new NightlyReport("20261114-010000", "2026-11-14T01:00:00Z", 12,
                List.of(new RoundTripCheck("4wvr/a \"<x>\u0007\u00e9.wrp", "4WVR", true, ""),
                        new RoundTripCheck("oprw/b.wrp", "OPRW v25", false, "does not read")),
                List.of(), new FuzzNight(0, List.of(), List.of(), List.of()), List.of(), List.of());
        NightlyJson.write(dir, r);
        String json = Files.readString(dir.resolve(NightlyJson.FILE_NAME), StandardCharsets.US_ASCII);
        assertTrue(json.chars().allMatch(c -> c < 0x80), "pure ASCII");
        assertTrue(json.contains("\\u0007") && json.contains("\\u00E9") || json.contains("\\u00e9"), json);
        NightHistory h = NightHistory.load(runs, "20261115-010000", 10);
        assertEquals(java.util.Map.of("round-trip:4wvr/a \"<x>\u0007\u00e9.wrp", true, "round-trip:oprw/b.wrp", false),
                h.nights().get(0).states().orElseThrow());
    }

    /** Found by the reports fuzz target: escaping non-ASCII alone let DEL through raw, as JsonReport does not. */
    @Test
    void nightlyJsonIsPrintableAsciiWithDelEscaped() {
        NightlyReport r = new NightlyReport("run\u007f", "2026-11-14T01:00:00Z", 12,
                List.of(new RoundTripCheck("a\u007fb.wrp", "4WVR", true, "")), List.of(),
                new FuzzNight(0, List.of(), List.of(), List.of()), List.of(), List.of());
        String json = NightlyJson.render(r);
        assertTrue(json.chars().allMatch(c -> c == '\n' || c >= 0x20 && c < 0x7F), json);
        assertTrue(json.contains("a\\u007Fb.wrp") || json.contains("a\\u007fb.wrp"), json);
    }
}
