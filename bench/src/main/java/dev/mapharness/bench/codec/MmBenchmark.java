package dev.mapharness.bench.codec;

import dev.mapharness.corpus.ScaledWorlds;
import dev.mapharness.format.MapCodec;
import dev.mapharness.mm.MmCodec;
import dev.mapharness.mm.MmLevel;
import org.openjdk.jmh.annotations.Param;

/**
 * {@code $$M} (Gamestudio text map) read and write on levels of about {@code megabytes} MB: box
 * blocks with six textured faces each, one entity per ten blocks.
 */
public class MmBenchmark extends CodecBenchmark<MmLevel> {
    /** What one generated block with its share of entities takes in the text, measured. */
    static final int BYTES_PER_BLOCK = 742;

    @Param({"1", "5", "20", "50"})
    public int megabytes;

    static MmLevel level(int megabytes) {
        int blocks = Math.max(1, (int) (megabytes * 1_000_000L / BYTES_PER_BLOCK));
        return ScaledWorlds.mm(megabytes * 13L, blocks, Math.max(1, blocks / 10));
    }

    @Override
    protected MapCodec<MmLevel> codec() {
        return MmCodec.INSTANCE;
    }

    @Override
    protected MmLevel build() {
        return level(megabytes);
    }
}
