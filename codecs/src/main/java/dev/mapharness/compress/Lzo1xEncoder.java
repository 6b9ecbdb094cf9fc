package dev.mapharness.compress;

import java.util.Arrays;

/**
 * Encodes {@link Lzo1x} streams the way LZO1X-1 does: alternating literal runs and copies found
 * greedily with {@link HashChains}, then the end marker.
 *
 * <p>A copy's trailing-literal bits (S) are written as 0 and patched once the next literal run is
 * known: runs of 1..3 literals ride on the previous copy, longer ones get their own instruction.
 * Copies of 3 bytes are only taken where a 2-byte form exists (distance up to 2048, or 2049..3072
 * right after 4 or more literals); farther copies must be at least 4 bytes to pay off.
 * Long runs without matches are searched ever more sparsely (see {@link #SKIP_TRIGGER}).
 */
final class Lzo1xEncoder {
    private static final int CHAIN_LIMIT = 16;
    /**
     * After 2^6 searches in a row without a match, positions go unsearched, one more per further 64
     * (as LZ4 does): incompressible data costs a copy and an insertion, not a search per byte. They
     * are still inserted, so that a later repeat of them is found; any match ends the skipping.
     */
    private static final int SKIP_TRIGGER = 6;

    private byte[] out;
    private int o;
    /** Where the last copy keeps its S bits, or -1 before the first copy. */
    private int trailingAt = -1;

    private Lzo1xEncoder(int capacity) {
        out = new byte[capacity];
    }

    static byte[] encode(byte[] data) {
        int n = data.length;
        Lzo1xEncoder e = new Lzo1xEncoder((int) Math.min(Integer.MAX_VALUE - 8, n + n / 255 + 64L));
        HashChains chains = new HashChains(data, n, Lzo1x.M4_MAX_DISTANCE, CHAIN_LIMIT);
        int literalsFrom = 0;
        int misses = 0;
        int p = 0;
        while (p < n) {
            int length = chains.longest(p, n - p);
            int distance = chains.distance();
            int pending = p - literalsFrom;
            boolean worthIt = length >= 4 || length == 3
                    && (distance <= Lzo1x.M2_MAX_DISTANCE || pending >= 4 && distance <= Lzo1x.M1_FAR_MAX_DISTANCE);
            if (!worthIt) {
                for (int next = (int) Math.min(n, p + 1L + (misses++ >>> SKIP_TRIGGER)); p < next; p++) {
                    chains.insert(p);
                }
                continue;
            }
            misses = 0;
            e.literals(data, literalsFrom, p);
            e.copy(length, distance, pending >= 4);
            for (int stop = p + length; p < stop; p++) {
                chains.insert(p);
            }
            literalsFrom = p;
        }
        e.literals(data, literalsFrom, n);
        e.reserve(Lzo1x.END_MARKER_BYTES);
        e.out[e.o++] = 0x11;
        e.out[e.o++] = 0;
        e.out[e.o++] = 0;
        return Arrays.copyOf(e.out, e.o);
    }

    private void reserve(long n) {
        long needed = o + n;
        if (needed > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("LZO output would exceed 2 GiB");
        }
        if (needed > out.length) {
            out = Arrays.copyOf(out, (int) Math.min(Integer.MAX_VALUE - 8, Math.max(needed, 2L * out.length)));
        }
    }

    /** The literals {@code data[from, to)}, before a copy or the end marker. */
    private void literals(byte[] data, int from, int to) {
        int count = to - from;
        if (count == 0) {
            return;
        }
        reserve(count + 8L + count / 255);
        if (o == 0 && count <= 238) {
            out[o++] = (byte) (17 + count);
        } else if (trailingAt >= 0 && count <= 3) {
            out[trailingAt] |= (byte) count;
        } else if (count <= 18) {
            out[o++] = (byte) (count - 3);
        } else {
            out[o++] = 0;
            extension(count - 18);
        }
        System.arraycopy(data, from, out, o, count);
        o += count;
    }

    /** A copy; {@code afterLongLiterals} says the state is 4 (the 2049..3072 two-byte form is open). */
    private void copy(int length, int distance, boolean afterLongLiterals) {
        reserve(8L + length / 255);
        if (length == 3 && afterLongLiterals && distance > Lzo1x.M2_MAX_DISTANCE) {
            int d = distance - Lzo1x.M2_MAX_DISTANCE - 1;
            trailingAt = o;
            out[o++] = (byte) ((d & 3) << 2);
            out[o++] = (byte) (d >> 2);
        } else if (length <= 8 && distance <= Lzo1x.M2_MAX_DISTANCE) {
            int d = distance - 1;
            int lengthBits = length <= 4 ? 0x40 | (length - 3) << 5 : 0x80 | (length - 5) << 5;
            trailingAt = o;
            out[o++] = (byte) (lengthBits | (d & 7) << 2);
            out[o++] = (byte) (d >> 3);
        } else if (distance <= Lzo1x.M3_MAX_DISTANCE) {
            if (length <= 33) {
                out[o++] = (byte) (0x20 | (length - 2));
            } else {
                out[o++] = 0x20;
                extension(length - 33);
            }
            distanceBytes(distance - 1);
        } else {
            int d = distance - Lzo1x.M3_MAX_DISTANCE;
            int high = (d >> 14 & 1) << 3;
            if (length <= 9) {
                out[o++] = (byte) (0x10 | high | (length - 2));
            } else {
                out[o++] = (byte) (0x10 | high);
                extension(length - 9);
            }
            distanceBytes(d & 0x3FFF);
        }
    }

    /** The LE16 of a long copy, {@code d << 2} with the S bits left 0. */
    private void distanceBytes(int d) {
        trailingAt = o;
        out[o++] = (byte) (d << 2);
        out[o++] = (byte) (d >> 6);
    }

    /** {@code value >= 1}: a zero byte per 255, then the rest. */
    private void extension(int value) {
        while (value > 255) {
            out[o++] = 0;
            value -= 255;
        }
        out[o++] = (byte) value;
    }
}
