package dev.mapharness.wmp;

import dev.mapharness.rules.Rule;

/**
 * Why the WMP reader refuses a file, beyond the text syntax it shares with $$M
 * ({@link dev.mapharness.text.TextReadRules}); docs/gamestudio-text.md. A strict read also refuses
 * what a lenient one keeps as {@link WmpRules#NOT_WRITTEN_BY_WED}, under that rule.
 */
public final class WmpReadRules {
    private static final String WHY = "The file cannot be read at all: there is no model to check, show or convert.";

    public static final Rule EMPTY_FILE = Rule.read("wmp/empty-file",
            "the file has no items",
            "The file holds nothing but white space and comments: no version line, count line, section or"
                    + " item. Every WMP file WED writes has at least its level's items.",
            WHY);
    public static final Rule ITEM_EXPECTED = Rule.read("wmp/item-expected",
            "another token where an item, a count line or a section starts",
            "At the top level a WMP file holds count lines, sections such as wed, and items (block, level,"
                    + " start, light, sound, model, path, object), each starting with its keyword. The file has"
                    + " a number or punctuation there instead.",
            WHY);
    public static final Rule VERSION_LINE_LATE = Rule.read("wmp/version-line-late",
            "a version line after the start of the file",
            "The version line comes before every count line and item. Later in the file it would read as a"
                    + " count line or an item that no writer could print back as such.",
            WHY);
    public static final Rule PALETTE_VALUE_NOT_HEX = Rule.read("wmp/palette-value-not-hex",
            "a palette colour value is not one or two hex digits",
            "The wed section's palette lists its colours as values from 00 to ff in hex; this token is not.",
            WHY);
    public static final Rule MODEL_LAYOUT = Rule.read("wmp/model-layout",
            "a model's skills are not followed by flags, ambient, albedo and two words",
            "After its scale, file, name and action, a model lists its skills (numbers), then its flags,"
                    + " ambient, albedo and two words. No place among the values up to the brace fits. Inside an"
                    + " item whose brace closes, the reader keeps the item whole instead (wmp/item-layout-unknown).",
            WHY);
    public static final Rule GROUP_MEMBER_KIND = Rule.read("wmp/group-member-kind",
            "a group's member line does not start with a member kind",
            "Each member line of a group (object) starts with the kind of its members (object, block, level,"
                    + " start, light, sound, model, path), then their numbers; this one starts with something else.",
            WHY);

    private WmpReadRules() {
    }
}
