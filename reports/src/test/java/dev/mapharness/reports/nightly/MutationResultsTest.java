package dev.mapharness.reports.nightly;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MutationResultsTest {
    @TempDir
    Path dir;

    @Test
    void readsWhatBenchMutationWrites() throws IOException {
        Files.writeString(dir.resolve("summary.json"), """
                {"schema":"mapharness-mutation/1","packages":[
                 {"package":"wvr4","counts":{"total":99,"killed":90,"survived":4,"noCoverage":2,"timedOut":2,"otherDetected":1},
                  "commit":"a41e70f","measuredAt":"2026-11-29T03:00:00Z","score":93.93,"testStrength":95.87}]}
                """);
        MutationResults r = MutationResults.read(dir).orElseThrow();
        MutationResults.Row wvr4 = r.packages().get(0);
        assertEquals(new MutationResults.Row("wvr4", 99, 93, 2, 4, 93.93, 95.87, "a41e70f", "2026-11-29T03:00:00Z", "harness"), wvr4);
        assertTrue(wvr4.meetsGoals());
        assertEquals("2026-11-29", wvr4.day());
        assertFalse(new MutationResults.Row("x", 10, 9, 0, 1, 90, 94.99, "c", "d", "harness").meetsGoals(), "strength under 95 %");
        assertFalse(new MutationResults.Row("x", 10, 9, 0, 1, 89.99, 96, "c", "d", "harness").meetsGoals(), "score under 90 %");
    }

    @Test
    void nothingWhereNothingWhole() throws IOException {
        assertTrue(MutationResults.read(dir).isEmpty(), "no run");
        Files.writeString(dir.resolve("summary.json"), "{\"schema\":\"mapharness-mutation/1\",\"packages\":[");
        assertTrue(MutationResults.read(dir).isEmpty(), "unreadable");
        Files.writeString(dir.resolve("summary.json"), "{\"schema\":\"other/2\",\"packages\":[{\"package\":\"x\"}]}");
        assertTrue(MutationResults.read(dir).isEmpty(), "another schema");
    }
}
