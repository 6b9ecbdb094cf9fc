package dev.mapharness.bench.codec;

import dev.mapharness.format.MapCodec;
import dev.mapharness.wvr1.Wvr1Codec;
import dev.mapharness.wvr1.Wvr1World;
import org.openjdk.jmh.annotations.Param;

/**
 * 1WVR read and write. The engine loads only 128 × 128; the larger sides (which the codec reads
 * with a violation) show how the reader scales.
 */
public class Wvr1Benchmark extends CodecBenchmark<Wvr1World> {
    @Param({"128", "512", "1024", "2048"})
    public int side;

    @Override
    protected MapCodec<Wvr1World> codec() {
        return Wvr1Codec.INSTANCE;
    }

    @Override
    protected Wvr1World build() {
        return GeneratedWorlds.wvr1(side);
    }
}
