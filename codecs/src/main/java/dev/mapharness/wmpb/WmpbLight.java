package dev.mapharness.wmpb;

/**
 * A light: colour 0–255 per channel ({@code $$M} writes percent), range and flags.
 *
 * @param typeWord 2 in every real file
 */
public record WmpbLight(long typeWord, long flags, long red, long green, long blue, float range) implements WmpbData {
}
