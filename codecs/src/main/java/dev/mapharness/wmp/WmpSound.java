package dev.mapharness.wmp;

import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.text.RawToken;
import java.util.List;
import java.util.Objects;

/** A sound source: file (wav or ogg), flags (normally 0001), volume, pitch, time and range. */
public record WmpSound(int number, RawString file, BinaryFlags flags, double volume, double pitch, double time,
                       double range, List<RawToken> extra) implements WmpObject {
    /** A sound with nothing after its range. */
    public WmpSound(int number, RawString file, BinaryFlags flags, double volume, double pitch, double time,
            double range) {
        this(number, file, flags, volume, pitch, time, range, List.of());
    }

    public WmpSound {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(flags, "flags");
        extra = List.copyOf(extra);
    }

    @Override
    public WmpMemberKind memberKind() {
        return WmpMemberKind.SOUND;
    }
}
