package dev.mapharness.gamestudio;

/**
 * How WED turns a face's texture vectors plus offset, rotation and scale into the vectors $$M holds:
 * the one place that decides it.
 *
 * <p>What the format documents state: $$M face lines carry only t1 and t2, "angles, offsets and
 * scale are converted to texture vectors"; at "0 0 0 1 1" the vectors are unchanged (the seed's
 * WMP and $$M samples show the same vectors); offsets are in texels, rotation in degrees.
 *
 * <p>What no source states and is chosen here, as the plain reading of a surface dialog: the
 * texture is turned about the texel origin by {@code rotation} (counter-clockwise in (u, v), like
 * every other Gamestudio angle), then shrunk by the scale (scale 2 draws each texel twice as large,
 * so u and v grow half as fast), then shifted by the offset in texels:
 * <pre>
 *   u' = ( cos r · u − sin r · v) / scaleX + offsetX
 *   v' = ( sin r · u + cos r · v) / scaleY + offsetY
 * </pre>
 * applied to the whole affine (u, v), constants included. Change {@link #fold} to change it.
 */
public final class WedTextureMapping {
    private WedTextureMapping() {
    }

    /** "0 0 0 1 1": nothing to fold. */
    public static boolean isIdentity(TextureTransform t) {
        return t.offsetX() == 0 && t.offsetY() == 0 && t.rotation() == 0 && t.scaleX() == 1 && t.scaleY() == 1;
    }

    /**
     * Foldable: every number finite and both scales invertible (a zero scale, or one so tiny that its
     * reciprocal overflows, would make the vectors infinite).
     */
    public static boolean foldable(TextureTransform t) {
        return Double.isFinite(t.offsetX()) && Double.isFinite(t.offsetY()) && Double.isFinite(t.rotation())
                && Double.isFinite(1 / t.scaleX()) && Double.isFinite(1 / t.scaleY())
                && Double.isFinite(t.scaleX()) && Double.isFinite(t.scaleY());
    }

    /** The vectors with {@code transform} folded in; call only when {@link #foldable}. */
    public static TextureVectors fold(TextureVectors vectors, TextureTransform transform) {
        if (isIdentity(transform)) {
            return vectors;
        }
        TextureAxis u = vectors.t1();
        TextureAxis v = vectors.t2();
        double c = Degrees.cos(transform.rotation());
        double s = Degrees.sin(transform.rotation());
        double kx = 1 / transform.scaleX();
        double ky = 1 / transform.scaleY();
        return new TextureVectors(
                (c * u.x() - s * v.x()) * kx,
                (c * u.y() - s * v.y()) * kx,
                (c * u.z() - s * v.z()) * kx,
                (c * u.offset() - s * v.offset()) * kx + transform.offsetX(),
                (s * u.x() + c * v.x()) * ky,
                (s * u.y() + c * v.y()) * ky,
                (s * u.z() + c * v.z()) * ky,
                (s * u.offset() + c * v.offset()) * ky + transform.offsetY());
    }
}
