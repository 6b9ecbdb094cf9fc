package dev.mapharness.text;

import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.FaceSurface;
import dev.mapharness.gamestudio.TextureAxis;
import dev.mapharness.gamestudio.TextureTransform;
import java.util.List;
import java.util.Optional;

/** A face as both text formats write it; WMP always has the transform, {@code $$M} normally not. */
public record FaceBody(List<Integer> vertices, RawString texture, TextureAxis t1, TextureAxis t2,
                       Optional<TextureTransform> transform, FaceSurface surface) {
}
