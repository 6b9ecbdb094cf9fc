package dev.mapharness.cli;

import dev.mapharness.format.MapModel;
import dev.mapharness.format.SourceLayout;
import dev.mapharness.migrate.Migration;
import dev.mapharness.migrate.MigrationTarget;
import dev.mapharness.migrate.Migrations;
import java.util.List;
import java.util.Optional;

/** Where {@code convert} finds its migrations: the registry, or a stand-in in tests. */
public interface Migrator {
    Optional<List<Migration<?, ?>>> path(MigrationTarget from, MigrationTarget to);

    /** Migrates a model read from a file whose layout is {@code layout} (a step may use it). */
    Migrations.Chain migrate(MapModel model, MigrationTarget to, Optional<SourceLayout> layout);

    /** {@link #migrate(MapModel, MigrationTarget, Optional)} for a level file named {@code levelName} (no extension). */
    default Migrations.Chain migrate(MapModel model, MigrationTarget to, Optional<SourceLayout> layout, String levelName) {
        return migrate(model, to, layout);
    }

    Migrator REGISTRY = new Migrator() {
        @Override
        public Optional<List<Migration<?, ?>>> path(MigrationTarget from, MigrationTarget to) {
            return Migrations.path(from, to);
        }

        @Override
        public Migrations.Chain migrate(MapModel model, MigrationTarget to, Optional<SourceLayout> layout) {
            return Migrations.migrate(model, to, layout);
        }

        @Override
        public Migrations.Chain migrate(MapModel model, MigrationTarget to, Optional<SourceLayout> layout,
                String levelName) {
            return Migrations.migrate(model, to, layout, levelName);
        }
    };
}
