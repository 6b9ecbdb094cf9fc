package dev.mapharness.gamestudio;

import dev.mapharness.bytes.RawString;
import java.util.Objects;

/**
 * The braced trailer that ends a block: block flags (0000 unlocked, bit 16 set for locked
 * textures), the block function (normally {@code ndef}) and the block's index.
 */
public record BlockTrailer(BinaryFlags flags, RawString function, long index) {
    public BlockTrailer {
        Objects.requireNonNull(flags, "flags");
        Objects.requireNonNull(function, "function");
    }
}
