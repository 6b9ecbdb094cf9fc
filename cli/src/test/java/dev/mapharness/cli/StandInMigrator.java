package dev.mapharness.cli;

import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.SourceLayout;
import dev.mapharness.migrate.LossReport;
import dev.mapharness.migrate.Migrated;
import dev.mapharness.migrate.Migration;
import dev.mapharness.migrate.MigrationTarget;
import dev.mapharness.migrate.Migrations;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Migrations made up for the command tests, so that convert's handling of loss reports and
 * refusals is tested whatever migrations the registry holds.
 */
final class StandInMigrator implements Migrator {
    private final List<Migration<?, ?>> steps;

    private StandInMigrator(List<Migration<?, ?>> steps) {
        this.steps = steps;
    }

    /** No migrations at all. */
    static StandInMigrator none() {
        return new StandInMigrator(List.of());
    }

    /** One step from {@code from} to {@code to} that turns the model with {@code body} and reports {@code report}. */
    static StandInMigrator step(Format from, Format to, UnaryOperator<MapModel> body, LossReport report) {
        return new StandInMigrator(List.of(migration(from, to, body, report)));
    }

    static Migration<MapModel, MapModel> migration(Format from, Format to, UnaryOperator<MapModel> body, LossReport report) {
        return new Migration<>() {
            @Override
            public Format from() {
                return from;
            }

            @Override
            public Format to() {
                return to;
            }

            @Override
            public Class<MapModel> sourceType() {
                return MapModel.class;
            }

            @Override
            public Migrated<MapModel> apply(MapModel source) {
                return new Migrated<>(body.apply(source), report);
            }
        };
    }

    @Override
    public Optional<List<Migration<?, ?>>> path(MigrationTarget from, MigrationTarget to) {
        if (steps.isEmpty() || steps.get(0).from() != from.format() || steps.get(steps.size() - 1).to() != to.format()) {
            return Optional.empty();
        }
        return Optional.of(steps);
    }

    @Override
    public Migrations.Chain migrate(MapModel model, MigrationTarget to, Optional<SourceLayout> layout) {
        MapModel current = model;
        List<Migrations.Step> done = new ArrayList<>();
        for (Migration<?, ?> m : steps) {
            Migrated<?> r = m.applyUnchecked(current);
            done.add(new Migrations.Step(m, r.report()));
            current = r.model();
        }
        return new Migrations.Chain(current, done);
    }
}
