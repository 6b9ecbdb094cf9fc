package dev.mapharness.wvr4;

import static dev.mapharness.format.Severity.ERROR;
import static dev.mapharness.format.Severity.WARNING;

import dev.mapharness.rules.Rule;

/** The checks the 4WVR reader makes. */
public final class Wvr4Rules {
    public static final Rule TEXTURE_INDEX_PAST_TABLE = Rule.violation("4wvr/texture-index-past-table", ERROR,
            "cells use texture indices past the 512-slot table",
            "Each cell names its texture by an index into the 512 texture-name slots. Cells with an index of"
                    + " 512 or more are counted and the first is named.",
            "The index names no texture: the game reads past the table.");
    public static final Rule TEXTURE_SLOT_PAST_USABLE = Rule.violation("4wvr/texture-slot-past-usable", ERROR,
            "cells use texture slots past the usable table, which ends at the first empty slot",
            "The texture table is read up to its first empty slot; the slots after it are not in use. Cells"
                    + " whose index lies at or past that first empty slot are counted and the first is named.",
            "The slot is not one the game's table holds, so the cell has no texture to show.");
    public static final Rule OBJECT_ID_DUPLICATE = Rule.violation("4wvr/object-id-duplicate", ERROR,
            "an object's id is already used by an earlier object",
            "Every object of the world has an id that must be unique. The object that reuses an earlier"
                    + " object's id is named with the earlier one.",
            "Objects are told apart by their ids (missions refer to them): two with one id cannot both be meant.");
    public static final Rule NAME_UNTERMINATED = Rule.violation("4wvr/name-unterminated", ERROR,
            "a fixed-size name has no NUL within its slot",
            "Texture and model names sit in fixed-size slots ended by a NUL. Without one, a lenient read keeps"
                    + " the whole slot; a strict read refuses the file.",
            "A reader of the format reads on into the next field, so the name it sees is not the one stored.");
    public static final Rule TRAILING_BYTES = Rule.violation("4wvr/trailing-bytes", WARNING,
            "bytes after the empty-name record that ends the model list",
            "A 4WVR file ends with the object record whose model name is empty. Bytes after it belong to"
                    + " nothing; a lenient read keeps them as trailing, a strict read refuses the file.",
            "Nothing reads them, so the world loads; they are most likely a writer's mistake.");

    private Wvr4Rules() {
    }
}
