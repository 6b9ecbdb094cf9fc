package dev.mapharness.wvr8;

import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.ReadOptions;

/** The 8WVR reader and writer behind the common codec interface. */
public final class Wvr8Codec implements MapCodec<Wvr8World> {
    public static final Wvr8Codec INSTANCE = new Wvr8Codec();

    private Wvr8Codec() {
    }

    @Override
    public Format format() {
        return Format.WVR8;
    }

    @Override
    public Class<Wvr8World> modelType() {
        return Wvr8World.class;
    }

    @Override
    public Decoded<Wvr8World> read(byte[] bytes, ReadOptions options) {
        return Wvr8Reader.read(bytes, options);
    }

    @Override
    public byte[] write(Wvr8World model) {
        return Wvr8Writer.write(model);
    }
}
