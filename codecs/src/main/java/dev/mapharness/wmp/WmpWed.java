package dev.mapharness.wmp;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * WED 6's editor section, {@code wed { palette { … } wad { … } }}: the level's palette as
 * two-digit hex values (red, green, blue for each of 256 colours, 16 colours a line), and the WAD
 * files the textures come from. Either may be missing (WED leaves out {@code wad} when the level
 * uses none); sub-sections mapharness does not know are kept in {@link #others}.
 */
public record WmpWed(Optional<List<Integer>> palette, Optional<WmpWad> wad, List<WmpSection> others) {
    /** Colours in a full palette; its values are three times as many. */
    public static final int COLORS = 256;

    public WmpWed {
        palette = palette.map(List::copyOf);
        Objects.requireNonNull(wad, "wad");
        others = List.copyOf(others);
    }
}
