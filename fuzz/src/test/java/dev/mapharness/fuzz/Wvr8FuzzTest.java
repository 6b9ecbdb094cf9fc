package dev.mapharness.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.mapharness.wvr8.Wvr8Codec;

/** 8WVR: any bytes through the reader, and worlds built from fuzzer data through the writer. */
class Wvr8FuzzTest {

    @FuzzTest
    void decode(byte[] input) {
        DecoderOracle.checkDecoder(Wvr8Codec.INSTANCE, input);
    }

    @FuzzTest
    void writeBuilt(FuzzedDataProvider data) {
        DecoderOracle.checkWritable(Wvr8Codec.INSTANCE, FuzzedWvr8Worlds.build(data));
    }
}
