package dev.mapharness.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;

/** The provenance, differential and report targets ({@code AnalysisTargets}) as Jazzer {@code @FuzzTest}s; see {@link FuzzTestNames}. */
class AnalysisFuzzTests {

    @FuzzTest
    void provenance(FuzzedDataProvider data) {
        FuzzTestNames.run("provenance", data);
    }

    @FuzzTest
    void diff(FuzzedDataProvider data) {
        FuzzTestNames.run("diff", data);
    }

    @FuzzTest
    void convert(FuzzedDataProvider data) {
        FuzzTestNames.run("convert", data);
    }

    @FuzzTest
    void reports(FuzzedDataProvider data) {
        FuzzTestNames.run("reports", data);
    }
}
