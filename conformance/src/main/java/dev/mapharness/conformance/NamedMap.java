package dev.mapharness.conformance;

import java.util.Objects;

/**
 * A map file a case set is made from, by a name that is the same on every machine (a corpus map's
 * file name without its extension, a finding's hash).
 */
public record NamedMap(String name, byte[] bytes) {
    public NamedMap {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(bytes, "bytes");
    }
}
