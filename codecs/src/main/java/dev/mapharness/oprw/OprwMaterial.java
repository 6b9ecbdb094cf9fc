package dev.mapharness.oprw;

import dev.mapharness.bytes.RawString;
import java.util.Objects;

/**
 * A terrain material: {@code asciiz path; u8 major}. Entry 0 is by convention the empty dummy.
 * The seed's "\0\0" terminator is the path's NUL followed by this major byte (notes, errata).
 */
public record OprwMaterial(RawString path, int major) {
    public OprwMaterial {
        Objects.requireNonNull(path, "path");
        if (major < 0 || major > 0xFF) {
            throw new IllegalArgumentException("major must be a byte, not " + major);
        }
    }

    public static OprwMaterial of(String path) {
        return new OprwMaterial(RawString.of(path), 0);
    }
}
