package dev.mapharness.compress;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.MapFormatException;

/**
 * LZO1X streams (OPRW version 23 and later): no length prefix, no checksum, ending in the marker
 * {@code 11 00 00}. The instruction forms, after the Linux kernel's description of the format
 * (Documentation/staging/lzo.rst) and liblzo2's behaviour:
 *
 * <pre>
 * first byte 18..255   copy (b - 17) literals; state = that count, or 4 when it is 4 or more
 * first byte 0..17     an ordinary instruction with state 0
 * 0000LLLL, state 0    literal run of 3 + L bytes, or L = 0: 18 + 255 × (zero bytes) + next byte; state 4
 * 0000DDSS HHHHHHHH    state 1..3: 2 bytes at distance (H &lt;&lt; 2) + D + 1
 *                      state 4:    3 bytes at distance (H &lt;&lt; 2) + D + 2049
 * 0001HLLL [ext] LE16  2 + L bytes, or L = 0: 9 + ext; distance 16384 + (H &lt;&lt; 14) + (LE16 &gt;&gt; 2);
 *                      distance 16384 (H = 0, LE16 &gt;&gt; 2 = 0) is the end marker, {@code 11 00 00}
 * 001LLLLL [ext] LE16  2 + L bytes, or L = 0: 33 + ext; distance (LE16 &gt;&gt; 2) + 1
 * 01LDDDSS HHHHHHHH    3 + L bytes at distance (H &lt;&lt; 3) + D + 1
 * 1LLDDDSS HHHHHHHH    5 + L bytes at distance (H &lt;&lt; 3) + D + 1
 * </pre>
 *
 * After each copy, S (the low two bits of the opcode, or of the LE16 where there is one) literals
 * follow, and S becomes the state that decides what the next 0000xxxx means. "ext" is a run of zero
 * bytes adding 255 each, then a non-zero byte added as is.
 *
 * <p>This reader accepts the end marker only as exactly {@code 11 00 00} (as the kernel does), and
 * does not know the kernel's LZO-RLE variant (a first byte of 17 followed by a version).
 */
public final class Lzo1x {
    static final int END_MARKER_BYTES = 3;
    /** The farthest 2-byte copy, {@code 0000DDSS HHHHHHHH} in states 1..3. */
    static final int M1_MAX_DISTANCE = 1024;
    static final int M2_MAX_DISTANCE = 2048;
    static final int M1_FAR_MAX_DISTANCE = 3072;
    static final int M3_MAX_DISTANCE = 16384;
    static final int M4_MAX_DISTANCE = 49151;

    private Lzo1x() {
    }

    /**
     * The most bytes {@code inputBytes} of stream can decode to. Every instruction produces at most
     * 255 bytes per byte it occupies: the best case is a long copy, {@code 001 00000}, z zero bytes,
     * a byte up to 255 and the LE16, which is {@code z + 4} bytes for at most {@code 288 + 255z}
     * (literals give one byte per byte). The end marker's 3 bytes produce nothing, so the bound is
     * {@code 255 × (inputBytes - 3)}, or {@link Long#MAX_VALUE} where that does not fit a long.
     */
    public static long maxDecodedSize(long inputBytes) {
        long body = Math.max(0, inputBytes - END_MARKER_BYTES);
        // a product of 2^63 or more would wrap to a negative bound (Math.multiplyHigh is 0 up to 2^64)
        return body > Long.MAX_VALUE / 255 ? Long.MAX_VALUE : body * 255;
    }

    /**
     * Decodes an LZO1X stream at {@code in}'s offset that must produce exactly {@code decodedSize}
     * bytes and end with the end marker; leaves {@code in} right after the marker (consumed input =
     * the offset difference) and records the stream as {@code field.lzo}.
     *
     * @throws MapFormatException on truncation, a copy from before the start of the output, output
     *     beyond {@code decodedSize}, an end marker before {@code decodedSize} bytes, a missing or
     *     malformed end marker, or a decoded size the bytes left cannot hold
     */
    public static byte[] decode(ByteInput in, int decodedSize, String field) {
        Compression.LZO.checkDecodedSize(in, decodedSize, field);
        long scanned = DecodeTarget.eagerSize(decodedSize, in.remaining()) < decodedSize
                ? Lzo1xDecoder.scan(in, DecodeTarget.scanEnough(decodedSize)) : 0;
        DecodedBytes out = new DecodedBytes(decodedSize, in.remaining(), scanned, false);
        decodeInto(in, out, field);
        return out.bytes();
    }

    /** {@link #decode} into any target; the caller has checked the decoded size. */
    static void decodeInto(ByteInput in, DecodeTarget out, String field) {
        String streamField = field + ".lzo";
        in.skip(Lzo1xDecoder.run(in, out, streamField), streamField);
    }

    /**
     * The stream for {@code data} at {@link CompressionLevel#DEFAULT}: greedy matches from hash
     * chains, ending in {@code 11 00 00}; any LZO1X decompressor accepts it.
     */
    public static byte[] encode(byte[] data) {
        return Lzo1xEncoder.encode(data);
    }

    /** The stream for {@code data} at {@code level}; every level's stream ends in {@code 11 00 00}. */
    public static byte[] encode(byte[] data, CompressionLevel level) {
        return switch (level) {
            case FAST -> Lzo1xFastEncoder.encode(data);
            case DEFAULT -> Lzo1xEncoder.encode(data);
            case BEST -> Lzo1xBestEncoder.encode(data);
        };
    }

}
