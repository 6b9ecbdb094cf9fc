package dev.mapharness.wwd;

import static dev.mapharness.format.Severity.ERROR;
import static dev.mapharness.format.Severity.NOTE;
import static dev.mapharness.format.Severity.WARNING;

import dev.mapharness.format.Editors;
import dev.mapharness.rules.Rule;

/** The checks the WWD reader makes (docs/wwd.md, "What mapharness reports, by severity"). */
public final class WwdRules {
    private static final String RESERVED_WHY = "The games ignore these words, so the level loads; but every known"
            + " writer writes 0 there, so another value most likely comes from a writer's mistake.";

    public static final Rule MAIN_PLANE_COUNT = Rule.violation("wwd/main-plane-count", ERROR,
            "no plane, or more than one, is flagged main (0x1)",
            "A level has exactly one main plane, the one the player moves in; its flags word has bit 0x1 set."
                    + " The check counts the planes flagged main and reports a level with none or with several.",
            "The game has no plane to play in, or must pick one of several: the level does not work as made.");
    public static final Rule SECTION_OVERLAP = Rule.violation("wwd/section-overlap", ERROR,
            "sections of the main block overlap",
            "The main block's sections (plane headers, tile grids, image-set lists, object lists, tile"
                    + " properties) are found through offsets in the headers. Two sections whose bytes overlap,"
                    + " other than the image-set lists of different planes sharing bytes, cannot both be what"
                    + " their offsets say.",
            "An editor that writes one section overwrites another: the level cannot be edited and saved safely.");
    public static final Rule SECTION_GAP = Rule.violation("wwd/section-gap", WARNING,
            "bytes between sections belong to no section",
            "Bytes of the main block that lie between two sections are read by nothing. A rewrite in the"
                    + " file's own layout keeps them; a canonical one drops them.",
            "The games never read those bytes, so the level loads; no known editor leaves gaps, so it is most"
                    + " likely a writer's mistake.");
    public static final Rule PLANE_HEADER_SIZE = Rule.violation("wwd/plane-header-size", ERROR,
            "a plane header's size field is not 160",
            "Each plane header starts with its own size, which is always 160 bytes. Another value means the"
                    + " header is not what a reader of the format expects to find there.",
            "Readers that trust the size field walk to the wrong place for the rest of the plane.");
    public static final Rule PLANE_RESERVED = Rule.violation("wwd/plane-reserved-not-zero", WARNING,
            "a plane header's reserved words are not all zero",
            "A plane header has seven words whose meaning is not known; real levels hold zero in them."
                    + " (WapMap names two of them m_iOffsetX/Y; mapharness keeps them as reserved.)",
            RESERVED_WHY);
    public static final Rule PLANE_PIXEL_SIZE = Rule.violation("wwd/plane-pixel-size", WARNING,
            "a plane's pixel size is not its tile count times its tile size",
            "A plane header states its size in pixels and also its size in tiles and the size of a tile."
                    + " The pixel size should be the product of the other two.",
            "The tiles are read by the tile counts, so the level loads; a disagreeing pixel size is most"
                    + " likely a writer's mistake.");
    public static final Rule TILE_PROPERTIES_HEADER_SIZE = Rule.violation("wwd/tile-properties-header-size", ERROR,
            "the tile-properties header's size field is not 32",
            "The tile-properties section starts with a header whose first word is its size, always 32.",
            "Readers that trust the size field read the tile properties from the wrong place.");
    public static final Rule TILE_PROPERTIES_HEADER_RESERVED = Rule.violation(
            "wwd/tile-properties-header-reserved-not-zero", WARNING,
            "the tile-properties header's reserved words are not all zero",
            "The tile-properties header has six words whose meaning is not known; real levels hold zero in them.",
            RESERVED_WHY);
    public static final Rule TILE_PROPERTY_RESERVED = Rule.violation("wwd/tile-property-reserved-not-zero", WARNING,
            "tile properties have a non-zero reserved word",
            "Each tile property record has a reserved word that real levels hold at zero. The records with"
                    + " another value are counted and the first is named.",
            RESERVED_WHY);
    public static final Rule HEADER_RESERVED = Rule.violation("wwd/header-reserved-not-zero", WARNING,
            "a reserved word of the level header is not zero",
            "The level header has reserved words (unknown1, unknown2, unknown4) that real levels hold at zero.",
            RESERVED_WHY);
    public static final Rule HEADER_UNKNOWN3 = Rule.violation("wwd/header-unknown3-not-zero", WARNING,
            "the reserved header word at 728 (unknown3) is not zero",
            "Some community levels hold 1 or 2 in the header word at 728 (0x2D8). WapMap writes back whatever"
                    + " a level had there and libwap32 always writes 0; which editor writes 1 or 2 is not known.",
            "The games ignore the word. No known editor is named for the value, so it cannot be a note.");
    public static final Rule CHECKSUM_WAPMAP_FORMULA = Rule.violation("wwd/checksum-wapmap-formula", NOTE,
            "the header checksum follows WapMap's formula, not the original editors'",
            "The checksum at 0x2EC runs over the main block as stored. The original editors' formula (the"
                    + " seed's) and WapMap's differ for compressed levels; this checksum matches WapMap's.",
            "The games accept both formulas, and the formula reproduces WapMap's real files exactly: a"
                    + " habit of a known editor, not a fault.").withEditors(Editors.WAPMAP);
    public static final Rule CHECKSUM_UNKNOWN_FORMULA = Rule.violation("wwd/checksum-unknown-formula", WARNING,
            "the header checksum matches no known editor's formula",
            "The checksum at 0x2EC follows neither the original editors' formula nor WapMap's. The message"
                    + " gives the value the original formula yields.",
            "The games accept any checksum, so the level loads; but no known editor writes this value.");
    public static final Rule WAPMAP_METADATA = Rule.violation("wwd/wapmap-metadata", NOTE,
            "WapMap's metadata follows the main block",
            "WapMap appends its own metadata (between <wm_meta> and </wm_meta>) after the main block, after"
                    + " computing the checksum. The games ignore it; mapharness keeps it.",
            "Written by WapMap on purpose and harmless to the games.").withEditors(Editors.WAPMAP);
    public static final Rule DECOMPRESSED_SIZE_NOT_ZERO = Rule.violation("wwd/decompressed-size-not-zero", WARNING,
            "an uncompressed level states a decompressed size",
            "The header's decompressed main-block size is meaningful only when the compressed flag is set;"
                    + " an uncompressed level should hold 0 there.",
            "The field is not read for an uncompressed level, so it loads; a value there is a writer's mistake.");
    public static final Rule BYTES_AFTER_STREAM = Rule.violation("wwd/bytes-after-stream", WARNING,
            "bytes after the zlib stream belong to no section",
            "In a compressed level, bytes after the end of the zlib stream that are not WapMap's metadata"
                    + " belong to nothing. A lenient read keeps them as afterStream; a strict read refuses the file.",
            "The games stop at the end of the stream, so the level loads; no known editor writes such bytes.");
    public static final Rule TRAILING_BYTES = Rule.violation("wwd/trailing-bytes", WARNING,
            "bytes after the last section of the main block",
            "Bytes after the last section and before the end of the main block belong to no section. A lenient"
                    + " read keeps them as trailing; a strict read refuses the file.",
            "Nothing reads them, so the level loads; no known editor writes them.");
    public static final Rule STRING_UNTERMINATED = Rule.violation("wwd/string-unterminated", ERROR,
            "a fixed-size string has no NUL within its slot",
            "Names and paths in the header and plane headers sit in fixed-size slots ended by a NUL. Without"
                    + " one, a lenient read keeps the whole slot; a strict read refuses the file.",
            "The editor reads on into the next field, so the string it shows is not the one stored.");
    public static final Rule STRING_BYTES_AFTER_NUL = Rule.violation("wwd/string-bytes-after-nul", WARNING,
            "non-zero bytes after the NUL in a fixed-size string slot",
            "The bytes after a string's ending NUL are normally zero. Other bytes there are leftovers of an"
                    + " earlier, longer string or of uninitialised memory; mapharness keeps them.",
            "Nothing reads past the NUL, so the level loads; the bytes are most likely a writer's leftovers.");
    public static final Rule OBJECT_USER_TYPE = Rule.violation("wwd/object-user-type", WARNING,
            "objects have the user1 (0x100) or user2 (0x200) object type",
            "An object's type word takes the values the original tools define; the seed says not to use the"
                    + " user1 and user2 types. Objects with them are counted and the first is named.",
            "The level loads, but the types are reserved, so an object that has one is most likely a mistake.");
    public static final Rule HIT_TYPE_USER_BIT = Rule.violation("wwd/hit-type-user-bit", WARNING,
            "objects use one of the user1/user2 hit-type bits without the other",
            "An object's hit-type flags have a user1 (0x100) and a user2 (0x200) bit. The editor reads either"
                    + " of them alone as both (user3, 0x300).",
            "The level loads, but the editor shows and saves the object with other flags than stored.");

    private WwdRules() {
    }
}
