package dev.mapharness.wmp;

import dev.mapharness.bytes.RawString;
import dev.mapharness.text.RawToken;
import java.util.List;
import java.util.Objects;

/**
 * A section mapharness does not know, {@code name { … }}, kept as its tokens (braces balanced) so
 * it round trips; readers report it, and strict reads refuse it.
 */
public record WmpSection(RawString name, List<RawToken> body) {
    public WmpSection {
        Objects.requireNonNull(name, "name");
        body = List.copyOf(body);
    }
}
