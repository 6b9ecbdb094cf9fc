package dev.mapharness.tiled;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Custom properties in the order they were written. Names are unique: Tiled keeps properties by
 * name (and shows them sorted), so a second property of one name would vanish.
 */
public record TiledProperties(List<TiledProperty> list) {
    public static final TiledProperties NONE = new TiledProperties(List.of());

    public TiledProperties {
        list = List.copyOf(list);
        duplicate(list).ifPresent(n -> {
            throw new IllegalArgumentException("two properties named \"" + n + "\"");
        });
    }

    public static TiledProperties of(TiledProperty... properties) {
        return new TiledProperties(List.of(properties));
    }

    /** The first name used twice in {@code properties}, if any. */
    public static Optional<String> duplicate(List<TiledProperty> properties) {
        Set<String> seen = new HashSet<>();
        for (TiledProperty p : properties) {
            if (!seen.add(p.name())) {
                return Optional.of(p.name());
            }
        }
        return Optional.empty();
    }

    public Optional<TiledProperty> get(String name) {
        return list.stream().filter(p -> p.name().equals(name)).findFirst();
    }

    public boolean isEmpty() {
        return list.isEmpty();
    }

    public int size() {
        return list.size();
    }
}
