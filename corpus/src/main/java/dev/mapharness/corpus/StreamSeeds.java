package dev.mapharness.corpus;

import java.util.Map;

/** Seeds of the codec-stage targets: LZSS and LZO1X streams, quad trees. */
final class StreamSeeds {
    private StreamSeeds() {
    }

    static Map<String, Map<String, byte[]>> byTarget(long seed) {
        return Map.of();
    }
}
