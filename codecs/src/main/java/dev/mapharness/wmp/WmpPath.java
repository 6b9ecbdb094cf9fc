package dev.mapharness.wmp;

import dev.mapharness.gamestudio.LevelPath;
import java.util.Objects;

/** A path object; see {@link LevelPath} for its layout. */
public record WmpPath(int number, LevelPath path) implements WmpObject {
    public WmpPath {
        Objects.requireNonNull(path, "path");
    }

    @Override
    public WmpMemberKind memberKind() {
        return WmpMemberKind.PATH;
    }
}
