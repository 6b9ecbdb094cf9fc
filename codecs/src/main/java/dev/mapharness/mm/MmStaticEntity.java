package dev.mapharness.mm;

import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.Vec3;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Type 3, a static entity: final position, angles and scale, file, name, then — in real files,
 * though the seed says static entities have none — an action and skills, then flags, ambient and
 * albedo. Skills are only written after an action.
 */
public record MmStaticEntity(Vec3 position, Vec3 angles, Vec3 scale, RawString file, RawString name,
                             Optional<RawString> action, List<Double> skills, BinaryFlags flags, double ambient,
                             double albedo) implements MmItem {
    public static final int TYPE = 3;

    public MmStaticEntity {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(angles, "angles");
        Objects.requireNonNull(scale, "scale");
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(action, "action");
        skills = List.copyOf(skills);
        Objects.requireNonNull(flags, "flags");
    }

    @Override
    public int type() {
        return TYPE;
    }
}
