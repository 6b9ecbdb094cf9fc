package dev.mapharness.wvr1;

import dev.mapharness.rules.Rule;

/**
 * What the 1WVR writer refuses to write (docs/wvr1.md): a model whose file would not read back as
 * the same model. The writer never truncates or drops anything instead.
 */
public final class Wvr1WriteRules {
    private static final String WHY = "Nothing is written: a 1WVR file holding this would not read back as the model.";

    public static final Rule TEXTURE_SLOT_COUNT = Rule.write("1wvr/write-texture-slot-count",
            "the texture table does not have exactly 256 slots",
            "A 1WVR file stores its texture names in a table of exactly 256 fixed-size slots; a model with"
                    + " another number of names has no layout in the format.",
            WHY);
    public static final Rule NAME_SLOT_LENGTH = Rule.write("1wvr/write-name-slot-length",
            "a fixed-size name's slot is not the length 1WVR stores it in",
            "Texture names (32 bytes), model names (48) and net header names (24) are stored in slots of a"
                    + " fixed length. A name whose slot has another length"
                    + " would have to be cut or padded, which the writer does not do.",
            WHY);
    public static final Rule MODEL_NAME_NOT_P3D = Rule.write("1wvr/write-model-name-not-p3d",
            "a model name does not end in \".p3d\"",
            "The model list has no count: a reader takes records as models while their name ends in \".p3d\""
                    + " and the first that does not as the first net header. A model named otherwise would be read"
                    + " as a net header.",
            WHY);
    public static final Rule NET_NAMED_END_OF_NETS = Rule.write("1wvr/write-net-named-end-of-nets",
            "a net other than the last header is named EndOfNets",
            "The header named EndOfNets ends the file; a net with that name would end it early and its"
                    + " segments and every later net would not be read.",
            WHY);
    public static final Rule SEGMENT_AT_ORIGIN = Rule.write("1wvr/write-segment-at-origin",
            "a net segment has x and y both zero",
            "A net's segment list ends at the record whose x and y are both zero (+0.0 or -0.0); a segment"
                    + " there would end the list early.",
            WHY);
    public static final Rule NET_END_NOT_ZERO = Rule.write("1wvr/write-net-end-not-zero",
            "the record that ends a net's segments is not zero",
            "The record that ends a net's segment list is found by its x and y being zero; a model holding"
                    + " other bits there would not read back, since the reader only stops on zero.",
            WHY);
    public static final Rule END_OF_NETS_NAME = Rule.write("1wvr/write-end-of-nets-name",
            "the header that ends the file is not named EndOfNets",
            "A 1WVR file ends with a net header named EndOfNets; a reader looks for that name, so a model"
                    + " whose last header has another one has no end the reader finds.",
            WHY);
    public static final Rule FIRST_HEADER_READS_AS_MODEL = Rule.write("1wvr/write-first-header-reads-as-model",
            "the first net header after the models would be read as a model",
            "The first header after the model list is told from a model by its name field (bytes 16..63) not"
                    + " ending in \".p3d\". A header whose bytes read as such a name would be read as one more"
                    + " model.",
            WHY);
    public static final Rule FILE_TOO_LARGE = Rule.write("1wvr/write-file-too-large",
            "the file would be 2 GiB or larger",
            "mapharness writes files into one Java array, so below 2 GiB; a model that describes a larger file"
                    + " is refused.",
            "Nothing is written: the file is larger than mapharness can write.");

    private Wvr1WriteRules() {
    }
}
