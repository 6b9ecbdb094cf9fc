package dev.mapharness.migrate;

import dev.mapharness.rules.Rule;

/**
 * The entries a migration's {@link LossReport} holds, one rule per kind of loss, whichever migration
 * makes it (README, "convert"; docs/binarize.md, docs/wmpb.md). A {@code LOST} entry's rule is a
 * warning by default: the target holds less than the source, and {@code convert} refuses the step
 * unless told {@code --allow-loss}. A {@code DERIVED} entry's rule is a note: the target needed a
 * value the source does not have and the migration computed or defaulted it, losing nothing.
 */
public final class MigrationRules {
    private static final String LOST_WHY = "The target file is valid but holds less than the source; convert refuses"
            + " the step unless told --allow-loss.";
    private static final String DERIVED_WHY = "Nothing of the source is lost: the entry says where a value the target"
            + " needs came from.";

    // what is not carried (LOST)

    public static final Rule TRAILING_BYTES_DROPPED = Rule.lost("migrate/trailing-bytes-dropped",
            "bytes after the end of the source's data are not kept",
            "The source has bytes after the record or section that ends its data (after EndOfNets, the"
                    + " terminator or dummy record, the map infos, the tile properties). No reader gives them a"
                    + " meaning and the target format has no place for them.",
            LOST_WHY);
    public static final Rule BYTES_AFTER_NUL_DROPPED = Rule.lost("migrate/bytes-after-nul-dropped",
            "bytes after the NUL of fixed-size names are not kept",
            "A fixed-size name slot holds the name, a NUL and whatever the writer left after it. The target"
                    + " keeps the name only (another slot size, or a string with no slot).",
            LOST_WHY);
    public static final Rule END_RECORD_LEFTOVERS_DROPPED = Rule.lost("migrate/end-record-leftovers-dropped",
            "values of the record that ends a list are not kept",
            "The record that ends a list (the 4WVR empty-name terminator, the 8WVR dummy, 1WVR's EndOfNets"
                    + " header) holds an id, a matrix or other values besides what marks it as the end. The target"
                    + " writes its own end record, or none (OPRW), so values other than zero are not carried.",
            LOST_WHY);
    public static final Rule UNKNOWN_VALUE_DROPPED = Rule.lost("migrate/unknown-value-dropped",
            "a reserved word or a value of unknown meaning is not kept",
            "The source holds a reserved word that is not zero, or a word of unknown meaning with another value"
                    + " than every real file holds (a type word, a variant, a revision, a chunk of unknown"
                    + " meaning). The target has no place for it.",
            LOST_WHY);
    public static final Rule OBJECT_DROPPED = Rule.lost("migrate/object-dropped",
            "an object, model or item is not carried",
            "A whole object of the source has no place in the target: its name or path does not fit the target's"
                    + " slot or would end the target's list, its model index names no model, the target has no"
                    + " item for its type (a region, a sound, a second level object, a data chunk kept raw).",
            LOST_WHY);
    public static final Rule SECTION_DROPPED = Rule.lost("migrate/section-dropped",
            "a section, list or array the target has no place for is not kept",
            "The source holds a section the target format does not have (road nets, peaks, entities, map"
                    + " infos, an OPRW array another version lacks, WED's palette, WAD and texture-folder lists)."
                    + " An array is reported only if it held something other than zero.",
            LOST_WHY);
    public static final Rule UNKNOWN_ITEM_DROPPED = Rule.lost("migrate/unknown-item-dropped",
            "an item or section of unknown meaning is not kept",
            "The reader keeps items and sections it does not know as their tokens; the target format has no"
                    + " place for them, since their meaning (and so their binary record) is not known.",
            LOST_WHY);
    public static final Rule DERIVED_DATA_DROPPED = Rule.lost("migrate/derived-data-dropped",
            "data binarize rebuilds from the rest is not kept",
            "OPRW holds data computed from the rest of the world (object and map-info offsets per land cell,"
                    + " the largest object id). The editable world does not keep it; binarizing it again"
                    + " rebuilds it.",
            "It is reported as lost because the values themselves are not carried; binarize makes them again.");
    public static final Rule VALUE_DROPPED = Rule.lost("migrate/value-dropped",
            "a value the target has no field for is not kept",
            "One value of the source has no field in the target: the land cell size 4WVR fixes, a level script,"
                    + " a sun number or colour, an albedo, a material, an entity string, a class name, an"
                    + " application id, a shape parameter, a block function, an edge weight.",
            LOST_WHY);
    public static final Rule VALUE_REPLACED = Rule.lost("migrate/value-replaced",
            "a value the target cannot hold is written as another",
            "A value of the source is past what the target holds there (a version past a version line, a"
                    + " colour's first byte other than WED's), so the target holds the value the target's writer"
                    + " gives instead.",
            LOST_WHY);
    public static final Rule COMMENT_DROPPED = Rule.lost("migrate/comment-dropped",
            "a header comment is not kept",
            "The target's header holds less of the comments than the source (the binary header holds the save"
                    + " date only; text WMP keeps the date of the binary comment).",
            LOST_WHY);
    public static final Rule NAME_CUT = Rule.lost("migrate/name-cut",
            "names are cut to what the target holds",
            "A name longer than the target's slot, or holding a NUL where the target's strings end at one, is"
                    + " cut there.",
            LOST_WHY);
    public static final Rule NAME_RESPELLED = Rule.lost("migrate/name-respelled",
            "a name is written with other characters",
            "A name holds characters the target cannot write in that place (spaces or punctuation in a $$M"
                    + " word, '>' or a line end in a file name, a line end in a comment, bytes with no character in"
                    + " code page 1252 in Tiled's JSON), so they are written as others.",
            LOST_WHY);
    public static final Rule EXTRA_NAMES_DROPPED = Rule.lost("migrate/extra-names-dropped",
            "names after the first of a material are not kept",
            "An 8WVR material holds several names; a 4WVR texture slot and an OPRW material hold one. The first is"
                    + " kept.",
            LOST_WHY);
    public static final Rule CELLS_TO_SLOT_ZERO = Rule.lost("migrate/cells-to-slot-zero",
            "cells whose texture or material the target cannot hold use slot 0",
            "Cells name a texture or material by index. Cells whose index names nothing (an empty slot, past"
                    + " the table) or a name the target table cannot hold (too long, past its slots) now use slot"
                    + " 0, which the engine treats as no texture.",
            LOST_WHY);
    public static final Rule UNUSED_ENTRIES_DROPPED = Rule.lost("migrate/unused-entries-dropped",
            "table entries no cell or object uses are not kept",
            "The target's table is built from the entries in use (texture names, model paths), so an entry"
                    + " nothing uses is not carried.",
            LOST_WHY);
    public static final Rule TABLE_OVERFLOW = Rule.lost("migrate/table-overflow",
            "entries past the target's fixed table are not kept",
            "The 4WVR texture table has 512 slots; materials at index 512 or above have no slot.",
            LOST_WHY);
    public static final Rule LIST_LENGTH_DROPPED = Rule.lost("migrate/list-length-dropped",
            "how many entries a list had is not kept",
            "Empty entries at the end of an 8WVR material list leave empty slots at the end of the 4WVR table,"
                    + " which does not say how many materials there were.",
            LOST_WHY);
    public static final Rule ELEVATION_RESAMPLED = Rule.lost("migrate/elevation-resampled",
            "the terrain grid is resampled to the land grid",
            "4WVR has one height per land cell. A finer 8WVR terrain grid keeps every k-th sample when it is a"
                    + " whole multiple of the land grid, and is resampled bilinearly otherwise.",
            LOST_WHY);
    public static final Rule ELEVATION_NAN_ZEROED = Rule.lost("migrate/elevation-nan-zeroed",
            "NaN heights become 0",
            "4WVR stores heights as whole steps; a NaN height has no step and is written as 0.",
            LOST_WHY);
    public static final Rule ELEVATION_CLAMPED = Rule.lost("migrate/elevation-clamped",
            "heights outside what 4WVR holds are clamped",
            "4WVR stores heights as signed 16-bit steps; heights outside that range are clamped to it.",
            LOST_WHY);
    public static final Rule ELEVATION_ROUNDED = Rule.lost("migrate/elevation-rounded",
            "heights are rounded to 4WVR's steps",
            "4WVR stores heights as whole steps of the height scale; the entry gives the largest error.",
            LOST_WHY);
    public static final Rule NUMBER_ROUNDED = Rule.lost("migrate/number-rounded",
            "numbers are rounded to what their target field holds",
            "A number is stored in a field of less precision in the target (float32, whole numbers, a"
                    + " colour byte, a turn WED reads back at 4 decimals), and reads back another.",
            LOST_WHY);
    public static final Rule FLAG_BITS_DROPPED = Rule.lost("migrate/flag-bits-dropped",
            "flag bits or a flag width the target does not hold are not kept",
            "The text forms hold the low 16 bits of block and face flags, and neither form keeps how wide a"
                    + " flags field was written; the other bits, whose meaning is unknown, and the width are not"
                    + " carried.",
            LOST_WHY);
    public static final Rule ANGLES_DROPPED = Rule.lost("migrate/angles-dropped",
            "angles past pan, tilt and roll are not kept",
            "A position in the target turns by pan, tilt and roll only; further angles of the source are not"
                    + " carried.",
            LOST_WHY);
    public static final Rule SKILLS_CUT = Rule.lost("migrate/skills-cut",
            "skills past what the target holds are not kept",
            "An entity or path node holds a fixed number of skills in the target; skills past it are not"
                    + " carried, and a path's skill lists are one per node.",
            LOST_WHY);
    public static final Rule PATH_EDGE_DROPPED = Rule.lost("migrate/path-edge-dropped",
            "an edge naming a missing node is not kept",
            "A path edge joins two nodes; the text forms cannot name a node the path does not have.",
            LOST_WHY);
    public static final Rule GROUPS_FLATTENED = Rule.lost("migrate/groups-flattened",
            "groups are resolved into their members' placement",
            "$$M has no groups: each member is placed at its final position, angles and scale, and the groups"
                    + " themselves are not carried.",
            LOST_WHY);
    public static final Rule GROUP_MEMBERSHIP_IGNORED = Rule.lost("migrate/group-membership-ignored",
            "group memberships that do not form a tree are ignored",
            "Members listed by two groups are placed by the first in file order, members the level does not"
                    + " have are ignored, and cycles of sub-groups are cut above their first group.",
            LOST_WHY);
    public static final Rule TEXTURE_NOT_FOLDED = Rule.lost("migrate/texture-not-folded",
            "texture placement that cannot be folded into texture vectors is kept as written",
            "Offsets, rotation and scale of a face's texture are folded into its texture vectors; where the scale"
                    + " is zero, a number is not finite, or a texture-locked block is flattened by its groups, they"
                    + " cannot be, and the axes are kept as written.",
            LOST_WHY);
    public static final Rule NOT_FINITE_AFTER_GROUPS = Rule.lost("migrate/not-finite-after-groups",
            "values that are no longer finite after their groups are kept as stored",
            "Placing members through their groups made some numbers NaN or infinite; those values are kept as"
                    + " the source has them.",
            LOST_WHY);
    public static final Rule SHEAR_DROPPED = Rule.lost("migrate/shear-dropped",
            "objects sheared or flattened by their groups are placed without the shear",
            "An object (not a block) has a position, angles and a uniform scale; a non-uniform group scale above"
                    + " a turned object would shear it, which the target cannot hold.",
            LOST_WHY);
    public static final Rule COUNTS_RECOMPUTED = Rule.lost("migrate/counts-recomputed",
            "count lines that disagree with the level are not kept",
            "The binary header's counts are derived from the tree; count lines of the text level that say"
                    + " otherwise are not carried.",
            LOST_WHY);
    public static final Rule TILE_SIZE_CHANGED = Rule.lost("migrate/tile-size-changed",
            "a plane's tiles are drawn on the map's grid",
            "A Tiled map has one tile size; a WWD plane whose tiles have another size is drawn on the main"
                    + " plane's grid.",
            LOST_WHY);
    public static final Rule TILE_PROPERTIES_DROPPED = Rule.lost("migrate/tile-properties-dropped",
            "tile properties with no tile to hold them are not kept",
            "Tile properties become properties of the main plane's tileset; those past its tiles, or of a level"
                    + " without planes, have no tile to hold them.",
            LOST_WHY);
    public static final Rule TILE_IDS_DROPPED = Rule.lost("migrate/tile-ids-dropped",
            "cells with tile ids past the tileset are not kept",
            "A Tiled gid holds the tile id below its flip flags, so a tile id past what the plane's tileset can"
                    + " list has no gid; the cell is written empty.",
            LOST_WHY);

    // what is made up (DERIVED)

    public static final Rule VALUE_DEFAULTED = Rule.derived("migrate/value-defaulted",
            "a value the source does not have is given the target's default",
            "The target needs a value the source does not hold (OFP's fixed cell size, the binary header's"
                    + " version, a level object, entity links, light angles, a face's default texture, a map grid);"
                    + " the migration writes the default the format's convention or its editor gives.",
            DERIVED_WHY);
    public static final Rule SECTION_ZERO_FILLED = Rule.derived("migrate/section-zero-filled",
            "a section the source does not have is written empty or zero",
            "The target has a section or array the source lacks (OPRW's geography, sound map, random and"
                    + " grass arrays, map infos, roads; a palette; road connection types), written empty or zero"
                    + " in every cell.",
            DERIVED_WHY);
    public static final Rule END_RECORD_ZEROED = Rule.derived("migrate/end-record-zeroed",
            "the record that ends a list is all zeros",
            "The target's list ends with a record the source did not have (the 8WVR dummy, the 4WVR"
                    + " terminator); it is written all zeros.",
            DERIVED_WHY);
    public static final Rule SLOT_ZERO_CONVENTION = Rule.derived("migrate/slot-zero-convention",
            "texture slot 0 holds what the engine's writer leaves there",
            "The engine never reads texture slot 0; the migration fills it (or leaves material 0 empty) as the"
                    + " engine's own writer does.",
            DERIVED_WHY);
    public static final Rule TABLE_REINDEXED = Rule.derived("migrate/table-reindexed",
            "table entries are numbered anew and cells follow them",
            "The target's table is built in order of first use, or names stored in several slots share one, or"
                    + " material 0's path moves to a new index; every cell keeps naming the same texture or path.",
            DERIVED_WHY);
    public static final Rule MATERIAL_ADDED = Rule.derived("migrate/material-added",
            "an empty material is added to the list",
            "An OPRW list starts with the empty material 0 and must name every index cells use; an 8WVR list that"
                    + " is empty, or cells one past it (Terrain Builder writes this), get an empty material"
                    + " (docs/binarize.md).",
            DERIVED_WHY);
    public static final Rule UNTERMINATED_NAME_CARRIED = Rule.derived("migrate/unterminated-name-carried",
            "names that fill their slot with no NUL are carried whole",
            "A name that fills its fixed-size slot with no NUL is read whole by the engine and carried whole.",
            DERIVED_WHY);
    public static final Rule UNITS_CONVERTED = Rule.derived("migrate/units-converted",
            "values are converted to the target's units",
            "The source and the target store a value in different units (raw heights and metres); the entry"
                    + " gives the factor.",
            DERIVED_WHY);
    public static final Rule TRANSFORM_DERIVED = Rule.derived("migrate/transform-derived",
            "object placement is computed from the source's",
            "1WVR places models in grid units, on the ground, by a heading; 4WVR by a matrix in metres with an"
                    + " absolute height. The matrix is computed, and models outside the grid stand at its nearest"
                    + " edge.",
            DERIVED_WHY);
    public static final Rule IDS_NUMBERED = Rule.derived("migrate/ids-numbered",
            "objects are numbered in order",
            "The target gives every object an id the source does not have (1WVR models, Tiled object ids); they"
                    + " are numbered in order.",
            DERIVED_WHY);
    public static final Rule DERIVED_DATA_COMPUTED = Rule.derived("migrate/derived-data-computed",
            "data OPRW computes from the rest is computed",
            "OPRW holds data computed from the rest of the world (object offsets per land cell, the largest"
                    + " object id, offsets past compressed rivers); the migration computes it as binarize does.",
            DERIVED_WHY);
    public static final Rule ORDER_DERIVED = Rule.derived("migrate/order-derived",
            "objects, layers or tilesets are arranged as the target needs",
            "The target orders or groups what the source holds in its own way (OPRW objects by land cell, Tiled"
                    + " layers and tilesets per plane); nothing is lost, the entry says how.",
            DERIVED_WHY);
    public static final Rule MEMBERS_PLACED = Rule.derived("migrate/members-placed",
            "members are placed through their groups",
            "Items are placed where their groups put them (or at the level origin when no group lists them), and"
                    + " groups of one item fold into the item's own placement.",
            DERIVED_WHY);
    public static final Rule TEXTURE_FOLDED = Rule.derived("migrate/texture-folded",
            "texture placement is folded into texture vectors",
            "Faces' texture offset, rotation and scale are folded into their texture vectors, and texture-locked"
                    + " blocks' axes follow the block; the texture is where it was.",
            DERIVED_WHY);
    public static final Rule SKILLS_PADDED = Rule.derived("migrate/skills-padded",
            "skills are filled with 0 to the count the target holds",
            "A binary model holds 8 or 20 skills; fewer are filled with 0.",
            DERIVED_WHY);
    public static final Rule NUMBER_RESPELLED = Rule.derived("migrate/number-respelled",
            "numbers are written as WED writes them",
            "Numbers are printed as WED prints them (float32, six decimals), and angles stored as an equal turn"
                    + " that WED reads back in [0, 360).",
            DERIVED_WHY);
    public static final Rule COMMENT_DERIVED = Rule.derived("migrate/comment-derived",
            "header comments are made from what the source says",
            "The target's header comments are those its editor writes, made from what the source holds (a"
                    + " date, or none).",
            DERIVED_WHY);
    public static final Rule WAD_NAME_DERIVED = Rule.derived("migrate/wad-name-derived",
            "the level's $$W file is named after the level file",
            "The model does not hold its file's name, so the $$W name WED derives from it is made from the name"
                    + " the migration is given.",
            DERIVED_WHY);
    public static final Rule EMPTY_NAME_DEFAULTED = Rule.derived("migrate/empty-name-defaulted",
            "an empty name is written as the undefined word",
            "$$M words cannot be empty, so an empty name is written as ndef, the word $$M levels use for none.",
            DERIVED_WHY);
    public static final Rule COMPRESSION_CHANGED = Rule.derived("migrate/compression-changed",
            "the level is compressed or decompressed",
            "The header's compress bit is set or cleared and the main block written as a zlib stream or plain;"
                    + " bytes that followed the zlib stream follow the trailing bytes of an uncompressed level.",
            DERIVED_WHY);

    private MigrationRules() {
    }
}
