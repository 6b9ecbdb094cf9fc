package dev.mapharness.mm;

import dev.mapharness.text.RawToken;
import java.util.List;

/**
 * Type 5, the sun (and, by the wiki's word, general level information): the numbers inside its
 * braces, one a line. wmpio writes two ({@code 0} and {@code 60} in every real file seen), which
 * match the last two of a WMP level's three sun numbers; readers report other counts.
 */
public record MmSun(List<Double> values, List<RawToken> extra) implements MmItem {
    public static final int TYPE = 5;
    /** How many numbers wmpio writes. */
    public static final int WED_VALUES = 2;

    /** A sun item of numbers alone. */
    public MmSun(List<Double> values) {
        this(values, List.of());
    }

    public MmSun {
        values = List.copyOf(values);
        extra = List.copyOf(extra);
    }

    @Override
    public int type() {
        return TYPE;
    }
}
