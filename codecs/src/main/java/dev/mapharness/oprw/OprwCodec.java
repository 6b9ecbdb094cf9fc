package dev.mapharness.oprw;

import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.SourceLayout;

/** The OPRW reader and writer (every version from 17 to 25) behind the common codec interface. */
public final class OprwCodec implements MapCodec<OprwWorld> {
    public static final OprwCodec INSTANCE = new OprwCodec();

    private OprwCodec() {
    }

    @Override
    public Format format() {
        return Format.OPRW;
    }

    @Override
    public Class<OprwWorld> modelType() {
        return OprwWorld.class;
    }

    @Override
    public Decoded<OprwWorld> read(byte[] bytes, ReadOptions options) {
        return OprwReader.read(bytes, options);
    }

    @Override
    public byte[] write(OprwWorld model) {
        return OprwWriter.write(model);
    }

    /** With the layout of the file the model was read from, its own quad trees and streams where unchanged. */
    @Override
    public byte[] write(OprwWorld model, SourceLayout layout) {
        return layout instanceof OprwSourceLayout l ? OprwWriter.write(model, l) : OprwWriter.write(model);
    }

    /**
     * Bohemia's binarize compresses with its own match finder and may shape quad trees
     * differently; any valid stream and any tree that expands to the same grid are the same world.
     */
    @Override
    public boolean uniqueEncoding() {
        return false;
    }
}
