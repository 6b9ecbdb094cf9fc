package dev.mapharness.bench.codec;

import dev.mapharness.corpus.ScaledWorlds;
import dev.mapharness.format.MapCodec;
import dev.mapharness.wmp.WmpCodec;
import dev.mapharness.wmp.WmpLevel;
import org.openjdk.jmh.annotations.Param;

/**
 * Text WMP read and write on levels of about {@code megabytes} MB: box blocks with six textured
 * faces each, one model per fifty blocks, every object kind, groups eight levels deep.
 */
public class WmpBenchmark extends CodecBenchmark<WmpLevel> {
    /** What one generated block with its share of models takes in the text, measured. */
    static final int BYTES_PER_BLOCK = 806;
    static final int GROUP_DEPTH = 8;

    @Param({"1", "5", "20"})
    public int megabytes;

    static WmpLevel level(int megabytes) {
        int blocks = Math.max(1, (int) (megabytes * 1_000_000L / BYTES_PER_BLOCK));
        return ScaledWorlds.wmp(megabytes * 17L, blocks, Math.max(1, blocks / 50), GROUP_DEPTH);
    }

    @Override
    protected MapCodec<WmpLevel> codec() {
        return WmpCodec.INSTANCE;
    }

    @Override
    protected WmpLevel build() {
        return level(megabytes);
    }
}
