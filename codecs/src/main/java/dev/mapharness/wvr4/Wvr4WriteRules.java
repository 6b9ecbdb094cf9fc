package dev.mapharness.wvr4;

import dev.mapharness.rules.Rule;

/**
 * What the 4WVR writer refuses to write: a model whose file would not read back as the same model.
 * The writer never truncates or drops anything instead.
 */
public final class Wvr4WriteRules {
    private static final String WHY = "Nothing is written: a 4WVR file holding this would not read back as the model.";

    public static final Rule TEXTURE_SLOT_COUNT = Rule.write("4wvr/write-texture-slot-count",
            "the texture table does not have exactly 512 slots",
            "A 4WVR file stores its texture names in a table of exactly 512 fixed-size slots; a model with"
                    + " another number of names has no layout in the format.",
            WHY);
    public static final Rule NAME_SLOT_LENGTH = Rule.write("4wvr/write-name-slot-length",
            "a fixed-size name's slot is not the length 4WVR stores it in",
            "Texture names (32 bytes) and object names (76 bytes) are stored in slots of a fixed length. A name"
                    + " whose slot has another length would have to be cut or padded, which the writer does not do.",
            WHY);
    public static final Rule OBJECT_NAME_EMPTY = Rule.write("4wvr/write-object-name-empty",
            "an object has an empty name",
            "The model list has no count: the record with an empty name ends it. An object with an empty name"
                    + " would end the list, and it and every object after it would not be read.",
            WHY);
    public static final Rule TERMINATOR_NAME_NOT_EMPTY = Rule.write("4wvr/write-terminator-name-not-empty",
            "the record that ends the model list has a name",
            "The model list ends at the first record with an empty name; a terminator record with a name"
                    + " would be read as one more object.",
            WHY);
    public static final Rule TRAILING_WITHOUT_TERMINATOR = Rule.write("4wvr/write-trailing-without-terminator",
            "bytes after the models without an empty-name record before them",
            "Bytes after the model list can only follow the empty-name terminator record; without one a reader"
                    + " reads them as more objects.",
            WHY);
    public static final Rule FILE_TOO_LARGE = Rule.write("4wvr/write-file-too-large",
            "the file would be 2 GiB or larger",
            "mapharness writes files into one Java array, so below 2 GiB; a model that describes a larger file"
                    + " (a large grid with many objects) is refused.",
            "Nothing is written: the file is larger than mapharness can write.");

    private Wvr4WriteRules() {
    }
}
