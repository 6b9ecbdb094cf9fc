package dev.mapharness.mm;

import dev.mapharness.rules.Rule;

/**
 * Why the $$M reader refuses a file, beyond the text syntax it shares with WMP
 * ({@link dev.mapharness.text.TextReadRules}); docs/gamestudio-text.md. A strict read also refuses
 * what a lenient one keeps as {@link MmRules#ITEM_TYPE_UNKNOWN}, under that rule.
 */
public final class MmReadRules {
    private static final String WHY = "The file cannot be read at all: there is no model to check, show or convert.";

    public static final Rule EMPTY_FILE = Rule.read("mm/empty-file",
            "the file has no version line and no items",
            "The file holds nothing but white space and comments. A $$M file has a version line or at least"
                    + " one item in braces.",
            WHY);
    public static final Rule ENTITY_LAYOUT = Rule.read("mm/entity-layout",
            "an entity's skills and the fixed values after them cannot be placed",
            "After its transform, file and name, a static entity lists its action, its skills (numbers), its"
                    + " flags and its ambient; an extended entity its skills, then flags, ambient, albedo, target"
                    + " and path; anything appended follows. There are too few values, or no place among them fits. Inside an item whose brace closes, the reader keeps the item whole instead"
                    + " (mm/item-layout-unknown).",
            WHY);

    private MmReadRules() {
    }
}
