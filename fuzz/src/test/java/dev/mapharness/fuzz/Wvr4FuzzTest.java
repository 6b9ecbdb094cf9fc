package dev.mapharness.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.mapharness.wvr4.Wvr4Codec;

/** 4WVR: any bytes through the reader, and worlds built from fuzzer data through the writer. */
class Wvr4FuzzTest {

    @FuzzTest
    void decode(byte[] input) {
        DecoderOracle.checkDecoder(Wvr4Codec.INSTANCE, input);
    }

    @FuzzTest
    void writeBuilt(FuzzedDataProvider data) {
        DecoderOracle.checkWritable(Wvr4Codec.INSTANCE, FuzzedWvr4Worlds.build(data));
    }
}
