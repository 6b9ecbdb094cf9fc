package dev.mapharness.mm;

import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.text.RawToken;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Type 7, an extended (dynamic) entity: final position, angles and scale, file, name, action,
 * skills (20 in WED's files; as many as listed are kept), flags, ambient, albedo, the numbers of
 * its target entity and path (0 if none), and — where the entity has one — a material name on a
 * last line of its own (real files show {@code mat_water2} there).
 */
public record MmEntity(Vec3 position, Vec3 angles, Vec3 scale, RawString file, RawString name, RawString action,
                       List<Double> skills, BinaryFlags flags, double ambient, double albedo, double target,
                       double path, Optional<RawString> material, List<RawToken> extra) implements MmItem {
    public static final int TYPE = 7;
    /** How many skills wmpio writes for an extended entity. */
    public static final int WED_SKILLS = 20;

    /** An entity with no material line. */
    public MmEntity(Vec3 position, Vec3 angles, Vec3 scale, RawString file, RawString name, RawString action,
            List<Double> skills, BinaryFlags flags, double ambient, double albedo, double target, double path) {
        this(position, angles, scale, file, name, action, skills, flags, ambient, albedo, target, path, Optional.empty());
    }

    /** An entity with nothing after its material line. */
    public MmEntity(Vec3 position, Vec3 angles, Vec3 scale, RawString file, RawString name, RawString action,
            List<Double> skills, BinaryFlags flags, double ambient, double albedo, double target, double path,
            Optional<RawString> material) {
        this(position, angles, scale, file, name, action, skills, flags, ambient, albedo, target, path, material, List.of());
    }

    public MmEntity {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(angles, "angles");
        Objects.requireNonNull(scale, "scale");
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(action, "action");
        skills = List.copyOf(skills);
        Objects.requireNonNull(flags, "flags");
        Objects.requireNonNull(material, "material");
        extra = List.copyOf(extra);
    }

    @Override
    public int type() {
        return TYPE;
    }
}
