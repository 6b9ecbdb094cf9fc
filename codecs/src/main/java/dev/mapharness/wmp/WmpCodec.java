package dev.mapharness.wmp;

import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.SourceLayout;
import dev.mapharness.text.TextLayout;

/**
 * The text WMP reader and writer behind the common codec interface. Encodings are not unique:
 * spacing, number spellings ({@code 100.00}) and comments other than the header's and the group
 * names are the file's layout, which {@link #read} records beside the model and
 * {@link #write(WmpLevel, SourceLayout)} gives back.
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

    /** Writes in the layout of a file this codec read; another format's layout gives the canonical file. */
    @Override
    public byte[] write(WmpLevel model, SourceLayout layout) {
        if (layout instanceof TextLayout t && t.format() == Format.WMP_TEXT) {
            return WmpWriter.write(model, t);
        }
        return write(model);
    }

    @Override
    public boolean uniqueEncoding() {
        return false;
    }
}
