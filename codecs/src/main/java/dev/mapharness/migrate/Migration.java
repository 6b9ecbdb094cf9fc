package dev.mapharness.migrate;

import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.SourceLayout;
import java.util.Optional;

/**
 * A function from a model of one format to a model of another, with a report of what it could
 * not carry. What the target cannot hold is reported, not refused. The exception is a source whose
 * target would need a value the source does not have at all, or has no room for it (binarize given
 * a NaN cell size): such a step throws {@link dev.mapharness.format.MapWriteException} naming the
 * field, as a writer refuses what its format cannot represent.
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

    /**
     * {@link #apply} for a source read from a file whose layout is {@code layout}, for a step that can
     * use what the file's layout says (where an OPRW file's records lay). By default the layout is
     * not needed.
     */
    default Migrated<B> apply(A source, Optional<SourceLayout> layout) {
        return apply(source);
    }

    /**
     * This step for a level whose file is named {@code levelName} (without its extension), for a step
     * whose target names the level's other files by it (a Gamestudio level's {@code $$W}). By default
     * the name is not needed.
     */
    default Migration<A, B> forLevel(String levelName) {
        return this;
    }

    /** Applies to a model whose type has been checked against {@link #from()}. */
    default Migrated<B> applyUnchecked(MapModel source) {
        return apply(sourceType().cast(source));
    }

    /** {@link #apply(MapModel, Optional)} to a model whose type has been checked against {@link #from()}. */
    default Migrated<B> applyUnchecked(MapModel source, Optional<SourceLayout> layout) {
        return apply(sourceType().cast(source), layout);
    }
}
