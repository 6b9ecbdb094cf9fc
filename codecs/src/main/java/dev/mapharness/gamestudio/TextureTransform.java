package dev.mapharness.gamestudio;

/**
 * What WED shows for a face's texture and derives the texture vectors from: offsets in texels,
 * rotation in degrees and scale. Text WMP stores it; {@code $$M} normally does not.
 */
public record TextureTransform(double offsetX, double offsetY, double rotation, double scaleX, double scaleY) {
    /** {@code 0 0 0 1 1}: no transformation. */
    public static final TextureTransform IDENTITY = new TextureTransform(0, 0, 0, 1, 1);
}
