package dev.mapharness.mm;

import dev.mapharness.gamestudio.LevelPath;
import java.util.Objects;

/** Type 6, a path, laid out as in text WMP (see {@link LevelPath}). */
public record MmPath(LevelPath path) implements MmItem {
    public static final int TYPE = 6;

    public MmPath {
        Objects.requireNonNull(path, "path");
    }

    @Override
    public int type() {
        return TYPE;
    }
}
