package dev.mapharness.wmp;

import dev.mapharness.rules.Rule;

/**
 * What the text WMP writer refuses to write (docs/gamestudio-text.md): a model whose text would not
 * read back as the same model. Refusals of words, numbers and braces shared with $$M are
 * {@link dev.mapharness.text.TextWriteRules}.
 */
public final class WmpWriteRules {
    private static final String WHY = "Nothing is written: a WMP file holding this would not read back as the model.";

    public static final Rule EMPTY_LEVEL = Rule.write("wmp/write-empty-level",
            "the level holds nothing",
            "A WMP with no version line, counts, wed section, sections or items would be an empty file, which"
                    + " reads as no level.",
            WHY);
    public static final Rule ITEM_NOT_READ_BACK = Rule.write("wmp/write-item-not-read-back",
            "an item's printed text does not read back",
            "The writer reads every item it prints back; an item whose text the reader refuses cannot be"
                    + " written.",
            WHY);
    public static final Rule RAW_TOKENS_READ_TYPED = Rule.write("wmp/write-raw-tokens-read-typed",
            "an item kept as raw tokens would read back as a known item",
            "Items the reader does not know are kept as their tokens; tokens that read as a known item in its"
                    + " layout would read back as that item, not as tokens.",
            WHY);
    public static final Rule EXTRA_VALUES_MISREAD = Rule.write("wmp/write-extra-values-misread",
            "the values kept after an item's known fields would read back as other fields",
            "An item keeps the values that follow its known fields; printed after them, these values would be"
                    + " read as other fields of the item.",
            WHY);
    public static final Rule COUNT_KEYWORD_MISREAD = Rule.write("wmp/write-count-keyword-misread",
            "a count line's keyword would read back as something else",
            "A count line starts with a keyword; \"version\" would read back as the version line, and a number"
                    + " starts nothing.",
            WHY);
    public static final Rule UNKNOWN_ITEM_WORD_MISREAD = Rule.write("wmp/write-unknown-item-word-misread",
            "an unknown group member's word would read back as something else",
            "A group member of an unknown kind is kept with its word; the words of blocks and groups,"
                    + " \"version\" and numbers would read back as other things.",
            WHY);
    public static final Rule WED_SECTION_NAME_TAKEN = Rule.write("wmp/write-wed-section-name-taken",
            "an unknown wed section is named palette or wad without WED's own",
            "Unknown sections of the wed section are printed after WED's own palette and wad; without WED's own,"
                    + " a section named palette or wad would read back as that, not as an unknown section.",
            WHY);
    public static final Rule PALETTE_VALUE_OUT_OF_RANGE = Rule.write("wmp/write-palette-value-out-of-range",
            "a palette value is outside 0 to 255",
            "The wed section's palette is printed as two hexadecimal digits per value.",
            WHY);
    public static final Rule SECTION_NAME_MISREAD = Rule.write("wmp/write-section-name-misread",
            "a section's name would not read back as an unknown section",
            "A top-level section named \"version\", a number, or \"wed\" before WED's own would read back as"
                    + " something else than an unknown section.",
            WHY);
    public static final Rule MEMBER_LINE_EMPTY = Rule.write("wmp/write-member-line-empty",
            "a group's member line has no numbers",
            "A member line is a keyword and at least one number; the keyword alone does not read back.",
            WHY);

    private WmpWriteRules() {
    }
}
