package dev.mapharness.diff;

import dev.mapharness.format.MapModel;
import dev.mapharness.oprw.OprwWorld;
import java.util.List;
import java.util.Optional;

/**
 * Compares two decoded files of one format: a third-party writer's output against ours, or the
 * same world from two tools. Two OPRW worlds of different versions may differ where the version
 * table says; in every other case, and for every other format, every divergence is unexpected.
 */
public final class FileDifferential {
    private FileDifferential() {
    }

    /**
     * @throws NotComparableException if the models are of different formats
     */
    public static DifferentialResult compare(String leftLabel, MapModel left, String rightLabel, MapModel right) {
        return compare(leftLabel, left, rightLabel, right, NumberTolerance.EXACT);
    }

    /**
     * Compares as {@link #compare(String, MapModel, String, MapModel)} does, floating-point values within
     * {@code tolerance} counting as equal (and counted in the result).
     *
     * @throws NotComparableException if the models are of different formats
     */
    public static DifferentialResult compare(String leftLabel, MapModel left, String rightLabel, MapModel right,
                                             NumberTolerance tolerance) {
        if (left.format() != right.format() || left.getClass() != right.getClass()) {
            throw new NotComparableException(leftLabel + " is " + left.format().displayName() + " and " + rightLabel
                    + " is " + right.format().displayName() + ": a differential compares two files of one format");
        }
        List<String> sides = leftLabel.equals(rightLabel) ? List.of(leftLabel + " (left)", rightLabel + " (right)")
                : List.of(leftLabel, rightLabel);
        DivergenceMerger merger = new DivergenceMerger(sides, ModelComparator.DEFAULT_LIMIT, tolerance);
        DivergenceMerger.Explainer explainer = path -> Optional.empty();
        if (left instanceof OprwWorld a && right instanceof OprwWorld b) {
            explainer = path -> FeatureFields.explain(path, a.version(), b.version());
        }
        merger.compare(0, 1, left, right, explainer);
        return merger.result(List.of());
    }
}
