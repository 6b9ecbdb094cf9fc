package dev.mapharness.mm;

import dev.mapharness.bytes.RawString;
import dev.mapharness.text.RawToken;
import java.util.List;
import java.util.Objects;

/**
 * Type 0, the world geometry: the intermediate WAD ({@code $$W}) and palette, then the blocks,
 * each in its own braces.
 */
public record MmWorld(RawString wad, RawString palette, List<MmBlock> blocks, List<RawToken> extra) implements MmItem {
    public static final int TYPE = 0;

    /** A world item with nothing after its blocks. */
    public MmWorld(RawString wad, RawString palette, List<MmBlock> blocks) {
        this(wad, palette, blocks, List.of());
    }

    public MmWorld {
        Objects.requireNonNull(wad, "wad");
        Objects.requireNonNull(palette, "palette");
        blocks = List.copyOf(blocks);
        extra = List.copyOf(extra);
    }

    @Override
    public int type() {
        return TYPE;
    }
}
