package dev.mapharness.compress;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.MapFormatException;
import java.nio.ByteBuffer;

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
    private static final byte SPACE = 0x20;
    private static final int CHECKSUM_BYTES = 4;

    private BisLzss() {
    }

    /**
     * The most bytes {@code inputBytes} of stream and checksum can decode to. A flag byte and 8
     * references of 18 bytes each are 17 bytes for 144, and no group does better (a group of
     * {@code a} references and {@code b} literals gives {@code 18a + b ≤ 144/17 × (1 + 2a + b)}), so
     * the stream before the 4-byte checksum decodes to at most {@code ⌊144 × bytes / 17⌋}.
     */
    public static long maxDecodedSize(long inputBytes) {
        long stream = inputBytes - CHECKSUM_BYTES;
        if (stream <= 0) {
            return 0;
        }
        return Math.multiplyHigh(stream, 144) != 0 ? Long.MAX_VALUE : stream * 144 / 17;
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
        String streamField = field + ".lzss";
        Compression.LZSS.checkDecodedSize(in, decodedSize, field);
        ByteBuffer src = in.view();
        int start = in.offset();
        int end = src.limit();
        DecodedBuffer out = new DecodedBuffer(decodedSize);
        int ip = 0;
        while (out.size < decodedSize) {
            if (ip >= end) {
                throw truncated(in, start + end, streamField, decodedSize, out.size);
            }
            int flags = src.get(ip++);
            for (int item = 0; item < 8 && out.size < decodedSize; item++, flags >>= 1) {
                if ((flags & 1) != 0) {
                    if (ip >= end) {
                        throw truncated(in, start + end, streamField, decodedSize, out.size);
                    }
                    out.reserve(1);
                    out.bytes[out.size++] = src.get(ip++);
                } else {
                    if (ip + 2 > end) {
                        throw truncated(in, start + end, streamField, decodedSize, out.size);
                    }
                    int b0 = src.get(ip) & 0xFF;
                    int b1 = src.get(ip + 1) & 0xFF;
                    int distance = b0 | (b1 & 0xF0) << 4;
                    if (distance == 0) {
                        throw in.failAt(start + ip, streamField, "a reference distance of 1.." + MAX_DISTANCE,
                                "0 (reference bytes " + hex(b0) + " " + hex(b1) + ")");
                    }
                    ip += 2;
                    copyReference(out, distance, Math.min((b1 & 0x0F) + 3, decodedSize - out.size));
                }
            }
        }
        in.skip(ip, streamField);
        int checksumAt = in.offset();
        long stored = in.u32(field + ".checksum");
        long sum = checksum(out.bytes, out.size);
        if (stored != sum) {
            throw in.failAt(checksumAt, field + ".checksum",
                    "the sum of the " + decodedSize + " decoded bytes, 0x" + Long.toHexString(sum).toUpperCase(),
                    "0x" + Long.toHexString(stored).toUpperCase());
        }
        return out.toArray();
    }

    private static void copyReference(DecodedBuffer out, int distance, int length) {
        out.reserve(length);
        byte[] b = out.bytes;
        int op = out.size;
        int from = op - distance;
        if (from >= 0 && distance >= length) {
            System.arraycopy(b, from, b, op, length);
        } else {
            for (int k = 0; k < length; k++, from++) {
                b[op + k] = from < 0 ? SPACE : b[from];
            }
        }
        out.size = op + length;
    }

    private static MapFormatException truncated(ByteInput in, long at, String field, int decodedSize, int decoded) {
        return in.failAt(at, field, "more LZSS stream (" + decoded + " of " + decodedSize + " bytes decoded)",
                "end of input");
    }

    /** The wrapping 32-bit sum of {@code data[0, n)} taken as unsigned bytes, as an unsigned value. */
    static long checksum(byte[] data, int n) {
        int sum = 0;
        for (int i = 0; i < n; i++) {
            sum += data[i] & 0xFF;
        }
        return sum & 0xFFFF_FFFFL;
    }

    private static String hex(int b) {
        return String.format("%02X", b);
    }

    /**
     * The stream plus its checksum for {@code data}: greedy matches from hash chains, including
     * references into the spaces before the start where the data begins with spaces.
     */
    public static byte[] encode(byte[] data) {
        return BisLzssEncoder.encode(data);
    }
}
