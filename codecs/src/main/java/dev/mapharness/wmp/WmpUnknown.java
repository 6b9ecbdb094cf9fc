package dev.mapharness.wmp;

import dev.mapharness.bytes.RawString;
import dev.mapharness.text.RawToken;
import java.util.List;
import java.util.Objects;

/**
 * An item whose keyword mapharness does not know, {@code keyword N { … }}, kept as its tokens
 * (braces balanced) so it round trips; readers report it and strict reads refuse it.
 */
public record WmpUnknown(RawString word, int number, List<RawToken> body) implements WmpItem {
    public WmpUnknown {
        Objects.requireNonNull(word, "word");
        body = List.copyOf(body);
    }

    @Override
    public String keyword() {
        return word.text();
    }
}
