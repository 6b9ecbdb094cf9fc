package dev.mapharness.roundtrip;

/** The shapes a name in a fixed-size slot takes in real files. */
public enum SlotShape {
    /** All zeros. */
    EMPTY,
    /** A value shorter than the slot, then zeros: the canonical form. */
    SHORT,
    /** slot − 1 bytes and one NUL: the longest terminated name. */
    MAXIMAL_TERMINATED,
    /** The whole slot, no NUL (the engine reads on; strict readers refuse). */
    MAXIMAL_UNTERMINATED,
    /** A value (maybe empty), a NUL, then leftover non-zero bytes of the writing tool. */
    GARBAGE_AFTER_NUL;
}
