package dev.mapharness.mutation.coverage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.fuzz.coverage.CoverageCounts;
import dev.mapharness.fuzz.coverage.CoverageSummary;
import java.util.List;
import org.junit.jupiter.api.Test;

class CorpusCoverageMainTest {

    @Test
    void theTableGivesEachPackageAndTheWholeRoundedDown() {
        CoverageSummary s = new CoverageSummary("index.html", 12, 1.5,
                new CoverageCounts("all", 2999, 3000, 0, 0),
                List.of(new CoverageCounts("dev.mapharness.wwd", 899, 1000, 1, 3)), List.of());
        assertEquals("""
                | package | lines | branches |
                | --- | ---: | ---: |
                | `wwd` | 89.9% (899/1000) | 33.3% (1/3) |
                | **all codecs** (12 inputs) | 99.9% (2999/3000) | – |
                """, CorpusCoverageMain.table(s));
    }
}
