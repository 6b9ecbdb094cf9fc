package dev.mapharness.wwd;

import java.util.zip.Deflater;

/**
 * How a writer lays a new level out, for levels that come from no file: the order of the sections,
 * the zlib level, the checksum formula, and filler bytes between sections (which real files may
 * hold, and a layout must keep). Tests and the corpus use it to make files as other editors would.
 *
 * @param grouped      every plane's tiles, then every plane's image sets, then every plane's objects
 *                     (as WapMap and the files in the wild have them) rather than plane by plane
 * @param deflateLevel zlib level of a compressed main block (1–9, or -1 for zlib's default, 6)
 * @param formula      the checksum formula
 * @param gap          bytes put before every non-empty section after the header (0 for none)
 */
public record WwdWriteStyle(boolean grouped, int deflateLevel, WwdChecksum.Formula formula, int gap) {
    /** mapharness's own: plane by plane, zlib's default level, the seed's checksum, no gaps. */
    public static final WwdWriteStyle CANONICAL = new WwdWriteStyle(false, Deflater.DEFAULT_COMPRESSION,
            WwdChecksum.Formula.SEED, 0);
    /** WapMap's: grouped by kind, level 9 (a stream starting {@code 78 DA}), WapMap's checksum. */
    public static final WwdWriteStyle WAPMAP = new WwdWriteStyle(true, Deflater.BEST_COMPRESSION,
            WwdChecksum.Formula.WAPMAP, 0);

    public WwdWriteStyle {
        if (deflateLevel != Deflater.DEFAULT_COMPRESSION && (deflateLevel < 1 || deflateLevel > 9)) {
            throw new IllegalArgumentException("zlib level 1–9 or -1, not " + deflateLevel);
        }
        if (gap < 0 || gap > 1 << 16) {
            throw new IllegalArgumentException("gap of 0 to 65536 bytes, not " + gap);
        }
    }

    /** The same style with {@code n} filler bytes before every section. */
    public WwdWriteStyle withGap(int n) {
        return new WwdWriteStyle(grouped, deflateLevel, formula, n);
    }
}
