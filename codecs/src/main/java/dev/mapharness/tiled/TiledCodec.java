package dev.mapharness.tiled;

import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.ReadOptions;

/** Tiled's JSON map format behind the common codec interface. */
public final class TiledCodec implements MapCodec<TiledMap> {
    public static final TiledCodec INSTANCE = new TiledCodec();

    private TiledCodec() {
    }

    @Override
    public Format format() {
        return Format.TILED;
    }

    @Override
    public Class<TiledMap> modelType() {
        return TiledMap.class;
    }

    @Override
    public Decoded<TiledMap> read(byte[] bytes, ReadOptions options) {
        return TiledReader.read(bytes, options);
    }

    @Override
    public byte[] write(TiledMap model) {
        return TiledWriter.write(model);
    }

    /** White space and key order are the writer's choice: Tiled saves the same map differently. */
    @Override
    public boolean uniqueEncoding() {
        return false;
    }
}
