package dev.mapharness.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.mapharness.wmp.WmpCodec;

/**
 * Text WMP: any bytes through the reader (a model or one MapFormatException, nothing else), and
 * levels built from fuzzer data through the writer and back.
 */
class WmpFuzzTest {

    @FuzzTest
    void decode(byte[] input) {
        DecoderOracle.checkDecoder(WmpCodec.INSTANCE, input);
    }

    @FuzzTest
    void writeBuilt(FuzzedDataProvider data) {
        DecoderOracle.checkWritable(WmpCodec.INSTANCE, FuzzedWmpLevels.build(data));
    }
}
