package dev.mapharness.bench.codec;

import dev.mapharness.format.MapCodec;
import dev.mapharness.wvr8.Wvr8Codec;
import dev.mapharness.wvr8.Wvr8World;
import org.openjdk.jmh.annotations.Param;

/** 8WVR read and write with land and terrain grids of one side: 6 bytes per cell. */
public class Wvr8Benchmark extends CodecBenchmark<Wvr8World> {
    @Param({"512", "1024", "2048", "4096"})
    public int side;

    @Override
    protected MapCodec<Wvr8World> codec() {
        return Wvr8Codec.INSTANCE;
    }

    @Override
    protected Wvr8World build() {
        return GeneratedWorlds.wvr8(side);
    }
}
