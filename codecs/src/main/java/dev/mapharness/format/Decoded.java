package dev.mapharness.format;

import dev.mapharness.bytes.FieldMap;
import java.util.List;
import java.util.Optional;

/**
 * A model read from bytes, with the violations the reader saw and, if asked for, the field map.
 */
public record Decoded<M extends MapModel>(M model, List<Violation> violations, Optional<FieldMap> fieldMap) {
    public Decoded {
        violations = List.copyOf(violations);
    }

    public boolean conforms() {
        return violations.isEmpty();
    }
}
