package dev.mapharness.format;

/**
 * Names of the real editors whose habits {@link Severity#NOTE} findings cite, spelled one way
 * everywhere. docs/severity.md says which habit each is known for, and from what evidence.
 */
public final class Editors {
    /** Bohemia Interactive's Terrain Builder (Arma 3 Tools), which writes 8WVR. */
    public static final String TERRAIN_BUILDER = "Terrain Builder";
    /**
     * WapMap, the community Claw level editor (Zax37/WapMap on GitHub), which writes WWD with its own
     * checksum formula and appends its metadata after the main block (docs/wwd.md).
     */
    public static final String WAPMAP = "WapMap";
    public static final String MAPBUILDER = "MapBuilder for 3D GameStudio";

    private Editors() {
    }
}
