package dev.mapharness.wmp;

import static dev.mapharness.format.Severity.ERROR;
import static dev.mapharness.format.Severity.WARNING;

import dev.mapharness.rules.Rule;

/** The checks the text WMP reader makes (docs/gamestudio-text.md). Rules shared with $$M are in TextRules. */
public final class WmpRules {
    public static final Rule LEVEL_OBJECT_COUNT = Rule.violation("wmp/level-object-count", ERROR,
            "the level does not have exactly one level object",
            "A WMP level holds one level object, the item with the level's settings. The check counts them and"
                    + " reports none or several.",
            "WED and the compiler take the level's settings from that one object: without it, or with two,"
                    + " they are missing or ambiguous.");
    public static final Rule COUNT_LINE_REPEATED = Rule.violation("wmp/count-line-repeated", WARNING,
            "a count line (blocks, objects, …) appears twice",
            "The lines at the top of a WMP state how many items of each kind the file lists. One kind's line"
                    + " appears a second time.",
            "The items are read from the file itself, so the level loads; a repeated line is a writer's mistake.");
    public static final Rule COUNT_LINE_MISMATCH = Rule.violation("wmp/count-line-mismatch", WARNING,
            "a count line states another number than the file lists",
            "The lines at the top of a WMP state how many items of each kind the file lists. This one disagrees"
                    + " with the items that follow; a rewrite corrects it.",
            "The items are read from the file itself, so the level loads; the count is a writer's mistake.");
    public static final Rule NUMBERING_OUT_OF_SEQUENCE = Rule.violation("wmp/numbering-out-of-sequence", WARNING,
            "items are numbered out of sequence",
            "Blocks, objects and groups carry numbers that count up by one from 0 or 1 in file order. Items"
                    + " out of sequence are counted by family and the first is named.",
            "The level loads, but groups name their members by these numbers, so a gap or repeat is most"
                    + " likely a writer's mistake.");
    public static final Rule GROUP_MEMBER_MISSING = Rule.violation("wmp/group-member-missing", ERROR,
            "group members name items that do not exist",
            "A group lists its members by kind and number. Members that name no item of that kind are counted"
                    + " and the first is named; a conversion ignores them.",
            "WED cannot build the group as written.");
    public static final Rule GROUP_MEMBER_SHARED = Rule.violation("wmp/group-member-shared", ERROR,
            "members belong to more than one group",
            "An item belongs to at most one group. Items listed by two groups are counted and the first is"
                    + " named; a conversion places them by the first group in file order.",
            "The item's place and transform would depend on which group is applied, so the level is ambiguous.");
    public static final Rule GROUP_CYCLE = Rule.violation("wmp/group-cycle", ERROR,
            "sub-group links close a cycle",
            "Groups may hold sub-groups. Links that make a group reachable from itself are counted; a"
                    + " conversion cuts each cycle above its first group in file order.",
            "A cycle has no outermost group, so the groups' transforms cannot be applied.");
    public static final Rule NOT_WRITTEN_BY_WED = Rule.violation("wmp/not-written-by-wed", WARNING,
            "a part of the file is not known to be written by WED",
            "A section, item or keyword that mapharness does not know WED to write. A lenient read keeps it as"
                    + " written; a strict read refuses the file.",
            "It may be something a WED version mapharness has not seen writes; it is kept, so nothing is lost.");
    public static final Rule PALETTE_SIZE = Rule.violation("wmp/palette-size", WARNING,
            "the palette does not hold 256 colours of three values",
            "The WED section's palette lists 256 colours of three values each. This one lists another number"
                    + " of values; they are kept as written.",
            "The level loads; a palette of another size is most likely a writer's mistake.");
    public static final Rule ITEM_LAYOUT_UNKNOWN = Rule.violation("wmp/item-layout-unknown", ERROR,
            "an item is in no layout mapharness knows, kept as raw tokens",
            "An item's values do not fit any layout mapharness knows for its kind. Its tokens are kept as"
                    + " written. A lenient read reports this as a warning.",
            "mapharness cannot say what the item means, so neither can it check or convert it: a strict check"
                    + " fails; a lenient read only warns, since the tokens are kept.");

    private WmpRules() {
    }
}
