package dev.mapharness.diff;

import java.util.List;

/**
 * What {@link ModelComparator} found between two models.
 *
 * @param divergences the divergences in field order, at most the comparator's limit
 * @param omitted     divergences found beyond the limit and left out ("… N more")
 */
public record Comparison(List<Divergence> divergences, long omitted) {
    public Comparison {
        divergences = List.copyOf(divergences);
        if (omitted < 0) {
            throw new IllegalArgumentException("omitted cannot be negative: " + omitted);
        }
    }

    /** True if the models agree everywhere. */
    public boolean same() {
        return divergences.isEmpty() && omitted == 0;
    }
}
