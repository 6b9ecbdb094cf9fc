package dev.mapharness.format;

import java.util.Locale;
import java.util.Optional;

/** Every map format mapharness knows, whether or not it can read it yet. */
public enum Format {
    WVR1("1wvr", "1WVR", "editable Flashpoint world (Cold War Crisis demo)", true),
    WVR4("4wvr", "4WVR", "editable Operation Flashpoint world", true),
    WVR8("8wvr", "8WVR", "editable Arma world (Visitor 3 / Terrain Builder)", true),
    OPRW("oprw", "OPRW", "binarized Arma world (versions 17–25)", true),
    WWD("wwd", "WWD", "Claw / Gruntz level (Wap World Document)", true),
    WMP_TEXT("wmp", "WMP", "Gamestudio level, text (WED 4–6)", true),
    WMPB("wmpb", "WMPB", "Gamestudio level, binary (WED 7/8)", false),
    GAMESTUDIO_MAP("mm", "$$M", "Gamestudio compiler input ($$M)", true),
    TILED("tiled", "Tiled JSON", "Tiled editor map (JSON)", true);

    private final String id;
    private final String displayName;
    private final String description;
    private final boolean supported;

    Format(String id, String displayName, String description, boolean supported) {
        this.id = id;
        this.displayName = displayName;
        this.description = description;
        this.supported = supported;
    }

    /** Short lowercase name used on the command line and as the corpus folder ({@code 4wvr}). */
    public String id() {
        return id;
    }

    /** Name as people write it ({@code 4WVR}, {@code $$M}). */
    public String displayName() {
        return displayName;
    }

    public String description() {
        return description;
    }

    /** True if mapharness reads and writes this format; false if it only recognises it so far. */
    public boolean supported() {
        return supported;
    }

    /** Looks a format up by {@link #id()} or {@link #displayName()}, ignoring case. */
    public static Optional<Format> byName(String name) {
        String n = name.trim().toLowerCase(Locale.ROOT);
        for (Format f : values()) {
            if (f.id.equals(n) || f.displayName.toLowerCase(Locale.ROOT).equals(n) || f.name().toLowerCase(Locale.ROOT).equals(n)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }

    @Override
    public String toString() {
        return displayName;
    }
}
