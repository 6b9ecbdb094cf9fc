package dev.mapharness.roundtrip;

/**
 * One damaged input of the torture check: what was done (and at which offset) to the valid bytes.
 *
 * @param kind        truncation, flip or overwrite
 * @param offset      where the damage starts (the new length for a truncation)
 * @param description what was done, in words: "truncated to 17 of 16400 bytes"
 * @param bytes       the damaged input
 */
public record Mutation(Kind kind, int offset, String description, byte[] bytes) {
    public enum Kind {
        ORIGINAL,
        TRUNCATION,
        FLIP,
        OVERWRITE
    }
}
