package dev.mapharness.format;

import dev.mapharness.bytes.FieldMap;
import java.util.List;
import java.util.Optional;

/**
 * A model read from bytes, with the violations the reader saw, the field map if asked for, and the
 * layout of the file it came from if the codec keeps one ({@link SourceLayout}).
 */
public record Decoded<M extends MapModel>(M model, List<Violation> violations, Optional<FieldMap> fieldMap,
                                          Optional<SourceLayout> layout) {
    public Decoded {
        violations = List.copyOf(violations);
    }

    /** A model from a codec that keeps no layout (its canonical encoding is the only one). */
    public Decoded(M model, List<Violation> violations, Optional<FieldMap> fieldMap) {
        this(model, violations, fieldMap, Optional.empty());
    }

    /** True if no violation is an {@link Severity#ERROR}. */
    public boolean conforms() {
        return violations.stream().noneMatch(v -> v.severity() == Severity.ERROR);
    }
}
