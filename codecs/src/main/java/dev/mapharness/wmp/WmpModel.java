package dev.mapharness.wmp;

import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.Vec3;
import java.util.List;
import java.util.Objects;

/**
 * An entity: scale, file, name, action, skills (as many as the file lists), flags, ambient,
 * albedo and two trailing words ({@code ndef ndef} in the seed; taken to be the entity's two
 * strings, which WED writes as {@code ndef} when empty).
 */
public record WmpModel(int number, Vec3 scale, RawString file, RawString name, RawString action, List<Double> skills,
                       BinaryFlags flags, double ambient, double albedo, RawString string1, RawString string2)
        implements WmpObject {
    public WmpModel {
        Objects.requireNonNull(scale, "scale");
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(action, "action");
        skills = List.copyOf(skills);
        Objects.requireNonNull(flags, "flags");
        Objects.requireNonNull(string1, "string1");
        Objects.requireNonNull(string2, "string2");
    }

    @Override
    public WmpMemberKind memberKind() {
        return WmpMemberKind.MODEL;
    }
}
