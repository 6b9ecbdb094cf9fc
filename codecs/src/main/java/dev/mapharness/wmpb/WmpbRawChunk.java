package dev.mapharness.wmpb;

import dev.mapharness.bytes.Blob;
import java.util.Objects;

/**
 * A data chunk kept as it was: one whose id the reader does not know, or whose inside does not
 * follow docs/wmpb.md. The writer puts back its id, kind and body; the size word is derived.
 */
public record WmpbRawChunk(int id, int kind, Blob body) implements WmpbData {
    public WmpbRawChunk {
        Objects.requireNonNull(body, "body");
        if (id < 0 || id > 255 || kind < 0 || kind > 255) {
            throw new IllegalArgumentException("a chunk's id and kind are bytes: " + id + ", " + kind);
        }
    }
}
