package dev.mapharness.reports.nightly;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Coverage beside the nights before: the change since the last night that measured it, and stalled targets. */
class CoverageTrendTest {
    private static final String SUMMARY = """
            {"schema":"mapharness-fuzz-summary/1","kind":"nightly","started":"2026-11-27T01:00:00Z","seconds":100,
             "targets":[],"findings":[],
             "coverage":{"report":"/runs/3/coverage/index.html","inputs":12,"seconds":20.5,
               "total":{"name":"codecs","linesCovered":%d,"lines":1000,"branchesCovered":%d,"branches":500},
               "packages":[{"name":"dev.mapharness.wwd","linesCovered":%d,"lines":400,"branchesCovered":%d,"branches":200}],
               "targets":[{"name":"wwd-decode","linesCovered":%d,"lines":1000,"branchesCovered":%d,"branches":500},
                          {"name":"detect","linesCovered":%d,"lines":1000,"branchesCovered":%d,"branches":500}]}}
            """;

    private static FuzzSummaryFile.Run run(int wwdLines, int wwdBranches, int detectLines) throws Exception {
        String json = SUMMARY.formatted(wwdLines + detectLines, wwdBranches, wwdLines, wwdBranches, wwdLines, wwdBranches,
                detectLines, 10);
        return FuzzSummaryFile.parse(json.getBytes(StandardCharsets.UTF_8));
    }

    private static NightHistory.Night night(String id, FuzzSummaryFile.Run run) {
        return new NightHistory.Night(id, run, Optional.empty());
    }

    @Test
    void theSummarysCoverageReadsBack() throws Exception {
        CoverageNight c = run(300, 120, 50).coverage().orElseThrow();
        assertEquals("/runs/3/coverage/index.html", c.report());
        assertEquals(new CoverageNight.Counts("dev.mapharness.wwd", 300, 400, 120, 200), c.packages().get(0));
        assertEquals(2, c.targets().size());
        assertEquals(350, c.total().linesCovered());
    }

    @Test
    void changesAreAgainstTheLastNightThatMeasuredCoverage() throws Exception {
        FuzzSummaryFile.Run unmeasured = new FuzzSummaryFile.Run("nightly", "", 1, run(0, 0, 0).night());
        CoverageTrend t = CoverageTrend.of(run(310, 118, 50).coverage(),
                List.of(night("3", unmeasured), night("2", run(300, 120, 50)))).orElseThrow();
        assertEquals("2", t.previousRunId());
        CoverageTrend.Row wwd = t.packages().get(0);
        assertEquals(10, wwd.linesChange());
        assertEquals(-2, wwd.branchesChange());
        assertEquals("+10", wwd.lineChangeCell());
        assertEquals("\u22122", wwd.branchChangeCell());
        assertEquals("310 of 400 (77.5 %)", wwd.lineCell());
        assertEquals(List.of(), t.stalled(), "fewer nights measured than it takes to stall");
    }

    @Test
    void aTargetWhoseCoverageHasNotGrownForNightsIsNamed() throws Exception {
        List<NightHistory.Night> earlier = List.of(night("4", run(300, 120, 50)), night("3", run(290, 120, 50)),
                night("2", run(280, 110, 50)));
        CoverageTrend t = CoverageTrend.of(run(300, 121, 50).coverage(), earlier).orElseThrow();
        assertEquals(List.of("detect"), t.stalled(), "wwd-decode grew since three nights ago, detect did not");
        assertTrue(CoverageTrend.of(Optional.empty(), earlier).isEmpty(), "no coverage tonight, no trend");
    }
}
