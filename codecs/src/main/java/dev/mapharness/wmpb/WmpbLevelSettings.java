package dev.mapharness.wmpb;

import dev.mapharness.bytes.RawString;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The level object's data: sun, script, palette and colours (docs/wmpb.md, "Level settings").
 *
 * @param reserved0    the first word, 0 in every real file
 * @param reserved1    the second word, 0 in every real file
 * @param sunNumber    30 in every real file: text WMP's first sun number
 * @param sunAzimuth   degrees; the {@code $$M} sun item's first number
 * @param sunElevation degrees; its second number
 * @param word         the value of the small chunk 4, 0 in every real file
 * @param script       the script file, if one is set
 * @param paletteFile  {@code palette.pcx} in every real file
 * @param fog          the fog colours, four in real files
 */
public record WmpbLevelSettings(long reserved0, long reserved1, long sunNumber, float sunAzimuth, float sunElevation,
                                long word, Optional<RawString> script, RawString paletteFile, List<WmpbColour> fog,
                                WmpbColour sun, WmpbColour ambient) implements WmpbData {
    public WmpbLevelSettings {
        Objects.requireNonNull(script, "script");
        Objects.requireNonNull(paletteFile, "paletteFile");
        fog = List.copyOf(fog);
        Objects.requireNonNull(sun, "sun");
        Objects.requireNonNull(ambient, "ambient");
    }
}
