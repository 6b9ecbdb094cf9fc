package dev.mapharness.wmpb;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import java.util.List;
import java.util.Objects;

/**
 * WED's own settings chunk: the palette (256 RGB triples in real files), the WAD files and the
 * texture folders, in the order the file lists them.
 */
public record WmpbSettings(Blob palette, List<RawString> wads, List<RawString> textureFolders) {
    /** The size of a palette of 256 RGB colours. */
    public static final int PALETTE_BYTES = 768;

    public WmpbSettings {
        Objects.requireNonNull(palette, "palette");
        wads = List.copyOf(wads);
        textureFolders = List.copyOf(textureFolders);
    }
}
