package dev.mapharness.wmpb;

import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.TextureTransform;
import dev.mapharness.gamestudio.TextureVectors;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * How one face of a block is textured (docs/wmpb.md, "Block").
 *
 * @param face               the face's number in the block
 * @param flags              the low 16 bits are the {@code $$M} face flags; bit 28 marks faces with coordinates
 * @param textureCoordinates u and v per vertex, flat ({@code u0 v0 u1 v1 …}), where the face has them
 * @param axes               the texture axes as stored (the {@code $$M} axes are these divided by the scales)
 * @param transform          offsets, rotation and scales
 */
public record WmpbFaceRecord(long face, long flags, float ambient, float albedo, RawString texture,
                             Optional<List<Double>> textureCoordinates, TextureVectors axes, TextureTransform transform) {
    public WmpbFaceRecord {
        Objects.requireNonNull(texture, "texture");
        textureCoordinates = textureCoordinates.map(List::copyOf);
        if (textureCoordinates.isPresent() && textureCoordinates.get().size() % 2 != 0) {
            throw new IllegalArgumentException("texture coordinates come in (u, v) pairs: " + textureCoordinates.get().size());
        }
        Objects.requireNonNull(axes, "axes");
        Objects.requireNonNull(transform, "transform");
    }
}
