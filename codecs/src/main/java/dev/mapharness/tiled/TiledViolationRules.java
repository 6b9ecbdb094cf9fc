package dev.mapharness.tiled;

import static dev.mapharness.format.Severity.WARNING;

import dev.mapharness.rules.Rule;

/**
 * The checks the Tiled JSON reader reports as violations. (The rules that tie a map's parts together,
 * which the model refuses to break, are {@link TiledRules}: a map that breaks them does not read.)
 */
public final class TiledViolationRules {
    public static final Rule FIRSTGID_RENUMBERED = Rule.violation("tiled/firstgid-renumbered", WARNING,
            "a tileset's first gid leaves a gap and is renumbered",
            "Tilesets' first gids follow each other without gaps. A first gid with a gap before it is"
                    + " renumbered, and the cells that use it with it, as Tiled does when it loads the map.",
            "Tiled loads the map the same way, so nothing breaks; the gap is most likely a writer's mistake.");
    public static final Rule FIELD_NOT_KEPT = Rule.violation("tiled/field-not-kept", WARNING,
            "a field of the map is not kept by mapharness",
            "The map has a field (or a kind of layer or object) that mapharness reads past without keeping it."
                    + " A conversion or rewrite leaves it out.",
            "The map is valid; the warning says that a rewrite by mapharness loses the field.");

    private TiledViolationRules() {
    }
}
