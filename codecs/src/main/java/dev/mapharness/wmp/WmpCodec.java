package dev.mapharness.wmp;

import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.ReadOptions;

/**
 * The text WMP reader and writer behind the common codec interface. Encodings are not unique:
 * comments, spacing, number spellings ({@code 100.00}) and stated counts are not kept, so a file
 * conforms when its re-encoding reads back to the same model.
 */
public final class WmpCodec implements MapCodec<WmpLevel> {
    public static final WmpCodec INSTANCE = new WmpCodec();

    private WmpCodec() {
    }

    @Override
    public Format format() {
        return Format.WMP_TEXT;
    }

    @Override
    public Class<WmpLevel> modelType() {
        return WmpLevel.class;
    }

    @Override
    public Decoded<WmpLevel> read(byte[] bytes, ReadOptions options) {
        return WmpReader.read(bytes, options);
    }

    @Override
    public byte[] write(WmpLevel model) {
        return WmpWriter.write(model);
    }

    @Override
    public boolean uniqueEncoding() {
        return false;
    }
}
