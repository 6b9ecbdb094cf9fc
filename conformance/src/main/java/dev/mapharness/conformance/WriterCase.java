package dev.mapharness.conformance;

import dev.mapharness.Codecs;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.migrate.MigrationTarget;
import dev.mapharness.migrate.Migrations;
import java.util.Objects;
import java.util.Optional;

/**
 * One case for a writer under test: what it is given and what its file must hold.
 *
 * @param name   stable across runs and machines ({@code 4wvr/corpus/small}), so a failure can be named
 * @param model  what the tool's file must hold
 * @param source for a converter, the model of another format it is given as a file (in mapharness's
 *               canonical encoding); {@code model} is then mapharness's migration of it, and computed
 *               floating-point values may differ from it by {@link #CONVERSION_ULPS}. Empty when the
 *               tool is given {@code model} itself as a JSON dump.
 */
public record WriterCase(String name, MapModel model, Optional<MapModel> source) {
    /**
     * Units in the last place a converter's float32 and float64 values may differ from mapharness's
     * migration by: heights scaled, cells resampled and matrices decomposed are computed, and an
     * implementation that rounds an intermediate step otherwise lands a unit or two away
     * ({@code docs/tool-authors.md}).
     */
    public static final int CONVERSION_ULPS = 4;

    public WriterCase {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(source, "source");
    }

    /** A case that gives the tool {@code model} as a JSON dump. */
    public WriterCase(String name, MapModel model) {
        this(name, model, Optional.empty());
    }

    /**
     * A converter's case: the tool is given {@code source} as a file and must write what mapharness's
     * migration to {@code target} makes of it.
     *
     * @throws dev.mapharness.format.MapWriteException if the migration refuses the source
     * @throws IllegalArgumentException if no migration leads from the source's format to {@code target}
     */
    public static WriterCase conversion(String name, MapModel source, MigrationTarget target) {
        return new WriterCase(name, Migrations.migrate(source, target).model(), Optional.of(source));
    }

    /** The format of what the tool is given as a file, if it is given a file: the source of a conversion. */
    public Optional<Format> inputFormat() {
        return source.map(MapModel::format);
    }

    /** How far apart floats may be and still count as equal. */
    int ulps() {
        return source.isPresent() ? CONVERSION_ULPS : 0;
    }

    /**
     * The map file shrinking works on: the conversion's source file, or the canonical file of the
     * model the tool is given as a dump.
     */
    byte[] shrinkable() {
        return Codecs.write(source.orElse(model));
    }

    /**
     * The case a shrunk map file stands for: its model, or for a conversion the source it holds and
     * the migration of that source to where this case's model is.
     */
    WriterCase remade(byte[] file) {
        MapModel read = Codecs.read(source.orElse(model).format(), file, ReadOptions.STRICT).model();
        return source.isEmpty() ? new WriterCase(name, read) : conversion(name, read, MigrationTarget.of(model));
    }
}
