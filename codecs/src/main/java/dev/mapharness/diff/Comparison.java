package dev.mapharness.diff;

import java.util.List;

/**
 * What {@link ModelComparator} found between two models.
 *
 * @param divergences the divergences in field order, at most the comparator's limit
 * @param omitted     divergences found beyond the limit and left out ("… N more")
 * @param absorbed    floating-point values whose bits differ but that the comparison's
 *                    {@link NumberTolerance} took as equal (0 for an exact comparison)
 */
public record Comparison(List<Divergence> divergences, long omitted, long absorbed) {
    public Comparison {
        divergences = List.copyOf(divergences);
        if (omitted < 0 || absorbed < 0) {
            throw new IllegalArgumentException("counts cannot be negative: " + omitted + ", " + absorbed);
        }
    }

    public Comparison(List<Divergence> divergences, long omitted) {
        this(divergences, omitted, 0);
    }

    /** True if the models agree everywhere. */
    public boolean same() {
        return divergences.isEmpty() && omitted == 0;
    }
}
