package dev.mapharness.wmpb;

import dev.mapharness.bytes.RawString;
import java.util.Objects;

/**
 * A start position's data: its name again.
 *
 * @param typeWord 1 in every real file
 * @param reserved 0 in every real file
 */
public record WmpbStart(long typeWord, long reserved, RawString name) implements WmpbData {
    public WmpbStart {
        Objects.requireNonNull(name, "name");
    }
}
