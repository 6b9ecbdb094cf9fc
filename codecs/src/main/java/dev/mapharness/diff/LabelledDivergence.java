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
 */
public record LabelledDivergence(String path, List<SideValue> values, String note, List<OprwFeature> features) {
    public LabelledDivergence {
        Objects.requireNonNull(path, "path");
        values = List.copyOf(values);
        Objects.requireNonNull(note, "note");
        features = List.copyOf(features);
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
