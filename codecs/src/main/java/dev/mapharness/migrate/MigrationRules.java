package dev.mapharness.migrate;

public final class MigrationRules {
    private MigrationRules() {
    }
}
