package dev.mapharness.bench.codec;

import dev.mapharness.format.MapCodec;
import dev.mapharness.wvr4.Wvr4Codec;
import dev.mapharness.wvr4.Wvr4World;
import org.openjdk.jmh.annotations.Param;

/** 4WVR read and write on square worlds; heights and texture indices are 4 bytes per cell. */
public class Wvr4Benchmark extends CodecBenchmark<Wvr4World> {
    @Param({"256", "512", "1024", "2048"})
    public int side;

    @Override
    protected MapCodec<Wvr4World> codec() {
        return Wvr4Codec.INSTANCE;
    }

    @Override
    protected Wvr4World build() {
        return GeneratedWorlds.wvr4(side);
    }
}
