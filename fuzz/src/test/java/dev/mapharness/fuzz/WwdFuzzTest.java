package dev.mapharness.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.mapharness.wwd.WwdCodec;

/** WWD: any bytes through the reader (zlib main blocks included), and levels built from fuzzer data through the writer. */
class WwdFuzzTest {

    @FuzzTest
    void decode(byte[] input) {
        DecoderOracle.checkDecoder(WwdCodec.INSTANCE, input);
    }

    @FuzzTest
    void writeBuilt(FuzzedDataProvider data) {
        DecoderOracle.checkWritable(WwdCodec.INSTANCE, FuzzedWwdLevels.build(data));
    }
}
