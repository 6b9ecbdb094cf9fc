package dev.mapharness.wvr4;

import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.ReadOptions;

/** The 4WVR reader and writer behind the common codec interface. */
public final class Wvr4Codec implements MapCodec<Wvr4World> {
    public static final Wvr4Codec INSTANCE = new Wvr4Codec();

    private Wvr4Codec() {
    }

    @Override
    public Format format() {
        return Format.WVR4;
    }

    @Override
    public Class<Wvr4World> modelType() {
        return Wvr4World.class;
    }

    @Override
    public Decoded<Wvr4World> read(byte[] bytes, ReadOptions options) {
        return Wvr4Reader.read(bytes, options);
    }

    @Override
    public byte[] write(Wvr4World model) {
        return Wvr4Writer.write(model);
    }
}
