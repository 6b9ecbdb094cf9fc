package dev.mapharness.reports.conformance;

import dev.mapharness.format.MapModel;
import java.util.Objects;

/**
 * One case for a writer under test: the model it is given (as a JSON dump) and must write.
 *
 * @param name  stable across runs and machines ({@code 4wvr/corpus/small}), so a failure can be named
 * @param model what the tool is given and what its file must hold
 */
public record WriterCase(String name, MapModel model) {
    public WriterCase {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(model, "model");
    }
}
