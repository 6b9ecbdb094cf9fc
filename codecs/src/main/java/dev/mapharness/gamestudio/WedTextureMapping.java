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

    /** The vectors with {@code alignment} folded in; call only when {@link TextureAlignment#foldable()}. */
    public static TextureVectors fold(TextureVectors t, TextureAlignment alignment) {
        if (alignment.isNone()) {
            return t;
        }
        double c = Degrees.cos(alignment.rotation());
        double s = Degrees.sin(alignment.rotation());
        double kx = 1 / alignment.scaleX();
        double ky = 1 / alignment.scaleY();
        return new TextureVectors(
                (c * t.ux() - s * t.vx()) * kx,
                (c * t.uy() - s * t.vy()) * kx,
                (c * t.uz() - s * t.vz()) * kx,
                (c * t.uo() - s * t.vo()) * kx + alignment.offsetX(),
                (s * t.ux() + c * t.vx()) * ky,
                (s * t.uy() + c * t.vy()) * ky,
                (s * t.uz() + c * t.vz()) * ky,
                (s * t.uo() + c * t.vo()) * ky + alignment.offsetY());
    }
}
