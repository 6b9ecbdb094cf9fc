package dev.mapharness.fuzz;

import java.util.List;

/** Codec stages on their own: BIS LZSS, LZO1X (against aircompressor's), quad trees. */
final class StreamTargets {
    private StreamTargets() {
    }

    static List<FuzzTarget> all() {
        return List.of();
    }
}
