package dev.mapharness.wmp;

import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.text.RawToken;
import java.util.List;
import java.util.Objects;

/**
 * The {@code level} object (number 0 in WED's files): WAD and palette, the three sun angles, the
 * level script, sun and ambient colours and four fog colours (colours in percent, 0–100).
 */
public record WmpLevelSettings(int number, RawString wad, RawString palette, Vec3 sunAngles, RawString script,
                               Vec3 sunColor, Vec3 ambientColor, List<Vec3> fogColors, List<RawToken> extra)
        implements WmpObject {
    public static final int FOG_COLORS = 4;

    /** A level object with nothing after its fog colours. */
    public WmpLevelSettings(int number, RawString wad, RawString palette, Vec3 sunAngles, RawString script,
            Vec3 sunColor, Vec3 ambientColor, List<Vec3> fogColors) {
        this(number, wad, palette, sunAngles, script, sunColor, ambientColor, fogColors, List.of());
    }

    public WmpLevelSettings {
        Objects.requireNonNull(wad, "wad");
        Objects.requireNonNull(palette, "palette");
        Objects.requireNonNull(sunAngles, "sunAngles");
        Objects.requireNonNull(script, "script");
        Objects.requireNonNull(sunColor, "sunColor");
        Objects.requireNonNull(ambientColor, "ambientColor");
        fogColors = List.copyOf(fogColors);
        extra = List.copyOf(extra);
        if (fogColors.size() != FOG_COLORS) {
            throw new IllegalArgumentException("the level has " + FOG_COLORS + " fog colours, not " + fogColors.size());
        }
    }

    @Override
    public WmpMemberKind memberKind() {
        return WmpMemberKind.LEVEL;
    }
}
