package dev.mapharness.bench.codec;

import dev.mapharness.corpus.ScaledWorlds;
import dev.mapharness.format.MapCodec;
import dev.mapharness.oprw.OprwCodec;
import dev.mapharness.oprw.OprwWorld;
import org.openjdk.jmh.annotations.Param;

/**
 * OPRW read and write with LZSS (version 20) and LZO (version 24) streams. {@code side} is the
 * terrain grid; the land grid is 4 times coarser (40 m cells over 10 m terrain cells), with one
 * object per 16 terrain cells (all placed on land), a road of {@code side} links and a compressed river.
 */
public class OprwBenchmark extends CodecBenchmark<OprwWorld> {
    /** Land cells per terrain cell along one side. */
    static final int REFINE = 4;

    @Param({"20", "24"})
    public int version;

    @Param({"512", "1024", "2048", "4096"})
    public int side;

    static OprwWorld world(int version, int side) {
        return ScaledWorlds.oprw(side * 31L + version, version, side / REFINE, REFINE, side * side / 16, side, side / 4);
    }

    @Override
    protected MapCodec<OprwWorld> codec() {
        return OprwCodec.INSTANCE;
    }

    @Override
    protected OprwWorld build() {
        return world(version, side);
    }

    @Override
    protected long payloadBytes(OprwWorld model, byte[] file) {
        return OprwPayload.of(model, file);
    }
}
