package dev.mapharness.fuzz;

import java.util.List;

/** One target per migration: what the source reader returns migrates, writes, reads back, and reports its losses. */
final class MigrationTargets {
    private MigrationTargets() {
    }

    static List<FuzzTarget> all() {
        return List.of();
    }
}
