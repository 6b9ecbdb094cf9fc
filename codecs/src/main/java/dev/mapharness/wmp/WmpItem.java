package dev.mapharness.wmp;

import dev.mapharness.text.RawToken;
import java.util.List;

/**
 * A top-level item of a text WMP: {@code keyword number { … }}. Blocks, objects and groups each
 * have their own sequence of numbers.
 */
public sealed interface WmpItem permits WmpBlock, WmpObject, WmpGroup, WmpUnknown {
    /** The sequential number written after the keyword. */
    int number();

    /** The keyword that starts the item ({@code block}, {@code model}, {@code object} …). */
    String keyword();

    /**
     * The values a writer put after the item's known ones, kept as written (docs/gamestudio-text.md,
     * "Values a writer adds or leaves out"); none for blocks, groups and items kept whole as tokens.
     */
    default List<RawToken> extra() {
        return List.of();
    }
}
