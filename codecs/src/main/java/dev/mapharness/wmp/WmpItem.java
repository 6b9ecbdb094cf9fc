package dev.mapharness.wmp;

/**
 * A top-level item of a text WMP: {@code keyword number { … }}. Blocks, objects and groups each
 * have their own sequence of numbers.
 */
public sealed interface WmpItem permits WmpBlock, WmpObject, WmpGroup, WmpUnknown {
    /** The sequential number written after the keyword. */
    int number();

    /** The keyword that starts the item ({@code block}, {@code model}, {@code object} …). */
    String keyword();
}
