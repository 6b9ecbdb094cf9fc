package dev.mapharness.fuzz.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The rotation's record goes into a run's summary.json and comes back for the next run. */
class RotationTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path runs;

    private static TargetSummary ran(String target, double startSeconds) {
        return new TargetSummary(target, 20, startSeconds, 12, 1000, 83, 300, 900, 40, 0, target + "/fuzz.log", List.of());
    }

    private static FuzzSummary summary(String kind, List<TargetSummary> targets, List<FuzzSummary.RotatedOut> rotatedOut,
                                       Map<String, String> lastRan, double startSeconds) {
        return new FuzzSummary(FuzzSummary.SCHEMA, kind, "2026-11-20T01:00:00Z", "2026-11-20T01:02:00Z", 120, 118,
                null, targets, List.of(), rotatedOut, lastRan, startSeconds);
    }

    /** As the runner writes it. */
    private void write(String runId, FuzzSummary s) throws IOException {
        Files.createDirectories(runs.resolve(runId));
        Files.write(runs.resolve(runId).resolve("summary.json"), JSON.writeValueAsBytes(s));
    }

    @Test
    void theRecordRoundTripsThroughTheSummary() throws IOException {
        Rotation before = new Rotation(Map.of("a", "20261118-010000", "c", "20261119-010000"), Optional.empty());
        Map<String, String> record = before.after("20261120-010000", List.of("b", "c"));
        assertEquals(Map.of("a", "20261118-010000", "b", "20261120-010000", "c", "20261120-010000"), record);
        write("20261120-010000", summary("nightly", List.of(ran("b", 7.5), ran("c", 9.25)),
                List.of(new FuzzSummary.RotatedOut("a", "20261118-010000"), new FuzzSummary.RotatedOut("d", null)),
                record, 9.25));

        Rotation next = Rotation.load(runs, "20261121-010000");
        assertEquals(record, next.lastRan());
        assertEquals(Optional.of(Duration.ofMillis(9250)), next.startCost());
        assertEquals(List.of("d", "a", "b", "c"), FuzzPlan.rotation(List.of("a", "b", "c", "d"), next.lastRan()),
                "the next night goes on where this one stopped");
    }

    @Test
    void aFuzzRunOfOneTargetKeepsEveryOtherTargetsTurn() throws IOException {
        write("20261120-010000", summary("nightly", List.of(ran("a", 8)), List.of(),
                Map.of("a", "20261120-010000", "b", "20261119-010000"), 8));
        Rotation afterNight = Rotation.load(runs, "20261120-120000");
        write("20261120-120000", summary("fuzz", List.of(ran("b", 8)), List.of(),
                afterNight.after("20261120-120000", List.of("b")), 8));
        assertEquals(Map.of("a", "20261120-010000", "b", "20261120-120000"), Rotation.load(runs, "20261121-010000").lastRan());
    }

    @Test
    void summariesWithoutARecordCountThroughTheirTargetsAndBrokenOnesAreSkipped() throws IOException {
        write("20261117-010000", summary("nightly", List.of(ran("z", 8)), List.of(),
                Map.of("z", "20261117-010000", "y", "20261110-010000"), 6));
        // an older mapharness: no record, no start cost
        olderSummary("20261118-010000", "a", "b");
        Files.createDirectories(runs.resolve("20261119-010000"));
        Files.writeString(runs.resolve("20261119-010000").resolve("summary.json"), "{ not json");
        Files.createDirectories(runs.resolve("20261119-020000")); // stopped before its summary
        olderSummary("20261119-030000", "b");
        // this run and a later one are not history
        write("20261120-010000", summary("nightly", List.of(ran("q", 1)), List.of(), Map.of("q", "x"), 1));
        write("20261121-010000", summary("nightly", List.of(ran("r", 1)), List.of(), Map.of("r", "x"), 1));

        Rotation r = Rotation.load(runs, "20261120-010000");
        assertEquals(Map.of("a", "20261118-010000", "b", "20261119-030000", "z", "20261117-010000", "y", "20261110-010000"),
                r.lastRan());
        assertEquals(Optional.of(Duration.ofSeconds(6)), r.startCost(), "the newest run that measured one");
    }

    @Test
    void theNewestRecordIsCompleteSoOlderRunsAreNotRead() throws IOException {
        olderSummary("20261116-010000", "old");
        write("20261117-010000", summary("nightly", List.of(), List.of(), Map.of(), 0));
        assertEquals(Map.of(), Rotation.load(runs, "20261120-010000").lastRan(),
                "a record, even an empty one, says everything that ever ran");
    }

    private void olderSummary(String runId, String... targets) throws IOException {
        Files.createDirectories(runs.resolve(runId));
        StringBuilder list = new StringBuilder();
        for (String t : targets) {
            list.append(list.length() == 0 ? "" : ",").append("{\"target\":\"").append(t).append("\"}");
        }
        Files.writeString(runs.resolve(runId).resolve("summary.json"),
                "{\"schema\":\"mapharness-fuzz-summary/1\",\"kind\":\"nightly\",\"targets\":[" + list + "],\"findings\":[]}");
    }

    @Test
    void noRunsIsTheFirstRun() {
        assertEquals(Rotation.NONE, Rotation.load(runs.resolve("none"), "20261120-010000"));
    }
}
