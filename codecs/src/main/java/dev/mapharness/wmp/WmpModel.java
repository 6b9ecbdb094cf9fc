package dev.mapharness.wmp;

import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.text.RawToken;
import java.util.List;
import java.util.Objects;

/**
 * An entity: scale, file, name, action, skills (as many as the file lists), flags, ambient,
 * albedo and two trailing words ({@code ndef ndef} in the seed; taken to be the entity's two
 * strings, which WED writes as {@code ndef} when empty).
 */
public record WmpModel(int number, Vec3 scale, RawString file, RawString name, RawString action, List<Double> skills,
                       BinaryFlags flags, double ambient, double albedo, RawString string1, RawString string2,
                       List<RawToken> extra) implements WmpObject {
    /** A model with nothing after its two strings. */
    public WmpModel(int number, Vec3 scale, RawString file, RawString name, RawString action, List<Double> skills,
            BinaryFlags flags, double ambient, double albedo, RawString string1, RawString string2) {
        this(number, scale, file, name, action, skills, flags, ambient, albedo, string1, string2, List.of());
    }

    public WmpModel {
        Objects.requireNonNull(scale, "scale");
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(action, "action");
        skills = List.copyOf(skills);
        Objects.requireNonNull(flags, "flags");
        Objects.requireNonNull(string1, "string1");
        Objects.requireNonNull(string2, "string2");
        extra = List.copyOf(extra);
    }

    @Override
    public WmpMemberKind memberKind() {
        return WmpMemberKind.MODEL;
    }
}
