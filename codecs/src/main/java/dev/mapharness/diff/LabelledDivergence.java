package dev.mapharness.diff;

import dev.mapharness.oprw.OprwFeature;
import java.util.List;
import java.util.Objects;

/**
 * A divergence at one field across the sides of a differential, with each side's value there.
 *
 * @param path     the field ({@code roads[0].links[1].connectionTypes})
 * @param values   the value on each side that disagrees with another side at this field, in side order
 * @param note     what the values alone do not say (how many grid cells differ), or empty
 * @param features the version-table features that explain this divergence; empty for an
 *                 unexpected one, and for the version number itself
 * @param count    how many values differ at this field: the differing cells of a grid (the most
 *                 of any compared pair of sides), 1 otherwise
 */
public record LabelledDivergence(String path, List<SideValue> values, String note, List<OprwFeature> features,
                                 long count) {
    public LabelledDivergence {
        Objects.requireNonNull(path, "path");
        values = List.copyOf(values);
        Objects.requireNonNull(note, "note");
        features = List.copyOf(features);
    }

    public LabelledDivergence(String path, List<SideValue> values, String note, List<OprwFeature> features) {
        this(path, values, note, features, 1);
    }

    /** The sides involved, in order. */
    public List<String> sides() {
        return values.stream().map(SideValue::side).toList();
    }

    /** The value on {@code side}, or null if that side is not involved. */
    public String valueOf(String side) {
        return values.stream().filter(v -> v.side().equals(side)).map(SideValue::value).findFirst().orElse(null);
    }
}
