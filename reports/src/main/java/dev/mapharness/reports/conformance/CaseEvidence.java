package dev.mapharness.reports.conformance;

import dev.mapharness.format.MapModel;
import java.util.Objects;
import java.util.Optional;

/**
 * What a case that does not pass leaves for a report beside its reasons: the model expected, what
 * the tool produced (read back), and the smallest case found that fails the same way.
 *
 * @param expected a writer case's model, or mapharness's reading of a reader case (absent where mapharness refuses the file)
 * @param found    the tool's file read leniently (writers) or its dump (readers), where it reads
 * @param shrunk   the shrunk case, where shrinking ran and the case still failed the same way
 */
public record CaseEvidence(Optional<MapModel> expected, Optional<MapModel> found, Optional<ShrunkCase> shrunk) {
    public static final CaseEvidence NONE = new CaseEvidence(Optional.empty(), Optional.empty(), Optional.empty());

    public CaseEvidence {
        Objects.requireNonNull(expected, "expected");
        Objects.requireNonNull(found, "found");
        Objects.requireNonNull(shrunk, "shrunk");
    }

    public CaseEvidence withShrunk(ShrunkCase s) {
        return new CaseEvidence(expected, found, Optional.of(s));
    }
}
