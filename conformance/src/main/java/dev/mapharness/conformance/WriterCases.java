package dev.mapharness.conformance;

import dev.mapharness.Codecs;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.roundtrip.SeededModels;
import dev.mapharness.migrate.MigrationTarget;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The cases of a writer under test: every corpus map, then the plan's generated models. For a
 * converter ({@code from} another format) the maps and models are of that format, and each case
 * expects mapharness's migration of it; a map the migration refuses, or whose migration mapharness
 * cannot write, is no case.
 */
public final class WriterCases {
    private WriterCases() {
    }

    /**
     * @param target where the tool's files must be (a format, or an OPRW version for a converter)
     * @param from   the format a converter is given; empty for a writer given JSON dumps
     * @param corpus the corpus maps of {@code from}, or of the target's format
     */
    public static Iterable<WriterCase> of(MigrationTarget target, Optional<Format> from, List<NamedMap> corpus, CasePlan plan) {
        String prefix = target.format().id();
        String suffix = from.map(f -> "-from-" + f.id()).orElse("");
        List<WriterCase> fixed = new ArrayList<>();
        for (NamedMap m : corpus) {
            MapModel model;
            try {
                model = Codecs.read(from.orElse(target.format()), m.bytes(), ReadOptions.STRICT).model();
            } catch (MapFormatException e) {
                continue; // a corpus map that does not conform is no model to give a tool
            }
            make(prefix + "/corpus" + suffix + "/" + m.name(), model, target, from).ifPresent(fixed::add);
        }
        Format source = from.orElse(target.format());
        return GeneratedCases.after(fixed, new GeneratedCases<>(plan, (kind, seed, k) -> SeededModels.model(source, seed, k)
                .flatMap(model -> make(CasePlan.name(prefix, kind + suffix, seed, k), model, target, from))));
    }

    private static Optional<WriterCase> make(String name, MapModel model, MigrationTarget target, Optional<Format> from) {
        if (from.isEmpty()) {
            return Optional.of(new WriterCase(name, model));
        }
        try {
            WriterCase c = WriterCase.conversion(name, model, target);
            Codecs.write(c.model());
            return Optional.of(c);
        } catch (MapWriteException | IllegalArgumentException refused) {
            return Optional.empty();
        }
    }
}
