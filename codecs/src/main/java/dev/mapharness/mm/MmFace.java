package dev.mapharness.mm;

import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.FaceSurface;
import dev.mapharness.gamestudio.TextureAxis;
import dev.mapharness.gamestudio.TextureTransform;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A face: {@code n i1 … in : texture [ u0 v0 … ] ( t1 ) ( t2 ) : flags ambient albedo material}.
 * WED writes {@code $$M} faces without offset, rotation and scale (they are folded into the texture
 * vectors); a face that has the five WMP numbers anyway reads with them in {@link #transform}
 * and writes them back, so such files round trip too. wmpio writes, for some faces, a bracketed
 * list of texture coordinates, a u and a v for each of the face's vertices ({@link #uvs}).
 *
 * @param vertices indices into the block's vertex list, from 0
 */
public record MmFace(List<Integer> vertices, RawString texture, Optional<List<Double>> uvs, TextureAxis t1,
                     TextureAxis t2, Optional<TextureTransform> transform, FaceSurface surface) {
    public MmFace {
        vertices = List.copyOf(vertices);
        Objects.requireNonNull(texture, "texture");
        uvs = uvs.map(List::copyOf);
        Objects.requireNonNull(t1, "t1");
        Objects.requireNonNull(t2, "t2");
        Objects.requireNonNull(transform, "transform");
        Objects.requireNonNull(surface, "surface");
    }

    /** A face without texture coordinates. */
    public MmFace(List<Integer> vertices, RawString texture, TextureAxis t1, TextureAxis t2,
            Optional<TextureTransform> transform, FaceSurface surface) {
        this(vertices, texture, Optional.empty(), t1, t2, transform, surface);
    }
}
