package dev.mapharness.wmp;

import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.BinaryFlags;
import java.util.Objects;

/** A sound source: file (wav or ogg), flags (normally 0001), volume, pitch, time and range. */
public record WmpSound(int number, RawString file, BinaryFlags flags, double volume, double pitch, double time,
                       double range) implements WmpObject {
    public WmpSound {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(flags, "flags");
    }

    @Override
    public WmpMemberKind memberKind() {
        return WmpMemberKind.SOUND;
    }
}
