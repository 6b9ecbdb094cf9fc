package dev.mapharness.mm;

import dev.mapharness.bytes.RawString;
import dev.mapharness.text.RawToken;
import java.util.List;
import java.util.Objects;

/**
 * Type 8, a region (newer files): its name, then content whose layout is not documented, kept as
 * tokens so it round trips.
 */
public record MmRegion(RawString name, List<RawToken> rest) implements MmItem {
    public static final int TYPE = 8;

    public MmRegion {
        Objects.requireNonNull(name, "name");
        rest = List.copyOf(rest);
    }

    @Override
    public int type() {
        return TYPE;
    }
}
