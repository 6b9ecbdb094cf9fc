package dev.mapharness.diff;

import java.util.Objects;

/** One side's value at a divergent field: the side's label ({@code OPRW 18}, a file name) and the value's text. */
public record SideValue(String side, String value) {
    public SideValue {
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(value, "value");
    }
}
