package dev.mapharness.gamestudio;

/**
 * A WMP face's texture offset (texels), rotation (degrees) and scale, as WED's surface dialog holds
 * them next to the texture vectors; $$M has folded them into the vectors
 * ({@link WedTextureMapping#fold}).
 */
public record TextureAlignment(double offsetX, double offsetY, double rotation, double scaleX, double scaleY) {
    /** "0 0 0 1 1": nothing to fold. */
    public static final TextureAlignment NONE = new TextureAlignment(0, 0, 0, 1, 1);

    public boolean isNone() {
        return offsetX == 0 && offsetY == 0 && rotation == 0 && scaleX == 1 && scaleY == 1;
    }

    /** Foldable: every number finite and neither scale zero (a zero scale would divide by zero). */
    public boolean foldable() {
        return Double.isFinite(offsetX) && Double.isFinite(offsetY) && Double.isFinite(rotation)
                && Double.isFinite(scaleX) && Double.isFinite(scaleY) && scaleX != 0 && scaleY != 0;
    }
}
