package dev.mapharness.diff;

import java.util.List;
import java.util.Objects;

/**
 * What a differential found.
 *
 * @param sides              the labels of the sides compared, in order
 * @param expected           divergences the version table explains (and the version number itself)
 * @param unexpected         every other divergence
 * @param failures           sides that could not be compared at all
 * @param omittedExpected    expected divergences past the limit, counted per pair of sides
 * @param omittedUnexpected  unexpected divergences past the limit, counted per pair of sides
 * @param tolerance          when floating-point values whose bits differ counted as equal
 * @param absorbed           such values the tolerance took as equal, over every compared pair of sides
 */
public record DifferentialResult(List<String> sides, List<LabelledDivergence> expected,
                                 List<LabelledDivergence> unexpected, List<SideFailure> failures,
                                 long omittedExpected, long omittedUnexpected, NumberTolerance tolerance,
                                 long absorbed) {
    public DifferentialResult {
        sides = List.copyOf(sides);
        expected = List.copyOf(expected);
        unexpected = List.copyOf(unexpected);
        failures = List.copyOf(failures);
        Objects.requireNonNull(tolerance, "tolerance");
        if (absorbed < 0 || tolerance.exact() && absorbed != 0) {
            throw new IllegalArgumentException("an exact comparison absorbs nothing, and no comparison fewer than 0: "
                    + absorbed);
        }
    }

    /** An exact differential: every bit counts. */
    public DifferentialResult(List<String> sides, List<LabelledDivergence> expected, List<LabelledDivergence> unexpected,
                              List<SideFailure> failures, long omittedExpected, long omittedUnexpected) {
        this(sides, expected, unexpected, failures, omittedExpected, omittedUnexpected, NumberTolerance.EXACT, 0);
    }

    /** True if nothing unexpected turned up: no unexpected divergence and no failed side. */
    public boolean agrees() {
        return unexpected.isEmpty() && omittedUnexpected == 0 && failures.isEmpty();
    }
}
