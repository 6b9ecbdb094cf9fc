package dev.mapharness.mm;

import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.ReadOptions;

/**
 * The $$M reader and writer behind the common codec interface. Encodings are not unique:
 * comments, spacing, number spellings ({@code 100.00}) and stated counts are not kept, so a file
 * conforms when its re-encoding reads back to the same model.
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

    @Override
    public boolean uniqueEncoding() {
        return false;
    }
}
