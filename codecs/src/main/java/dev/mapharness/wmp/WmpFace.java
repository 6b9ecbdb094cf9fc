package dev.mapharness.wmp;

import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.FaceSurface;
import dev.mapharness.gamestudio.TextureAxis;
import dev.mapharness.gamestudio.TextureTransform;
import java.util.List;
import java.util.Objects;

/**
 * A face of a block:
 * {@code n i1 … in : texture ( t1 ) ( t2 ) offX offY rotation scaleX scaleY : flags ambient albedo material}.
 *
 * @param vertices indices into the block's vertex list, from 0
 */
public record WmpFace(List<Integer> vertices, RawString texture, TextureAxis t1, TextureAxis t2,
                      TextureTransform transform, FaceSurface surface) {
    public WmpFace {
        vertices = List.copyOf(vertices);
        Objects.requireNonNull(texture, "texture");
        Objects.requireNonNull(t1, "t1");
        Objects.requireNonNull(t2, "t2");
        Objects.requireNonNull(transform, "transform");
        Objects.requireNonNull(surface, "surface");
    }
}
