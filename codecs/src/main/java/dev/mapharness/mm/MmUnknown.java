package dev.mapharness.mm;

import dev.mapharness.text.RawToken;
import java.util.List;

/**
 * An item kept as its tokens (braces included, balanced) so it round trips: one of a type
 * mapharness does not know (readers report it and strict reads refuse it), or one of a known type
 * that reads in no layout mapharness knows (reported, an error in a strict read).
 *
 * @param itemType the type number written first inside the braces (named apart from the JSON
 *                 dump's {@code "type"}, which names the record)
 */
public record MmUnknown(int itemType, List<RawToken> tokens) implements MmItem {
    public MmUnknown {
        tokens = List.copyOf(tokens);
    }

    @Override
    public int type() {
        return itemType;
    }
}
