package dev.mapharness.diff;

import java.util.List;

/**
 * What a differential found.
 *
 * @param sides              the labels of the sides compared, in order
 * @param expected           divergences the version table explains (and the version number itself)
 * @param unexpected         every other divergence
 * @param failures           sides that could not be compared at all
 * @param omittedExpected    expected divergences past the limit, counted per pair of sides
 * @param omittedUnexpected  unexpected divergences past the limit, counted per pair of sides
 */
public record DifferentialResult(List<String> sides, List<LabelledDivergence> expected,
                                 List<LabelledDivergence> unexpected, List<SideFailure> failures,
                                 long omittedExpected, long omittedUnexpected) {
    public DifferentialResult {
        sides = List.copyOf(sides);
        expected = List.copyOf(expected);
        unexpected = List.copyOf(unexpected);
        failures = List.copyOf(failures);
    }

    /** True if nothing unexpected turned up: no unexpected divergence and no failed side. */
    public boolean agrees() {
        return unexpected.isEmpty() && omittedUnexpected == 0 && failures.isEmpty();
    }
}
