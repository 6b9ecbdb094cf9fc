package dev.mapharness.conformance;

import dev.mapharness.Codecs;
import dev.mapharness.format.Format;
import dev.mapharness.roundtrip.SeededModels;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The cases of a re-saver under test: every corpus map of the format ({@code FORMAT/corpus/NAME}),
 * the user's own files ({@code FORMAT/file/PATH}), then the plan's generated models written by
 * mapharness ({@code FORMAT/generated/SEED-K}, {@code FORMAT/fuzz/SEED-K}). A file mapharness does
 * not read is no case: there is no model the tool could be held to; {@code skipped} hears of it.
 */
public final class ResaverCases {
    private ResaverCases() {
    }

    public static Iterable<ResaverCase> of(Format format, List<NamedMap> corpus, List<NamedMap> files, CasePlan plan,
                                           Consumer<String> skipped) {
        List<ResaverCase> fixed = new ArrayList<>();
        add(fixed, format, "corpus", corpus, skipped);
        add(fixed, format, "file", files, skipped);
        return GeneratedCases.after(fixed, new GeneratedCases<>(plan, (kind, seed, k) -> SeededModels.model(format, seed, k)
                .flatMap(model -> ResaverCase.of(CasePlan.name(format.id(), kind, seed, k), format, Codecs.write(model)))));
    }

    private static void add(List<ResaverCase> cases, Format format, String kind, List<NamedMap> maps, Consumer<String> skipped) {
        for (NamedMap m : maps) {
            String name = format.id() + "/" + kind + "/" + m.name();
            ResaverCase.of(name, format, m.bytes()).ifPresentOrElse(cases::add,
                    () -> skipped.accept(name + ": not a case, mapharness does not read it as " + format));
        }
    }
}
