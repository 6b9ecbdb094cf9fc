package dev.mapharness.gamestudio;

import dev.mapharness.bytes.RawString;
import java.util.Objects;

/**
 * What follows the second {@code :} of a face: surface flags (bit 0 non-shaded, 1–3 flat, sky,
 * water, 13–14 smooth and mirror, 16–23 user flags), ambient, albedo and material (normally
 * {@code ndef}).
 */
public record FaceSurface(BinaryFlags flags, double ambient, double albedo, RawString material) {
    public FaceSurface {
        Objects.requireNonNull(flags, "flags");
        Objects.requireNonNull(material, "material");
    }
}
