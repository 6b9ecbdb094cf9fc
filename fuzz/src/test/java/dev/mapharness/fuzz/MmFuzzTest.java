package dev.mapharness.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.mapharness.mm.MmCodec;

/** $$M: any bytes through the reader (a model or one MapFormatException, nothing else). */
class MmFuzzTest {

    @FuzzTest
    void decode(byte[] input) {
        DecoderOracle.checkDecoder(MmCodec.INSTANCE, input);
    }
}
