package dev.mapharness.wvr1;

import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.ReadOptions;

/** The 1WVR reader and writer behind the common codec interface. */
public final class Wvr1Codec implements MapCodec<Wvr1World> {
    public static final Wvr1Codec INSTANCE = new Wvr1Codec();

    private Wvr1Codec() {
    }

    @Override
    public Format format() {
        return Format.WVR1;
    }

    @Override
    public Class<Wvr1World> modelType() {
        return Wvr1World.class;
    }

    @Override
    public Decoded<Wvr1World> read(byte[] bytes, ReadOptions options) {
        return Wvr1Reader.read(bytes, options);
    }

    @Override
    public byte[] write(Wvr1World model) {
        return Wvr1Writer.write(model);
    }
}
