package dev.mapharness.format;

/**
 * Names of the real editors whose habits {@link Severity#NOTE} findings cite and whose files
 * {@code dev.mapharness.provenance} recognises, spelled one way everywhere. docs/severity.md says
 * which habit each is known for, docs/provenance.md how each one's files are told apart.
 */
public final class Editors {
    /** Bohemia Interactive's Terrain Builder (Arma 3 Tools), which writes 8WVR. */
    public static final String TERRAIN_BUILDER = "Terrain Builder";
    /**
     * WapMap, the community Claw level editor (Zax37/WapMap on GitHub), which writes WWD with its own
     * checksum formula and appends its metadata after the main block (docs/wwd.md).
     */
    public static final String WAPMAP = "WapMap";
    /**
     * MapBuilder for 3D GameStudio (s-ivan/MapBuilder on GitHub), whose exporter writes {@code $$M}
     * levels with its own habits (docs/gamestudio-text.md, "MapBuilder's export").
     */
    public static final String MAPBUILDER = "MapBuilder for 3D GameStudio";

    /** WapWorld, Monolith's original Claw level editor, whose section order and checksum most real levels hold. */
    public static final String WAPWORLD = "WapWorld";
    /** Conitec's Gamestudio level editor: WED 6 writes text WMP, WED 7 and 8 write WMPB and {@code $$M} through wmpio. */
    public static final String WED = "WED";
    /** The Tiled map editor (mapeditor.org), which names its version in every JSON map it saves. */
    public static final String TILED = "Tiled";
    /** mapharness itself: its canonical writers and converters. */
    public static final String MAPHARNESS = "mapharness";

    private Editors() {
    }
}
