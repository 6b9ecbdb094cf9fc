package dev.mapharness.mm;

import dev.mapharness.gamestudio.LevelPath;
import dev.mapharness.text.RawToken;
import java.util.List;
import java.util.Objects;

/** Type 6, a path, laid out as in text WMP (see {@link LevelPath}). */
public record MmPath(LevelPath path, List<RawToken> extra) implements MmItem {
    public static final int TYPE = 6;

    /** A path with nothing after its edges. */
    public MmPath(LevelPath path) {
        this(path, List.of());
    }

    public MmPath {
        Objects.requireNonNull(path, "path");
        extra = List.copyOf(extra);
    }

    @Override
    public int type() {
        return TYPE;
    }
}
