package dev.mapharness.reports.compare;

import dev.mapharness.diff.LabelledDivergence;
import dev.mapharness.oprw.OprwFeature;
import java.util.List;
import java.util.Objects;

/**
 * Divergences that repeat one pattern, as one finding: 10 000 differing heights or the same
 * transform element of 300 objects are one row with a count, not thousands.
 *
 * @param pattern  the field with varying indices as {@code [*]}: {@code objects[*].transform[9]};
 *                 the exact path when the group has one member
 * @param expected true if the version table explains every member
 * @param count    how many fields (grid cells for a grid) differ in this group
 * @param examples the first members, each with every side's value (a few, in field order)
 * @param features the version-table features that explain the group; empty if unexpected
 * @param bytes    where the group's fields lie in each side's bytes (first to last), for sides
 *                 whose reader recorded a field map
 */
public record DivergenceGroup(String pattern, boolean expected, long count, List<LabelledDivergence> examples,
                              List<OprwFeature> features, List<SideBytes> bytes) {
    public DivergenceGroup {
        Objects.requireNonNull(pattern, "pattern");
        examples = List.copyOf(examples);
        features = List.copyOf(features);
        bytes = List.copyOf(bytes);
    }
}
