package dev.mapharness.wvr8;

import dev.mapharness.bytes.RawString;
import java.util.List;

/**
 * One entry of an 8WVR material list: the names (surface textures or .rvmat paths) that the
 * file stores as {@code u32 len; char[len]} items ended by a zero length. Entry 0 is often
 * empty but need not be.
 */
public record Wvr8Material(List<RawString> names) {
    public Wvr8Material {
        names = List.copyOf(names);
        for (RawString n : names) {
            if (n.isEmpty()) {
                throw new IllegalArgumentException("a material name cannot be empty: a zero length ends the list");
            }
        }
    }

    public static Wvr8Material of(String... names) {
        return new Wvr8Material(java.util.Arrays.stream(names).map(RawString::of).toList());
    }
}
