package dev.mapharness.reports.compare;

import java.util.Objects;

/** Where a divergent field lies in one side's bytes. */
public record SideBytes(String side, ByteRange range) {
    public SideBytes {
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(range, "range");
    }
}
