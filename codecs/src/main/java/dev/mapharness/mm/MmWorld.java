package dev.mapharness.mm;

import dev.mapharness.bytes.RawString;
import java.util.List;
import java.util.Objects;

/**
 * Type 0, the world geometry: the intermediate WAD ({@code $$W}) and palette, then the blocks,
 * each in its own braces.
 */
public record MmWorld(RawString wad, RawString palette, List<MmBlock> blocks) implements MmItem {
    public static final int TYPE = 0;

    public MmWorld {
        Objects.requireNonNull(wad, "wad");
        Objects.requireNonNull(palette, "palette");
        blocks = List.copyOf(blocks);
    }

    @Override
    public int type() {
        return TYPE;
    }
}
