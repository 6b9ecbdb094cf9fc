package dev.mapharness.migrate;

import dev.mapharness.format.MapModel;

/** The result of one migration step: the new model and its loss report. */
public record Migrated<M extends MapModel>(M model, LossReport report) {
}
