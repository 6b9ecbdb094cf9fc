package dev.mapharness.mm;

import dev.mapharness.rules.Rule;

/**
 * What the $$M writer refuses to write (docs/gamestudio-text.md): a model whose text would not read
 * back as the same model. Refusals of words, numbers and braces shared with WMP are
 * {@link dev.mapharness.text.TextWriteRules}.
 */
public final class MmWriteRules {
    private static final String WHY = "Nothing is written: a $$M file holding this would not read back as the model.";

    public static final Rule EMPTY_LEVEL = Rule.write("mm/write-empty-level",
            "the level has no version line and no items",
            "A $$M with no version line and no items holds nothing a reader accepts.",
            WHY);
    public static final Rule ITEM_NOT_READ_BACK = Rule.write("mm/write-item-not-read-back",
            "an item's printed text does not read back",
            "The writer reads every item it prints back; an item whose text the reader refuses cannot be"
                    + " written.",
            WHY);
    public static final Rule RAW_TOKENS_READ_TYPED = Rule.write("mm/write-raw-tokens-read-typed",
            "an item kept as raw tokens would read back as a typed item",
            "Items of unknown types are kept as their tokens; tokens that read as a typed item would read back"
                    + " as that item.",
            WHY);
    public static final Rule EXTRA_VALUES_MISREAD = Rule.write("mm/write-extra-values-misread",
            "the values kept after an item's known fields would read back as other fields",
            "An item keeps the values that follow its known fields; printed after them, these values would be"
                    + " read as other fields of the item.",
            WHY);
    public static final Rule RAW_ITEM_REGION_TYPE = Rule.write("mm/write-raw-item-region-type",
            "an item kept as raw tokens has the region type",
            "The region type reads as a region, whatever the tokens that follow it, so an unknown item of that"
                    + " type would not read back as raw tokens.",
            WHY);
    public static final Rule MATERIAL_SPELLED_AS_NUMBER = Rule.write("mm/write-material-spelled-as-number",
            "an entity's material is spelled as a number",
            "An extended entity's material follows its path number; a material that is a number would read"
                    + " back as the path number.",
            WHY);

    private MmWriteRules() {
    }
}
