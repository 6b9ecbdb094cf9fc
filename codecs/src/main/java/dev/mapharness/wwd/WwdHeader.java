package dev.mapharness.wwd;

import dev.mapharness.bytes.FixedString;
import java.util.List;
import java.util.Objects;

/**
 * The 1524-byte WWD header, less what a writer derives (the signature 1524, the number of planes,
 * the section offsets, the decompressed size and the checksum).
 *
 * <pre>
 * 0x000 u32 signature (1524)   0x004 u32 unknown1   0x008 u32 flags   0x00C u32 unknown2
 * 0x010 char name[64]  0x050 author[64]  0x090 birth[64]  0x0D0 rezFile[256]  0x1D0 imageDir[128]  0x250 palRez[128]
 * 0x2D0 i32 startX  0x2D4 i32 startY  0x2D8 u32 unknown3  0x2DC u32 planeCount  0x2E0 u32 planesOffset
 * 0x2E4 u32 tilePropertiesOffset  0x2E8 u32 decompressedMainBlockSize (0 if not compressed)  0x2EC u32 checksum
 * 0x2F0 u32 unknown4  0x2F4 char launchApp[128]  0x374 imageSets[4][128]  0x574 prefixes[4][32]
 * </pre>
 *
 * <p>Fixed strings keep their whole slot (NUL-terminated and zero-padded in conforming files).
 *
 * @param flags raw flag word: {@link #FLAG_USE_Z} and {@link #FLAG_COMPRESSED}; other bits kept as read
 */
public record WwdHeader(int unknown1, int flags, int unknown2, FixedString name, FixedString author, FixedString birth,
                        FixedString rezFile, FixedString imageDir, FixedString palRez, int startX, int startY,
                        int unknown3, int unknown4, FixedString launchApp, List<FixedString> imageSets,
                        List<FixedString> prefixes) {
    /** Size of the header and value of its first word. */
    public static final int SIZE = 1524;
    public static final int FLAG_USE_Z = 0x1;
    public static final int FLAG_COMPRESSED = 0x2;

    public static final int NAME_LENGTH = 64;
    public static final int AUTHOR_LENGTH = 64;
    public static final int BIRTH_LENGTH = 64;
    public static final int REZ_FILE_LENGTH = 256;
    public static final int IMAGE_DIR_LENGTH = 128;
    public static final int PAL_REZ_LENGTH = 128;
    public static final int LAUNCH_APP_LENGTH = 128;
    public static final int IMAGE_SET_LENGTH = 128;
    public static final int PREFIX_LENGTH = 32;
    /** Number of image-set slots and of prefix slots. */
    public static final int SLOTS = 4;

    public WwdHeader {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(author, "author");
        Objects.requireNonNull(birth, "birth");
        Objects.requireNonNull(rezFile, "rezFile");
        Objects.requireNonNull(imageDir, "imageDir");
        Objects.requireNonNull(palRez, "palRez");
        Objects.requireNonNull(launchApp, "launchApp");
        imageSets = List.copyOf(imageSets);
        prefixes = List.copyOf(prefixes);
    }

    /** Bit 0x1: objects use z coordinates. */
    public boolean useZ() {
        return (flags & FLAG_USE_Z) != 0;
    }

    /** Bit 0x2: the main block after the header is a zlib stream. */
    public boolean compressed() {
        return (flags & FLAG_COMPRESSED) != 0;
    }

    /** A copy with the compressed bit set or cleared, everything else kept. */
    public WwdHeader withCompressed(boolean on) {
        int f = on ? flags | FLAG_COMPRESSED : flags & ~FLAG_COMPRESSED;
        return new WwdHeader(unknown1, f, unknown2, name, author, birth, rezFile, imageDir, palRez, startX, startY,
                unknown3, unknown4, launchApp, imageSets, prefixes);
    }

    /** A header with empty strings, zero words and the given flags. */
    public static WwdHeader blank(int flags) {
        FixedString img = FixedString.padded("", IMAGE_SET_LENGTH);
        FixedString pre = FixedString.padded("", PREFIX_LENGTH);
        return new WwdHeader(0, flags, 0, FixedString.padded("", NAME_LENGTH), FixedString.padded("", AUTHOR_LENGTH),
                FixedString.padded("", BIRTH_LENGTH), FixedString.padded("", REZ_FILE_LENGTH),
                FixedString.padded("", IMAGE_DIR_LENGTH), FixedString.padded("", PAL_REZ_LENGTH), 0, 0, 0, 0,
                FixedString.padded("", LAUNCH_APP_LENGTH), List.of(img, img, img, img), List.of(pre, pre, pre, pre));
    }
}
