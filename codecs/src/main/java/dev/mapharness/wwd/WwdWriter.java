package dev.mapharness.wwd;

import dev.mapharness.format.FileSize;
import java.util.Arrays;

/**
 * Writes WWD levels, canonically or in the layout of the file a level was read from.
 *
 * <p>Canonically ({@link #write(WwdLevel)}): header, all plane headers, every plane's tiles, every
 * plane's image-set names, every plane's objects, then the tile properties, then any trailing bytes,
 * as the original editors and WapMap lay levels out (docs/wwd.md; a layout keeps any other order a
 * file has). Derives the
 * signature, counts, offsets, decompressed size and checksum (the seed's formula); compresses the
 * main block as a zlib stream at the default level when the header's flags say so, then appends
 * any bytes kept from after a stream and WapMap's metadata.
 *
 * <p>In a layout ({@link #write(WwdLevel, WwdSourceLayout)}): sections where the file had them
 * ({@link WwdAssembly}); when the main block comes out as the file's, its zlib stream, stored
 * checksum and decompressed size are reused as they were, so an unchanged level gives the file's
 * bytes; otherwise the block is compressed again at the stream's level and the checksum computed
 * with the formula the file's followed (the seed's or WapMap's).
 */
public final class WwdWriter {
    private WwdWriter() {
    }

    /** The file's bytes, canonically; refuses a model the format cannot represent. */
    public static byte[] write(WwdLevel level) {
        return write(level, WwdWriteStyle.CANONICAL);
    }

    /** The file's bytes as a writer with {@code style}'s habits would lay a new level out. */
    public static byte[] write(WwdLevel level, WwdWriteStyle style) {
        WwdWriteChecks.check(level);
        return finish(level, WwdAssembly.inStyle(level, style), style.deflateLevel(), style.formula(), null);
    }

    /** The file's bytes in {@code layout}; refuses a model the format cannot represent. */
    public static byte[] write(WwdLevel level, WwdSourceLayout layout) {
        if (level.equals(layout.source)) {
            // unchanged: the file itself, also where its sections overlap the header or each other so
            // that no placement of the model's sections could give its bytes back
            return layout.file.clone();
        }
        WwdWriteChecks.check(level);
        byte[] image = WwdAssembly.patched(level, layout).orElseGet(() -> WwdAssembly.inFileOrder(level, layout));
        boolean sameMainBlock = Arrays.equals(image, WwdHeader.SIZE, image.length, layout.image, WwdHeader.SIZE,
                layout.image.length);
        return finish(level, image, layout.deflateLevel, layout.formula, sameMainBlock ? layout : null);
    }

    /**
     * The file from its uncompressed image: compressed or not, the derived header words set, then
     * what follows the main block.
     *
     * @param unchanged the layout whose main block {@code image} holds, or null if it holds another
     */
    private static byte[] finish(WwdLevel level, byte[] image, int deflateLevel, WwdChecksum.Formula formula,
                                 WwdSourceLayout unchanged) {
        boolean compressed = level.compressed();
        boolean reuse = unchanged != null && unchanged.compressed() == compressed;
        byte[] main;
        long decompressedSize;
        if (compressed) {
            main = reuse ? unchanged.stream : WwdMainBlock.deflate(image, WwdHeader.SIZE, deflateLevel);
            decompressedSize = image.length - WwdHeader.SIZE;
        } else {
            main = null;
            decompressedSize = 0;
        }
        byte[] after = level.afterStream().bytes();
        long mainLength = compressed ? main.length : image.length - WwdHeader.SIZE;
        // refused before the metadata is encoded: metadata of almost 2 GiB must not be allocated first
        long metaLength = level.wapMapMeta().map(WwdWapMapMeta::encodedSize).orElse(0L);
        byte[] file = Arrays.copyOf(image, FileSize.checked(WwdHeader.SIZE + mainLength + after.length + metaLength,
                WwdWriteRules.FILE_TOO_LARGE));
        byte[] meta = level.wapMapMeta().map(WwdWapMapMeta::encode).orElse(new byte[0]);
        int at = compressed ? WwdHeader.SIZE : image.length;
        if (compressed) {
            System.arraycopy(main, 0, file, at, main.length);
            at += main.length;
        }
        System.arraycopy(after, 0, file, at, after.length);
        System.arraycopy(meta, 0, file, at + after.length, meta.length);
        int checksum;
        if (reuse) {
            decompressedSize = unchanged.header.decompressedSize();
            checksum = unchanged.header.checksum();
        } else {
            checksum = formula.of(file, WwdHeader.SIZE, (int) mainLength, compressed ? image : null);
        }
        putU32(file, WwdHeaderOffsets.DECOMPRESSED_SIZE, (int) decompressedSize);
        putU32(file, WwdHeaderOffsets.CHECKSUM, checksum);
        return file;
    }

    private static void putU32(byte[] b, int at, int v) {
        b[at] = (byte) v;
        b[at + 1] = (byte) (v >>> 8);
        b[at + 2] = (byte) (v >>> 16);
        b[at + 3] = (byte) (v >>> 24);
    }
}
