package dev.mapharness.compress;

import java.util.Arrays;

/**
 * The items of a {@link BisLzss} stream as the fast and best parses write them: a flag byte before
 * each group of 8 (lowest bit first, 1 = literal), literals, 2-byte references, then the checksum.
 * A literal costs 9 bits, a reference of 3..18 bytes at any distance 17.
 */
final class BisLzssOutput {
    private final byte[] out;
    private int o;
    private int flagAt;
    private int items = 8;

    /** Room for {@code n} bytes as literals, the worst case. */
    BisLzssOutput(int n) {
        out = new byte[worstSize(n)];
    }

    /**
     * The most bytes an encoding of {@code n} bytes takes: every byte a literal, a flag byte per 8 and the
     * checksum; refused when no array holds it.
     */
    static int worstSize(int n) {
        long worst = (long) n + (n + 7L) / 8 + 4;
        if (worst > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("LZSS input of " + n + " bytes is too large to encode into one array");
        }
        return (int) worst;
    }

    void literal(byte b) {
        group();
        out[flagAt] |= (byte) (1 << items++);
        out[o++] = b;
    }

    /** {@code length} 3..18 bytes at {@code distance} 1..4095 back. */
    void reference(int length, int distance) {
        group();
        items++;
        out[o++] = (byte) distance;
        out[o++] = (byte) ((distance >> 4 & 0xF0) | (length - 3));
    }

    private void group() {
        if (items == 8) {
            flagAt = o;
            out[o++] = 0;
            items = 0;
        }
    }

    /** The stream, then the checksum of {@code data}. */
    byte[] finish(byte[] data) {
        long sum = BisLzss.checksum(data, data.length);
        out[o++] = (byte) sum;
        out[o++] = (byte) (sum >>> 8);
        out[o++] = (byte) (sum >>> 16);
        out[o++] = (byte) (sum >>> 24);
        return Arrays.copyOf(out, o);
    }

    /**
     * {@code data} behind {@link BisLzss#MAX_LENGTH} spaces: the part of the spaces before the start
     * that a reference can usefully read, so data that begins with spaces compresses from its first
     * byte (a match found there becomes a reference before the start, which the decoder fills with
     * spaces).
     */
    static byte[] window(byte[] data) {
        byte[] window = new byte[PREFIX + data.length];
        Arrays.fill(window, 0, PREFIX, (byte) 0x20);
        System.arraycopy(data, 0, window, PREFIX, data.length);
        return window;
    }

    /** Where the data starts in {@link #window}. */
    static final int PREFIX = BisLzss.MAX_LENGTH;
}
