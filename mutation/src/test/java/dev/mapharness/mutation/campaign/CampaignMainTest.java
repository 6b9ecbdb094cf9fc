package dev.mapharness.mutation.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class CampaignMainTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theTableHasARowPerTargetAndTheTotals() {
        String table = CampaignMain.table(List.of(
                new CampaignMain.TargetResult("wwd-decode", 295, 1_234_567, 2345, 9000, 610, List.of(), "t", "1cd653e"),
                new CampaignMain.TargetResult("lzss-decode", 297, 20_000_000, 800, 3100, 200,
                        List.of("new crash IndexOutOfBoundsException in BisLzss.decode: corpus/fuzz/lzss-decode/findings/crash-ab"), "t", null)));
        assertTrue(table.contains("| `wwd-decode` | 295 s | 1,234,567 | 2,345 | 9,000 | 610 | none | 1cd653e |"), table);
        assertTrue(table.contains("| `lzss-decode` | 297 s | 20,000,000 | 800 | 3,100 | 200 | new crash IndexOutOfBounds"), table);
        assertTrue(table.contains("crash-ab | – |"), "a result from before commits were recorded: " + table);
        assertTrue(table.contains("2 targets, 21,234,567 executions, 1 finding(s)."), table);
    }

    @Test
    void targetsWithAResultAreNotRunAgainAndTheTableIsRebuiltFromEveryResult(@TempDir Path out) throws Exception {
        Path results = Files.createDirectories(out.resolve("results"));
        JSON.writeValue(results.resolve("wwd-decode.json").toFile(),
                new CampaignMain.TargetResult("wwd-decode", 300, 42, 7, 9, 3, List.of(), "t", "c"));
        JSON.writeValue(results.resolve("lzss-decode.json").toFile(),
                new CampaignMain.TargetResult("lzss-decode", 300, 8, 1, 2, 1, List.of("new crash X: f"), "t", "c"));
        PrintStream stdout = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        int exit;
        try {
            System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
            // the root has no jar: running a target would fail, so the exit code shows none ran
            exit = new CommandLine(new CampaignMain()).execute("wwd-decode", "--out", out.toString(), "--root", out.toString());
        } finally {
            System.setOut(stdout);
        }
        String text = printed.toString(StandardCharsets.UTF_8);
        assertEquals(1, exit, "a finding in any result fails the campaign: " + text);
        assertTrue(text.contains("[1/1] wwd-decode: done before"), text);
        String table = Files.readString(out.resolve("table.md"));
        assertTrue(table.contains("`wwd-decode`") && table.contains("`lzss-decode`"), table);
    }

    @Test
    void aPatternThatMatchesNoTargetIsAUsageError(@TempDir Path out) {
        assertEquals(2, new CommandLine(new CampaignMain()).execute("no-such-*", "--out", out.toString()));
    }
}
