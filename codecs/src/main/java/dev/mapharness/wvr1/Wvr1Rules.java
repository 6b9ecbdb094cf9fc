package dev.mapharness.wvr1;

import static dev.mapharness.format.Severity.ERROR;
import static dev.mapharness.format.Severity.WARNING;

import dev.mapharness.rules.Rule;

/** The checks the 1WVR reader makes (docs/wvr1.md). */
public final class Wvr1Rules {
    public static final Rule WORLD_SIZE = Rule.violation("1wvr/world-size", ERROR,
            "the world is not 128 × 128 cells",
            "The header states the world's width and height in cells. The engine loads only 128 × 128 1WVR"
                    + " worlds; a file of another size still decodes, and mapharness reads it as stored.",
            "The game cannot load a world of another size.");
    public static final Rule TEXTURE_INDEX_PAST_TABLE = Rule.violation("1wvr/texture-index-past-table", ERROR,
            "cells use texture indices past the 256-slot table",
            "Each cell names its texture by an index into the 256 texture-name slots that follow the cells."
                    + " Cells with an index of 256 or more are counted and the first is named.",
            "The index names no texture: the game reads past the table or shows nothing there.");
    public static final Rule TEXTURE_SLOT_EMPTY = Rule.violation("1wvr/texture-slot-empty", ERROR,
            "cells use empty texture slots",
            "A texture slot whose name is empty holds no texture. Cells that use such a slot are counted and"
                    + " the first is named.",
            "The cell has no texture to show.");
    public static final Rule NAME_UNTERMINATED = Rule.violation("1wvr/name-unterminated", ERROR,
            "a fixed-size name has no NUL within its slot",
            "Texture, model and net names sit in fixed-size slots ended by a NUL. Without one, a lenient read"
                    + " keeps the whole slot; a strict read refuses the file.",
            "A reader of the format reads on into the next field, so the name it sees is not the one stored.");
    public static final Rule TRAILING_BYTES = Rule.violation("1wvr/trailing-bytes", WARNING,
            "bytes after the EndOfNets net header that ends the file",
            "A 1WVR file ends with the net header named EndOfNets. Bytes after it belong to nothing; a lenient"
                    + " read keeps them as trailing, a strict read refuses the file.",
            "Nothing reads them, so the world loads; they are most likely a writer's mistake.");

    private Wvr1Rules() {
    }
}
