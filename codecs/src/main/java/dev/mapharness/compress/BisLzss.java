package dev.mapharness.compress;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.MapFormatException;

/**
 * Bohemia's LZSS ("packed" data in OPRW up to version 22, OFP PBOs and PAAs), as FORMAT-NOTES.md
 * describes it:
 *
 * <ul>
 *   <li>a flag byte precedes each group of 8 items, lowest bit first: 1 = a literal byte follows,
 *       0 = a two-byte reference {@code b0 b1} follows;</li>
 *   <li>reference: distance {@code b0 | (b1 & 0xF0) << 4} counted back from the current output
 *       position (not an absolute ring index as in Okumura's LZSS), length {@code (b1 & 0x0F) + 3};
 *       a reference reaching before the start of the output reads spaces (0x20);</li>
 *   <li>no length prefix: decoding stops at the decoded size known from context, possibly in the
 *       middle of a reference or a flag group;</li>
 *   <li>then a u32 checksum: the wrapping 32-bit sum of the decoded bytes taken as unsigned.</li>
 * </ul>
 *
 * <p>A distance of 0 would name the byte being written; no encoder produces it, so it is rejected.
 */
public final class BisLzss {
    /** The farthest a reference reaches back (12 bits). */
    static final int MAX_DISTANCE = 4095;
    /** The longest reference (4 bits + 3). */
    static final int MAX_LENGTH = 18;
    private static final int CHECKSUM_BYTES = 4;

    private BisLzss() {
    }

    /**
     * The most bytes {@code inputBytes} of stream and checksum can decode to. A flag byte and 8
     * references of 18 bytes each are 17 bytes for 144, and no group does better (a group of
     * {@code a} references and {@code b} literals gives {@code 18a + b ≤ 144/17 × (1 + 2a + b)}), so
     * the stream before the 4-byte checksum decodes to at most {@code ⌊144 × bytes / 17⌋} ({@link Long#MAX_VALUE}
     * where {@code 144 × bytes} does not fit a long).
     */
    public static long maxDecodedSize(long inputBytes) {
        long stream = Math.max(0, inputBytes - CHECKSUM_BYTES);
        // a product of 2^63 or more would wrap to a negative bound (Math.multiplyHigh is 0 up to 2^64)
        return stream > Long.MAX_VALUE / 144 ? Long.MAX_VALUE : stream * 144 / 17;
    }

    /**
     * Decodes exactly {@code decodedSize} bytes from {@code in} at its current offset, then reads and
     * verifies the u32 checksum; leaves {@code in} just after the checksum. The stream is recorded as
     * {@code field.lzss}, the checksum as {@code field.checksum}.
     *
     * @throws MapFormatException on a truncated stream, a zero distance, a checksum mismatch, or a
     *     decoded size the bytes left cannot hold
     */
    public static byte[] decode(ByteInput in, int decodedSize, String field) {
        Compression.LZSS.checkDecodedSize(in, decodedSize, field);
        long scanned = DecodeTarget.eagerSize(decodedSize, in.remaining()) < decodedSize
                ? BisLzssDecoder.scan(in, DecodeTarget.scanEnough(decodedSize)) : 0;
        DecodedBytes out = new DecodedBytes(decodedSize, in.remaining(), scanned, true);
        decodeInto(in, out, field);
        return out.bytes();
    }

    /** {@link #decode} into any target; the caller has checked the decoded size. */
    static void decodeInto(ByteInput in, DecodeTarget out, String field) {
        String streamField = field + ".lzss";
        in.skip(BisLzssDecoder.run(in, out, streamField), streamField);
        int checksumAt = in.offset();
        long stored = in.u32(field + ".checksum");
        long sum = out.sum();
        if (stored != sum) {
            throw in.failAt(CompressRules.LZSS_CHECKSUM_MISMATCH, checksumAt, field + ".checksum",
                    "the sum of the " + out.decodedSize + " decoded bytes, 0x" + Long.toHexString(sum).toUpperCase(),
                    "0x" + Long.toHexString(stored).toUpperCase());
        }
    }

    /** The wrapping 32-bit sum of {@code data[0, n)} taken as unsigned bytes, as an unsigned value. */
    static long checksum(byte[] data, int n) {
        return ByteSums.sum(data, 0, n) & 0xFFFF_FFFFL;
    }

    /**
     * The stream plus its checksum for {@code data}: greedy matches from hash chains, including
     * references into the spaces before the start where the data begins with spaces.
     */
    public static byte[] encode(byte[] data) {
        return BisLzssEncoder.encode(data);
    }

    /** The stream plus its checksum for {@code data} at {@code level}. */
    public static byte[] encode(byte[] data, CompressionLevel level) {
        return switch (level) {
            case FAST -> BisLzssFastEncoder.encode(data);
            case DEFAULT -> BisLzssEncoder.encode(data);
            case BEST -> BisLzssBestEncoder.encode(data);
        };
    }
}
