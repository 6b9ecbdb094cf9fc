package dev.mapharness.corpus;

import java.util.Map;

/** Seeds of the migration targets: small source files of each migration. */
final class MigrationSeeds {
    private MigrationSeeds() {
    }

    static Map<String, Map<String, byte[]>> byTarget(long seed) {
        return Map.of();
    }
}
