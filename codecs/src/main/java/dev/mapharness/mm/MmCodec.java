package dev.mapharness.mm;

import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.SourceLayout;
import dev.mapharness.text.TextLayout;

/**
 * The $$M reader and writer behind the common codec interface. Encodings are not unique: spacing,
 * number spellings ({@code 100.00}) and comments after the header are the file's layout, which
 * {@link #read} records beside the model and {@link #write(MmLevel, SourceLayout)} gives back.
 */
public final class MmCodec implements MapCodec<MmLevel> {
    public static final MmCodec INSTANCE = new MmCodec();

    private MmCodec() {
    }

    @Override
    public Format format() {
        return Format.GAMESTUDIO_MAP;
    }

    @Override
    public Class<MmLevel> modelType() {
        return MmLevel.class;
    }

    @Override
    public Decoded<MmLevel> read(byte[] bytes, ReadOptions options) {
        return MmReader.read(bytes, options);
    }

    @Override
    public byte[] write(MmLevel model) {
        return MmWriter.write(model);
    }

    /** Writes in the layout of a file this codec read; another format's layout gives the canonical file. */
    @Override
    public byte[] write(MmLevel model, SourceLayout layout) {
        if (layout instanceof TextLayout t && t.format() == Format.GAMESTUDIO_MAP) {
            return MmWriter.write(model, t);
        }
        return write(model);
    }

    @Override
    public boolean uniqueEncoding() {
        return false;
    }
}
