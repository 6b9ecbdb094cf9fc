package dev.mapharness.wwd;

/**
 * The header's checksum. Two formulas are known from the files editors write (docs/wwd.md):
 * {@link Formula#SEED}, the seed document's, which most real levels hold, and
 * {@link Formula#WAPMAP}, which the community editor WapMap writes. Both run over the main block as
 * it is stored: the zlib stream of a compressed level (not what follows it), the rest of the file
 * after the header of an uncompressed one (without WapMap's metadata, which WapMap appends after
 * computing the checksum).
 *
 * <p><b>Seed.</b>
 * <p>Over the main block as it is stored (the compressed bytes when the level is compressed),
 * {@code N} bytes long: start at {@code -N}, then for every offset {@code o} from 1 to {@code N-1}
 * add the byte there (unsigned) and subtract {@code o}; the first byte is skipped. For a
 * compressed level add one more byte: the decompressed main block's byte at index {@code N}.
 * All arithmetic wraps at 32 bits.
 *
 * <p>When {@code N} is not inside the decompressed main block (a compressed block at least as long
 * as what it inflates to: tiny or incompressible levels), the editor's formula reads past its
 * buffer; mapharness defines that term as 0.
 *
 * <p>Worked example: an uncompressed main block {@code 05 07 09} (N = 3): {@code -3 + (7 - 1) +
 * (9 - 2) = 10}. The same three bytes stored compressed with a decompressed block whose byte 3 is
 * {@code 0x20}: {@code 10 + 32 = 42}.
 *
 * <p><b>WapMap.</b> Start at {@code -160}, then for every offset {@code o} from 0 to {@code N-1} add
 * the byte there and subtract {@code o + 1}; nothing from the decompressed block. This is the seed's
 * value plus the first stored byte minus 160, without the decompressed term: an uncompressed main
 * block starting with a plane header (whose first byte is 160, its size) gets the seed's value; a
 * compressed one (first byte {@code 0x78}, zlib) gets the seed's value minus 40 and minus the
 * decompressed term. The same three bytes {@code 05 07 09}: {@code -160 + (5-1) + (7-2) + (9-3) = -145}.
 */
public final class WwdChecksum {
    /** The formulas editors are known to use. */
    public enum Formula {
        /** The seed document's, with the decompressed term; most real levels hold it. */
        SEED,
        /** WapMap's: {@code -160 + Σ (byte[o] - (o + 1))} over the stored main block. */
        WAPMAP;

        /**
         * The checksum of the main block {@code stored[from, from + length)} of a file whose uncompressed
         * image ({@code null} if not compressed) holds the main block from {@code image[1524]}.
         */
        public int of(byte[] stored, int from, int length, byte[] image) {
            return this == SEED ? compute(stored, from, length, image, WwdHeader.SIZE) : wapMap(stored, from, length);
        }
    }

    private WwdChecksum() {
    }

    /** WapMap's formula over {@code length} bytes at {@code from}. */
    public static int wapMap(byte[] stored, int from, int length) {
        if (from < 0 || length < 0 || from > stored.length - length) {
            throw new IllegalArgumentException("bytes " + from + " + " + length + " outside " + stored.length);
        }
        int sum = -160;
        for (int o = 0; o < length; o++) {
            sum += (stored[from + o] & 0xFF) - (o + 1);
        }
        return sum;
    }

    /**
     * The checksum of {@code length} bytes at {@code from} in {@code stored} (the main block as the
     * file holds it).
     *
     * @param decompressed the decompressed main block of a compressed level, or null if the level
     *                     is not compressed
     */
    public static int compute(byte[] stored, int from, int length, byte[] decompressed) {
        return compute(stored, from, length, decompressed, 0);
    }

    /**
     * Like {@link #compute(byte[], int, int, byte[])}, with the decompressed main block starting at
     * {@code decompressedFrom} in {@code decompressed} (a whole uncompressed file: 1524).
     */
    public static int compute(byte[] stored, int from, int length, byte[] decompressed, int decompressedFrom) {
        if (from < 0 || length < 0 || from > stored.length - length) {
            throw new IllegalArgumentException("bytes " + from + " + " + length + " outside " + stored.length);
        }
        int sum = -length;
        for (int o = 1; o < length; o++) {
            sum += (stored[from + o] & 0xFF) - o;
        }
        if (decompressed != null && (long) decompressedFrom + length < decompressed.length) {
            sum += decompressed[decompressedFrom + length] & 0xFF;
        }
        return sum;
    }
}
