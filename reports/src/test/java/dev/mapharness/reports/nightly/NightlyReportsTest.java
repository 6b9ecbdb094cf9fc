package dev.mapharness.reports.nightly;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NightlyReportsTest {
    @TempDir
    Path runs;

    /** Two nights through their files: the second sees the first's round trip break and its finding fixed. */
    @Test
    void theSecondNightComparesWithTheFirstThroughItsFiles() throws Exception {
        Path first = Nights.run(runs, "20261120-010000", Nights.summary("nightly", List.of("aa"), List.of()));
        NightlyReport one = NightlyReports.build(first, List.of(new RoundTripCheck("4wvr/small.wrp", "4WVR", true, "")), List.of());
        assertEquals(List.of(new Change(Change.Kind.NEW, "t", "aa", "IndexOutOfBoundsException in X.y")), one.changes());
        NightlyJson.write(first, one);

        Files.createDirectories(runs.resolve("20261119-010000")); // stopped before it wrote a summary: ignored
        Nights.run(runs, "20261118-010000", "garbage");
        Path second = Nights.run(runs, "20261121-010000", Nights.summary("nightly", List.of(), List.of()));
        String hostile = "4wvr/small\u001b[2J.wrp";
        NightlyReport two = NightlyReports.build(second,
                List.of(new RoundTripCheck("4wvr/small.wrp", "4WVR", false, "differs at byte 7"),
                        new RoundTripCheck(hostile, "4WVR", true, "")), List.of());
        assertEquals("20261121-010000", two.runId());
        assertEquals(1, two.skippedNights());
        assertEquals(List.of("20261120-010000"), two.history().stream().map(PastNight::runId).toList());
        assertEquals(List.of(new Change(Change.Kind.FIXED, "t", "aa", "IndexOutOfBoundsException in X.y"),
                new Change(Change.Kind.BROKE, "round-trip", "4wvr/small.wrp", "differs at byte 7")), two.changes());
        assertTrue(two.failing());

        String text = NightlyText.render(two);
        assertTrue(text.contains("round trips: 2 file(s), 1 FAIL"), text);
        assertTrue(text.contains("FAILS  4wvr/small.wrp: differs at byte 7"), text);
        assertTrue(text.contains("broke  round-trip 4wvr/small.wrp: differs at byte 7"), text);
        assertTrue(text.contains("1 earlier run(s) skipped"), text);
        assertFalse(text.contains("\u001b"), "no raw escape reaches the terminal");

        JsonNode json = new ObjectMapper().readTree(NightlyJson.render(two));
        assertEquals(NightlyJson.SCHEMA, json.get("schema").asText());
        assertTrue(json.get("failing").asBoolean());
        assertEquals("broke", json.get("changes").get(1).get("kind").asText());
        assertEquals(hostile, json.get("roundTrips").get(1).get("file").asText(), "JSON escapes, and reads back to the same name");
        assertEquals(40, json.get("fuzz").get("replayedInputs").asInt());
    }
}
