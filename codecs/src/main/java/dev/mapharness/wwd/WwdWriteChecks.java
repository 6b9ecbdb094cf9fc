package dev.mapharness.wwd;

import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.MapWriteException;
import java.util.List;

/** What a WWD level must satisfy before it can be written; each refusal names the field. */
final class WwdWriteChecks {
    /** Largest uncompressed file mapharness writes: offsets are u32, but one array holds the file. */
    static final long MAX_FILE = Integer.MAX_VALUE - 8;

    private WwdWriteChecks() {
    }

    static void check(WwdLevel level) {
        header(level.header());
        List<WwdPlane> planes = level.planes();
        for (int i = 0; i < planes.size(); i++) {
            plane("planes[" + i + "]", planes.get(i));
        }
        List<WwdTileProperty> properties = level.tileProperties();
        for (int i = 0; i < properties.size(); i++) {
            if (properties.get(i) instanceof WwdTileProperty.Mask m && m.mask().length() != m.expectedMaskLength()) {
                throw new MapWriteException(WwdWriteRules.TILE_MASK_LENGTH, "tileProperties[" + i + "].mask", "a " + Integer.toUnsignedString(m.width())
                        + " × " + Integer.toUnsignedString(m.height()) + " mask holds " + m.expectedMaskLength()
                        + " bytes, not " + m.mask().length());
            }
        }
        imageSize(level);
        if (!level.afterStream().isEmpty() && !level.compressed()) {
            throw new MapWriteException(WwdWriteRules.AFTER_STREAM_UNCOMPRESSED, "afterStream", "bytes after the zlib stream need a compressed level; an"
                    + " uncompressed one holds them as trailing bytes");
        }
        if (level.wapMapMeta().isEmpty()) {
            // the reader takes metadata-shaped bytes at the end of the file for WapMap's metadata
            String field = level.compressed() ? "afterStream" : "trailing";
            byte[] tail = (level.compressed() ? level.afterStream() : level.trailing()).bytes();
            if (WwdWapMapMeta.findAtEnd(tail, 0, tail.length).isPresent()) {
                throw new MapWriteException(WwdWriteRules.TAIL_READS_AS_METADATA, field, "these bytes end with what reads as WapMap's metadata; a level"
                        + " holds that as wapMapMeta");
            }
        }
        level.wapMapMeta().ifPresent(m -> {
            for (int i = 0; i < m.blocks().size(); i++) {
                int id = m.blocks().get(i).id();
                if (id < 0 || id > 0xFF) {
                    throw new MapWriteException(WwdWriteRules.METADATA_BLOCK_ID, "wapMapMeta.blocks[" + i + "].id", "a block id is one byte, not " + id);
                }
            }
            if (m.encodedSize() > MAX_FILE) {
                throw new MapWriteException(WwdWriteRules.METADATA_TOO_LARGE, "wapMapMeta", "the metadata would be " + m.encodedSize() + " bytes");
            }
        });
    }

    /** Bytes of the uncompressed file; refuses a level over {@link #MAX_FILE}. */
    static long imageSize(WwdLevel level) {
        long size = WwdHeader.SIZE + (long) WwdPlane.HEADER_SIZE * level.planes().size();
        for (WwdPlane p : level.planes()) {
            size += 4L * p.tiles().size();
            for (RawString s : p.imageSets()) {
                size += s.length() + 1L;
            }
            for (WwdObject o : p.objects()) {
                size += o.encodedSize();
            }
            if (size > MAX_FILE) {
                break;
            }
        }
        size += WwdTilePropertiesHeader.SIZE;
        for (WwdTileProperty t : level.tileProperties()) {
            size += t.encodedSize();
        }
        size += level.trailing().length();
        if (size > MAX_FILE) {
            throw new MapWriteException(WwdWriteRules.LEVEL_TOO_LARGE, "", "the uncompressed level would be " + size
                    + " bytes; mapharness writes levels below 2 GiB");
        }
        return size;
    }

    private static void header(WwdHeader h) {
        slot("header.name", h.name(), WwdHeader.NAME_LENGTH);
        slot("header.author", h.author(), WwdHeader.AUTHOR_LENGTH);
        slot("header.birth", h.birth(), WwdHeader.BIRTH_LENGTH);
        slot("header.rezFile", h.rezFile(), WwdHeader.REZ_FILE_LENGTH);
        slot("header.imageDir", h.imageDir(), WwdHeader.IMAGE_DIR_LENGTH);
        slot("header.palRez", h.palRez(), WwdHeader.PAL_REZ_LENGTH);
        slot("header.launchApp", h.launchApp(), WwdHeader.LAUNCH_APP_LENGTH);
        slots("header.imageSets", h.imageSets(), WwdHeader.IMAGE_SET_LENGTH);
        slots("header.prefixes", h.prefixes(), WwdHeader.PREFIX_LENGTH);
    }

    private static void plane(String path, WwdPlane p) {
        slot(path + ".name", p.name(), WwdPlane.NAME_LENGTH);
        for (int j = 0; j < p.imageSets().size(); j++) {
            if (p.imageSets().get(j).indexOfNul() >= 0) {
                throw new MapWriteException(WwdWriteRules.IMAGE_SET_HOLDS_NUL, path + ".imageSets[" + j + "]",
                        "image-set names are NUL-terminated, so a NUL inside one would cut it short: " + p.imageSets().get(j));
            }
        }
    }

    private static void slots(String field, List<FixedString> list, int length) {
        if (list.size() != WwdHeader.SLOTS) {
            throw new MapWriteException(WwdWriteRules.HEADER_SLOT_COUNT, field, "the header has exactly " + WwdHeader.SLOTS + " slots, not " + list.size());
        }
        for (int i = 0; i < list.size(); i++) {
            slot(field + "[" + i + "]", list.get(i), length);
        }
    }

    private static void slot(String field, FixedString s, int length) {
        if (s.slotLength() != length) {
            throw new MapWriteException(WwdWriteRules.SLOT_LENGTH, field, "WWD stores this string in " + length + " bytes, not " + s.slotLength());
        }
    }
}
