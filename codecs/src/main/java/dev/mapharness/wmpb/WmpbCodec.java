package dev.mapharness.wmpb;

import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.ReadOptions;

/**
 * The binary WMP reader and writer behind the common codec interface. A model has one encoding
 * (sizes and counts are derived, the chunk order is fixed), so no layout is kept.
 */
public final class WmpbCodec implements MapCodec<WmpbLevel> {
    public static final WmpbCodec INSTANCE = new WmpbCodec();

    private WmpbCodec() {
    }

    @Override
    public Format format() {
        return Format.WMPB;
    }

    @Override
    public Class<WmpbLevel> modelType() {
        return WmpbLevel.class;
    }

    @Override
    public Decoded<WmpbLevel> read(byte[] bytes, ReadOptions options) {
        return WmpbReader.read(bytes, options);
    }

    @Override
    public byte[] write(WmpbLevel model) {
        return WmpbWriter.write(model);
    }
}
