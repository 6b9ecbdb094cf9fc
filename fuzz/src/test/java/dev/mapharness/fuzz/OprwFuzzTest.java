package dev.mapharness.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.mapharness.oprw.OprwCodec;

/** OPRW 17–25: any bytes through the reader, and worlds built from fuzzer data through the writer. */
class OprwFuzzTest {

    @FuzzTest
    void decode(byte[] input) {
        DecoderOracle.checkDecoder(OprwCodec.INSTANCE, input);
    }

    @FuzzTest
    void writeBuilt(FuzzedDataProvider data) {
        DecoderOracle.checkWritable(OprwCodec.INSTANCE, FuzzedOprwWorlds.build(data));
    }
}
