package dev.mapharness.mm;

import dev.mapharness.text.RawToken;
import java.util.List;

/**
 * A top-level item of a {@code $$M} file, {@code { TYPE … }}. Every item of a known type keeps the
 * values a writer put after the ones wmpio writes in its {@code extra} list, as written; an item
 * of a known type that does not read in any known layout is kept whole as an {@link MmUnknown}
 * (docs/gamestudio-text.md, "Values a writer adds or leaves out").
 */
public sealed interface MmItem
        permits MmWorld, MmPosition, MmLight, MmStaticEntity, MmSound, MmSun, MmPath, MmEntity, MmRegion, MmUnknown {
    /** The type number written first inside the braces. */
    int type();

    /** The values after the known ones, kept as written; none for items kept whole as tokens. */
    default List<RawToken> extra() {
        return List.of();
    }
}
