package dev.mapharness.mm;

import static dev.mapharness.format.Severity.ERROR;
import static dev.mapharness.format.Severity.NOTE;
import static dev.mapharness.format.Severity.WARNING;

import dev.mapharness.format.Editors;
import dev.mapharness.rules.Rule;

/** The checks the $$M reader makes (docs/gamestudio-text.md). Rules shared with WMP are in TextRules. */
public final class MmRules {
    private static final String HABITS_EXAMPLE = "corpus/mm/hand-mapbuilder-habits.$$m";

    public static final Rule ITEM_TYPE_UNKNOWN = Rule.violation("mm/item-type-unknown", WARNING,
            "an item has a type number mapharness does not know",
            "$$M items start with a type number from 0 to 8. An item of another type is kept as its tokens by"
                    + " a lenient read; a strict read refuses the file.",
            "It may be a type a compiler version mapharness has not seen knows; it is kept, so nothing is lost.");
    public static final Rule ITEM_LAYOUT_UNKNOWN = Rule.violation("mm/item-layout-unknown", ERROR,
            "an item is in no layout mapharness knows, kept as raw tokens",
            "An item's values do not fit any layout mapharness knows for its type. Its tokens are kept as"
                    + " written. A lenient read reports this as a warning.",
            "mapharness cannot say what the item means, so neither can it check or convert it: a strict check"
                    + " fails; a lenient read only warns, since the tokens are kept.");
    public static final Rule SUN_VALUE_COUNT = Rule.violation("mm/sun-value-count", WARNING,
            "a sun item has another number of values than wmpio writes",
            "wmpio, the library WED 7 and 8 save $$M with, writes a fixed number of values in a sun item. This"
                    + " one has another number; they are kept as written.",
            "The level compiles; the count is most likely a writer's mistake.");
    public static final Rule MATERIAL_NDEF = Rule.violation("mm/material-ndef", NOTE,
            "extended entities have the material ndef, MapBuilder's word for none",
            "MapBuilder's exporter writes the material ndef for an entity without one, where wmpio leaves the"
                    + " material line out. The compiler carries it as a material name.",
            "A habit of a known editor's export, not a fault (docs/gamestudio-text.md, \"MapBuilder's export\").")
            .withEditors(Editors.MAPBUILDER).withExample(HABITS_EXAMPLE);
    public static final Rule ENTITY_STRINGS = Rule.violation("mm/entity-strings", NOTE,
            "extended entities have one or two names after the material",
            "MapBuilder writes an entity's strings after its material: the file name of the entity's shadow"
                    + " sprite. wmpio writes none. They are kept as written.",
            "A habit of a known editor's export, not a fault (docs/gamestudio-text.md, \"MapBuilder's export\").")
            .withEditors(Editors.MAPBUILDER).withExample(HABITS_EXAMPLE);

    private MmRules() {
    }
}
