package dev.mapharness.mm;

import dev.mapharness.text.RawToken;
import java.util.List;

/**
 * An item of a type mapharness does not know, kept as its tokens (braces included, balanced) so
 * it round trips; readers report it as a violation and strict reads refuse it.
 */
public record MmUnknown(int type, List<RawToken> tokens) implements MmItem {
    public MmUnknown {
        tokens = List.copyOf(tokens);
    }
}
