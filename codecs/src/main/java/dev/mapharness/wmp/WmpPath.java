package dev.mapharness.wmp;

import dev.mapharness.gamestudio.LevelPath;
import dev.mapharness.text.RawToken;
import java.util.List;
import java.util.Objects;

/** A path object; see {@link LevelPath} for its layout. */
public record WmpPath(int number, LevelPath path, List<RawToken> extra) implements WmpObject {
    /** A path with nothing after its edges. */
    public WmpPath(int number, LevelPath path) {
        this(number, path, List.of());
    }

    public WmpPath {
        Objects.requireNonNull(path, "path");
        extra = List.copyOf(extra);
    }

    @Override
    public WmpMemberKind memberKind() {
        return WmpMemberKind.PATH;
    }
}
