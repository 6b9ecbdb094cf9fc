package dev.mapharness.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;

/** The structured writer targets ({@code BuiltTargets}) as Jazzer {@code @FuzzTest}s; see {@link FuzzTestNames}. */
class BuiltFuzzTests {

    private static void run(String target, FuzzedDataProvider data) {
        FuzzTestNames.run(target, data);
    }

    @FuzzTest
    void wvr1Write(FuzzedDataProvider data) {
        run("1wvr-write", data);
    }

    @FuzzTest
    void wvr4Write(FuzzedDataProvider data) {
        run("4wvr-write", data);
    }

    @FuzzTest
    void wvr8Write(FuzzedDataProvider data) {
        run("8wvr-write", data);
    }

    @FuzzTest
    void oprwWrite(FuzzedDataProvider data) {
        run("oprw-write", data);
    }

    @FuzzTest
    void wwdWrite(FuzzedDataProvider data) {
        run("wwd-write", data);
    }

    @FuzzTest
    void wmpWrite(FuzzedDataProvider data) {
        run("wmp-write", data);
    }

    @FuzzTest
    void mmWrite(FuzzedDataProvider data) {
        run("mm-write", data);
    }

    @FuzzTest
    void tiledWrite(FuzzedDataProvider data) {
        run("tiled-write", data);
    }
}
