package dev.mapharness.wmp;

import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.FaceSurface;
import dev.mapharness.gamestudio.TextureAxis;
import dev.mapharness.gamestudio.TextureTransform;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A face of a block:
 * {@code n i1 … in : texture ( t1 ) ( t2 ) offX offY rotation scaleX scaleY : flags ambient albedo material}.
 * The bracketed texture coordinates {@code $$M} faces may carry after the texture name are read
 * here too ({@link #uvs}), though WED 6 is not known to write them into a WMP.
 *
 * @param vertices indices into the block's vertex list, from 0
 */
public record WmpFace(List<Integer> vertices, RawString texture, Optional<List<Double>> uvs, TextureAxis t1,
                      TextureAxis t2, TextureTransform transform, FaceSurface surface) {
    /** A face without texture coordinates, as WED writes them. */
    public WmpFace(List<Integer> vertices, RawString texture, TextureAxis t1, TextureAxis t2,
            TextureTransform transform, FaceSurface surface) {
        this(vertices, texture, Optional.empty(), t1, t2, transform, surface);
    }

    public WmpFace {
        vertices = List.copyOf(vertices);
        uvs = uvs.map(List::copyOf);
        Objects.requireNonNull(texture, "texture");
        Objects.requireNonNull(t1, "t1");
        Objects.requireNonNull(t2, "t2");
        Objects.requireNonNull(transform, "transform");
        Objects.requireNonNull(surface, "surface");
    }
}
