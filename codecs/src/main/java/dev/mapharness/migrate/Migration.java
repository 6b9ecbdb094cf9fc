package dev.mapharness.migrate;

import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;

/**
 * A function from a model of one format to a model of another, with a report of what it could
 * not carry. Never throws for a model its source reader can produce: what the target cannot
 * hold is reported, not refused.
 */
public interface Migration<A extends MapModel, B extends MapModel> {
    Format from();

    Format to();

    Class<A> sourceType();

    /** What this step produces; for a format with versions, the version it writes (by default the newest). */
    default MigrationTarget target() {
        return MigrationTarget.of(to());
    }

    /** True if this step takes a model that is at {@code source} now (by default: any model of {@link #from()}). */
    default boolean accepts(MigrationTarget source) {
        return source.format() == from();
    }

    Migrated<B> apply(A source);

    /** Applies to a model whose type has been checked against {@link #from()}. */
    default Migrated<B> applyUnchecked(MapModel source) {
        return apply(sourceType().cast(source));
    }
}
