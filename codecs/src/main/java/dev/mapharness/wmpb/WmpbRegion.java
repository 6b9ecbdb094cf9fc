package dev.mapharness.wmpb;

import dev.mapharness.bytes.RawString;
import java.util.List;
import java.util.Objects;

/**
 * A region: its box as the file stores it (six numbers, taken to be minimum then maximum corner)
 * and its name.
 *
 * @param typeWord 8 in every real file
 * @param reserved 0 in every real file
 */
public record WmpbRegion(long typeWord, long reserved, List<Double> box, RawString name) implements WmpbData {
    public WmpbRegion {
        box = List.copyOf(box);
        Objects.requireNonNull(name, "name");
    }
}
