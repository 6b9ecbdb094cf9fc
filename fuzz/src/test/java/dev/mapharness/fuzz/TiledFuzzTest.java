package dev.mapharness.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.mapharness.tiled.TiledCodec;

/** Tiled JSON: any bytes through the streaming reader (Jackson's limits, our paths and rules). */
class TiledFuzzTest {

    @FuzzTest
    void decode(byte[] input) {
        DecoderOracle.checkDecoder(TiledCodec.INSTANCE, input);
    }
}
