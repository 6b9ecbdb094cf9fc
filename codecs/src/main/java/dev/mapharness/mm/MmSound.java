package dev.mapharness.mm;

import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.Vec3;
import java.util.Objects;

/** Type 4, a sound: final position, file, flags, volume, pitch, time and range. */
public record MmSound(Vec3 position, RawString file, BinaryFlags flags, double volume, double pitch, double time,
                      double range) implements MmItem {
    public static final int TYPE = 4;

    public MmSound {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(flags, "flags");
    }

    @Override
    public int type() {
        return TYPE;
    }
}
