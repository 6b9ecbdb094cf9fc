package dev.mapharness.text;

import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.FaceSurface;
import dev.mapharness.gamestudio.TextureAxis;
import dev.mapharness.gamestudio.TextureTransform;
import java.util.List;
import java.util.Optional;

/**
 * A face as both text formats write it; WMP always has the transform, {@code $$M} normally not.
 * {@code uvs} is the bracketed list {@code [ u0 v0 u1 v1 … ]} some {@code $$M} faces carry between
 * the texture name and the texture vectors.
 */
public record FaceBody(List<Integer> vertices, RawString texture, Optional<List<Double>> uvs, TextureAxis t1,
                       TextureAxis t2, Optional<TextureTransform> transform, FaceSurface surface) {
}
