package dev.mapharness.wwd;

import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.SourceLayout;

/** The WWD reader and writer behind the common codec interface. */
public final class WwdCodec implements MapCodec<WwdLevel> {
    public static final WwdCodec INSTANCE = new WwdCodec();

    private WwdCodec() {
    }

    @Override
    public Format format() {
        return Format.WWD;
    }

    @Override
    public Class<WwdLevel> modelType() {
        return WwdLevel.class;
    }

    @Override
    public Decoded<WwdLevel> read(byte[] bytes, ReadOptions options) {
        return WwdReader.read(bytes, options);
    }

    @Override
    public byte[] write(WwdLevel model) {
        return WwdWriter.write(model);
    }

    /** In the layout of the file the level was read from, when it is a WWD layout; canonically otherwise. */
    @Override
    public byte[] write(WwdLevel model, SourceLayout layout) {
        return layout instanceof WwdSourceLayout wwd ? WwdWriter.write(model, wwd) : WwdWriter.write(model);
    }

    /**
     * False: a compressed level's zlib stream is one of many that inflate to the same main block,
     * so only the decompressed content and a correct checksum are canonical.
     */
    @Override
    public boolean uniqueEncoding() {
        return false;
    }

    /** An uncompressed level has exactly one encoding; a compressed one does not. */
    @Override
    public boolean uniqueEncoding(WwdLevel model) {
        return !model.compressed();
    }
}
