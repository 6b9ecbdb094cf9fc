package dev.mapharness.wwd;

/**
 * The header's checksum, as the seed defines it and as every real file checked reproduces it
 * (FORMAT-NOTES: 25 levels, compressed and not).
 *
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
 */
public final class WwdChecksum {
    private WwdChecksum() {
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

    /**
     * The checksum of a whole file's bytes: the main block starts after the 1524-byte header.
     *
     * @param uncompressed the whole file as if never compressed (header, then the decompressed
     *                     main block) when the file is compressed; null when it is not
     */
    public static int ofFile(byte[] file, byte[] uncompressed) {
        int from = Math.min(WwdHeader.SIZE, file.length);
        return compute(file, from, file.length - from, uncompressed, WwdHeader.SIZE);
    }
}
