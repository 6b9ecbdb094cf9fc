package dev.mapharness.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.mapharness.wvr1.Wvr1Codec;

/** 1WVR: any bytes through the reader, and worlds built from fuzzer data through the writer. */
class Wvr1FuzzTest {

    @FuzzTest
    void decode(byte[] input) {
        DecoderOracle.checkDecoder(Wvr1Codec.INSTANCE, input);
    }

    @FuzzTest
    void writeBuilt(FuzzedDataProvider data) {
        DecoderOracle.checkWritable(Wvr1Codec.INSTANCE, FuzzedWvr1Worlds.build(data));
    }
}
