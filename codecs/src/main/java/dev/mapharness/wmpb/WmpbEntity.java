package dev.mapharness.wmpb;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A model or sprite entity (docs/wmpb.md, "Entity").
 *
 * @param typeWord 3 in every real file
 * @param flags    the {@code $$M} flags
 * @param variant  the object's variant shifted left by 8 in every real file (meaning unknown)
 * @param skills   8 for a static entity, 20 for an extended one in real files
 * @param path     the name of a path, where one is attached
 * @param strings  chunk 15 as raw bytes (meaning unknown; perhaps the entity's two strings)
 */
public record WmpbEntity(long typeWord, long flags, long variant, float ambient, float albedo, RawString name,
                         RawString file, Optional<RawString> action, List<Double> skills, Optional<RawString> material,
                         Optional<RawString> path, Optional<Blob> strings) implements WmpbData {
    public WmpbEntity {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(action, "action");
        skills = List.copyOf(skills);
        Objects.requireNonNull(material, "material");
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(strings, "strings");
    }
}
