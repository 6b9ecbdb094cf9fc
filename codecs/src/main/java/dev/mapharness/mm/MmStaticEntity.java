package dev.mapharness.mm;

import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.text.RawToken;
import java.util.List;
import java.util.Objects;

/**
 * Type 3, a static entity, as wmpio writes it (the seed says it has no action and skills; real
 * files have both): final position, angles and scale, file, name, action ({@code ndef} if none),
 * its skills on one line (8 in real files), flags and ambient.
 */
public record MmStaticEntity(Vec3 position, Vec3 angles, Vec3 scale, RawString file, RawString name, RawString action,
                             List<Double> skills, BinaryFlags flags, double ambient, List<RawToken> extra)
        implements MmItem {
    public static final int TYPE = 3;
    /** How many skills wmpio writes for a static entity. */
    public static final int WED_SKILLS = 8;

    /** A static entity with nothing after its ambient. */
    public MmStaticEntity(Vec3 position, Vec3 angles, Vec3 scale, RawString file, RawString name, RawString action,
            List<Double> skills, BinaryFlags flags, double ambient) {
        this(position, angles, scale, file, name, action, skills, flags, ambient, List.of());
    }

    public MmStaticEntity {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(angles, "angles");
        Objects.requireNonNull(scale, "scale");
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(action, "action");
        skills = List.copyOf(skills);
        Objects.requireNonNull(flags, "flags");
        extra = List.copyOf(extra);
    }

    @Override
    public int type() {
        return TYPE;
    }
}
