package dev.mapharness.mm;

import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.Vec3;
import java.util.List;
import java.util.Objects;

/**
 * Type 7, an extended (dynamic) entity: final position, angles and scale, file, name, action,
 * skills (20 in WED's files; as many as listed are kept), flags, ambient, albedo, and the numbers
 * of its target entity and path (0 if none).
 */
public record MmEntity(Vec3 position, Vec3 angles, Vec3 scale, RawString file, RawString name, RawString action,
                       List<Double> skills, BinaryFlags flags, double ambient, double albedo, double target,
                       double path) implements MmItem {
    public static final int TYPE = 7;

    public MmEntity {
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
