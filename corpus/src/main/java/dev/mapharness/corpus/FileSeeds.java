package dev.mapharness.corpus;

import java.util.Map;

/** Seeds of the decoder, detection and structured-writer targets. */
final class FileSeeds {
    private FileSeeds() {
    }

    static Map<String, Map<String, byte[]>> byTarget(long seed) {
        return Map.of();
    }
}
