package dev.mapharness.mm;

import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.text.RawToken;
import java.util.List;
import java.util.Objects;

/** Type 4, a sound: final position, file, flags, volume, pitch, time and range. */
public record MmSound(Vec3 position, RawString file, BinaryFlags flags, double volume, double pitch, double time,
                      double range, List<RawToken> extra) implements MmItem {
    public static final int TYPE = 4;

    /** A sound with nothing after its range. */
    public MmSound(Vec3 position, RawString file, BinaryFlags flags, double volume, double pitch, double time,
            double range) {
        this(position, file, flags, volume, pitch, time, range, List.of());
    }

    public MmSound {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(flags, "flags");
        extra = List.copyOf(extra);
    }

    @Override
    public int type() {
        return TYPE;
    }
}
