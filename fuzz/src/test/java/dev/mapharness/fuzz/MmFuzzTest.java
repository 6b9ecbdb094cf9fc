package dev.mapharness.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.mapharness.mm.MmCodec;

/**
 * $$M: any bytes through the reader (a model or one MapFormatException, nothing else), and
 * levels built from fuzzer data through the writer and back.
 */
class MmFuzzTest {

    @FuzzTest
    void decode(byte[] input) {
        DecoderOracle.checkDecoder(MmCodec.INSTANCE, input);
    }

    @FuzzTest
    void writeBuilt(FuzzedDataProvider data) {
        DecoderOracle.checkWritable(MmCodec.INSTANCE, FuzzedMmLevels.build(data));
    }
}
