package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.fuzz.run.FindingSummary;
import dev.mapharness.fuzz.run.FuzzSummary;
import dev.mapharness.fuzz.run.TargetSummary;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The table fuzz and nightly print: the targets that ran, then those rotated out, by the run they last ran in. */
class FuzzRunsTableTest {
    private static TargetSummary ran(String target) {
        return new TargetSummary(target, 21, 8, 12, 5000, 416, 900, 2000, 77, 0, target + "/fuzz.log", List.of());
    }

    @Test
    void theTableNamesTheTargetsThatRanAndThoseRotatedOut() {
        FuzzSummary s = new FuzzSummary(FuzzSummary.SCHEMA, "nightly", "2026-11-21T01:00:00Z", "2026-11-21T01:02:00Z",
                120, 110, null, List.of(ran("wwd-decode"), ran("mm-decode")), List.of(),
                List.of(new FuzzSummary.RotatedOut("tiled-write", null), new FuzzSummary.RotatedOut("detect", null),
                        new FuzzSummary.RotatedOut("lzss-decode", "20261119-010000")),
                Map.of("lzss-decode", "20261119-010000", "mm-decode", "20261121-010000", "wwd-decode", "20261121-010000"), 8);
        String table = FuzzRuns.table(s, Path.of("runs", "20261121-010000"));
        assertTrue(table.contains("wwd-decode ") && table.contains("mm-decode "), table);
        assertTrue(table.contains("fuzzed 2 of 5 targets; rotated out"), table);
        assertTrue(table.contains("never ran        tiled-write detect\n"), table);
        assertTrue(table.contains("20261119-010000  lzss-decode\n"), table);
    }

    @Test
    void aRunOfEveryTargetSaysNothingOfARotation() {
        FuzzSummary s = new FuzzSummary(FuzzSummary.SCHEMA, "fuzz", "", "", 60, 55, null, List.of(ran("wwd-decode")),
                List.of(), List.of(), Map.of("wwd-decode", "x"), 8);
        assertFalse(FuzzRuns.table(s, Path.of("r")).contains("rotated out"));
    }

    @Test
    void inputsLeftUntriagedAreNamedByTheirDirectoryNotAsAStoredFinding() {
        FindingSummary raw = new FindingSummary("lzss-decode", "crash", "untriaged", "not triaged: the run's time was over",
                "2 crashing input(s) in runs/r/lzss-decode/artifacts (replay each with ./mapharness repro FILE)", false,
                "runs/r/lzss-decode/artifacts", 2, 0, 0, List.of());
        FuzzSummary s = new FuzzSummary(FuzzSummary.SCHEMA, "fuzz", "", "", 60, 55, null, List.of(ran("lzss-decode")),
                List.of(raw), List.of(), Map.of("lzss-decode", "r"), 8);
        String table = FuzzRuns.table(s, Path.of("r"));
        assertTrue(table.contains("RAW    2 crashing input(s) in runs/r/lzss-decode/artifacts (replay each"), table);
        assertFalse(table.contains("NEW"), table);
        assertFalse(table.contains("0 → 0 bytes"), table);
    }
}
