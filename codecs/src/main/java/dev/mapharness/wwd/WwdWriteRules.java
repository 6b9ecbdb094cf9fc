package dev.mapharness.wwd;

import dev.mapharness.rules.Rule;

/**
 * What the WWD writer refuses to write (docs/wwd.md): a model whose level would not read back as the
 * same model. The writer never truncates or drops anything instead.
 */
public final class WwdWriteRules {
    private static final String WHY = "Nothing is written: a WWD level holding this would not read back as the model.";
    private static final String SIZE_WHY = "Nothing is written: the level is larger than mapharness can write.";

    public static final Rule TILE_MASK_LENGTH = Rule.write("wwd/write-tile-mask-length",
            "a tile property's mask does not hold width × height bytes",
            "A mask tile property stores its width, its height and then one byte per pixel; the reader takes"
                    + " width × height bytes, so a mask of another length would shift everything after it.",
            WHY);
    public static final Rule AFTER_STREAM_UNCOMPRESSED = Rule.write("wwd/write-after-stream-uncompressed",
            "bytes after the zlib stream in a level that is not compressed",
            "Bytes that follow the zlib stream only exist in a compressed level; an uncompressed one holds such"
                    + " bytes as its trailing bytes, where the model has its own field for them.",
            WHY);
    public static final Rule TAIL_READS_AS_METADATA = Rule.write("wwd/write-tail-reads-as-metadata",
            "the bytes at the end of the level would read as WapMap's metadata",
            "The reader takes metadata-shaped bytes at the end of the file for the block WapMap appends after"
                    + " the main block. A model without that metadata whose trailing bytes (or bytes after the zlib"
                    + " stream) end with such a block would read back with metadata it did not have; the level"
                    + " holds such bytes as wapMapMeta instead.",
            WHY);
    public static final Rule METADATA_BLOCK_ID = Rule.write("wwd/write-metadata-block-id",
            "a block id of WapMap's metadata is not one byte",
            "Each block of WapMap's metadata starts with its id in one byte; an id below 0 or above 255 has"
                    + " no encoding.",
            WHY);
    public static final Rule METADATA_TOO_LARGE = Rule.write("wwd/write-metadata-too-large",
            "WapMap's metadata would be 2 GiB or larger",
            "mapharness writes files into one Java array, so below 2 GiB; metadata larger than that is refused.",
            SIZE_WHY);
    public static final Rule LEVEL_TOO_LARGE = Rule.write("wwd/write-level-too-large",
            "the uncompressed level would be 2 GiB or larger",
            "mapharness builds the uncompressed main block in one Java array, so below 2 GiB, before it"
                    + " compresses it; a model whose planes, objects and tile properties add up to more is refused.",
            SIZE_WHY);
    public static final Rule FILE_TOO_LARGE = Rule.write("wwd/write-file-too-large",
            "the file would be 2 GiB or larger",
            "mapharness writes files into one Java array, so below 2 GiB; a level whose header, main block,"
                    + " trailing bytes and metadata add up to more is refused.",
            SIZE_WHY);
    public static final Rule IMAGE_SET_HOLDS_NUL = Rule.write("wwd/write-image-set-holds-nul",
            "a plane's image-set name holds a NUL byte",
            "A plane's image-set names are stored one after another, each ended by a NUL; a NUL inside a name"
                    + " would cut it short and shift every name after it.",
            WHY);
    public static final Rule HEADER_SLOT_COUNT = Rule.write("wwd/write-header-slot-count",
            "the header's image sets or prefixes are not exactly 4",
            "The level header holds exactly four image-set names and four prefixes, in slots of a fixed"
                    + " length; a model with another number has no layout in the format.",
            WHY);
    public static final Rule SLOT_LENGTH = Rule.write("wwd/write-slot-length",
            "a fixed-size string's slot is not the length WWD stores it in",
            "The header's strings (name, author, birth, resource file, image directory, palette, launch"
                    + " application, image sets, prefixes) and each plane's name are stored in slots of a fixed"
                    + " length. A string whose slot has another length would have to be cut or padded, which the"
                    + " writer does not do.",
            WHY);

    private WwdWriteRules() {
    }
}
