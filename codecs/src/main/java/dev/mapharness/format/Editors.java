package dev.mapharness.format;

/**
 * Names of the real editors whose habits {@link Severity#NOTE} findings cite, spelled one way
 * everywhere. docs/severity.md says which habit each is known for, and from what evidence.
 */
public final class Editors {
    /** Bohemia Interactive's Terrain Builder (Arma 3 Tools), which writes 8WVR. */
    public static final String TERRAIN_BUILDER = "Terrain Builder";

    private Editors() {
    }
}
