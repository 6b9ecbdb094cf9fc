package dev.mapharness.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;

/** The decoder and detection targets ({@code DecoderTargets}) as Jazzer {@code @FuzzTest}s; see {@link FuzzTestNames}. */
class DecoderFuzzTests {

    private static void run(String target, FuzzedDataProvider data) {
        FuzzTestNames.run(target, data);
    }

    @FuzzTest
    void wvr1Decode(FuzzedDataProvider data) {
        run("1wvr-decode", data);
    }

    @FuzzTest
    void wvr4Decode(FuzzedDataProvider data) {
        run("4wvr-decode", data);
    }

    @FuzzTest
    void wvr8Decode(FuzzedDataProvider data) {
        run("8wvr-decode", data);
    }

    @FuzzTest
    void oprwLzssDecode(FuzzedDataProvider data) {
        run("oprw-lzss-decode", data);
    }

    @FuzzTest
    void oprwLzoDecode(FuzzedDataProvider data) {
        run("oprw-lzo-decode", data);
    }

    @FuzzTest
    void wwdDecode(FuzzedDataProvider data) {
        run("wwd-decode", data);
    }

    @FuzzTest
    void wmpDecode(FuzzedDataProvider data) {
        run("wmp-decode", data);
    }

    @FuzzTest
    void wmpbDecode(FuzzedDataProvider data) {
        run("wmpb-decode", data);
    }

    @FuzzTest
    void mmDecode(FuzzedDataProvider data) {
        run("mm-decode", data);
    }

    @FuzzTest
    void tiledDecode(FuzzedDataProvider data) {
        run("tiled-decode", data);
    }

    @FuzzTest
    void detect(FuzzedDataProvider data) {
        run("detect", data);
    }
}
