package dev.mapharness.bench.codec;

import dev.mapharness.format.MapCodec;
import dev.mapharness.migrate.WwdToTiled;
import dev.mapharness.tiled.TiledCodec;
import dev.mapharness.tiled.TiledMap;
import org.openjdk.jmh.annotations.Param;

/**
 * Tiled JSON read and write on maps converted from the three-plane WWD levels of
 * {@link WwdBenchmark}: {@code side} × {@code side} tiles, three tile layers (the background one
 * small), the level's objects as an object group and its tile properties on the main tileset.
 */
public class TiledBenchmark extends CodecBenchmark<TiledMap> {
    @Param({"100", "300", "1000"})
    public int side;

    static TiledMap map(int side) {
        return new WwdToTiled().apply(WwdBenchmark.level(3, side, false)).model();
    }

    @Override
    protected MapCodec<TiledMap> codec() {
        return TiledCodec.INSTANCE;
    }

    @Override
    protected TiledMap build() {
        return map(side);
    }
}
