package dev.mapharness.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.mapharness.wmp.WmpCodec;

/** Text WMP: any bytes through the reader (a model or one MapFormatException, nothing else). */
class WmpFuzzTest {

    @FuzzTest
    void decode(byte[] input) {
        DecoderOracle.checkDecoder(WmpCodec.INSTANCE, input);
    }
}
