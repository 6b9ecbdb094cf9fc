package dev.mapharness.compress;

import java.util.Arrays;

/**
 * The instructions of an {@link Lzo1x} stream as the encoders write them: literal runs, copies in
 * their shortest form, and the end marker. Every level's parse goes through here, so the forms and
 * their costs ({@link #copyCost}, {@link #literalHeaderCost}) are defined once.
 *
 * <p>A copy's trailing-literal bits (S) are written as 0 and patched once the next literal run is
 * known: runs of 1..3 literals ride on the previous copy, longer ones get their own instruction.
 */
final class Lzo1xOutput {
    private byte[] out;
    private int o;
    /** Where the last copy keeps its S bits, or -1 before the first copy. */
    private int trailingAt = -1;

    /** Room for {@code n} bytes of input as literals, the worst case; grows if ever needed. */
    Lzo1xOutput(int n) {
        out = new byte[(int) Math.min(Integer.MAX_VALUE - 8, n + n / 255 + 64L)];
    }

    /**
     * The bytes {@link #copy} writes for a copy of {@code length ≥ 3} bytes at {@code distance}:
     * 2 for the short forms, 3 for the long ones up to 33 (distance up to 16384) or 9 bytes, one
     * more per further 255.
     */
    static int copyCost(int length, int distance, boolean afterLongLiterals) {
        if (length == 3 && afterLongLiterals && distance > Lzo1x.M2_MAX_DISTANCE && distance <= Lzo1x.M1_FAR_MAX_DISTANCE
                || length <= 8 && distance <= Lzo1x.M2_MAX_DISTANCE) {
            return 2;
        }
        int inOpcode = distance <= Lzo1x.M3_MAX_DISTANCE ? 33 : 9;
        return length <= inOpcode ? 3 : 3 + extensionBytes(length - inOpcode);
    }

    /**
     * The bytes {@link #literals} writes before a run of {@code count} literals, besides the
     * literals: the first run of a stream takes one byte up to 238, a run after a copy none up to 3
     * (the copy's S bits say it), else one byte up to 18 and one more per further 255.
     */
    static int literalHeaderCost(int count, boolean afterCopy) {
        if (count == 0 || afterCopy && count <= 3) {
            return 0;
        }
        if (count <= 18 || !afterCopy && count <= 238) {
            return 1;
        }
        return 1 + extensionBytes(count - 18);
    }

    /** The bytes {@link #extension} writes for {@code value ≥ 1}. */
    private static int extensionBytes(int value) {
        return (value - 1) / 255 + 1;
    }

    /** The end marker, then the stream. */
    byte[] finish() {
        reserve(Lzo1x.END_MARKER_BYTES);
        out[o++] = 0x11;
        out[o++] = 0;
        out[o++] = 0;
        return Arrays.copyOf(out, o);
    }

    private void reserve(long n) {
        long needed = o + n;
        if (needed > out.length) {
            out = Arrays.copyOf(out, grown(out.length, needed));
        }
    }

    /** The length an output of {@code length} bytes grows to when it must hold {@code needed}: double, or more. */
    static int grown(int length, long needed) {
        if (needed > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("LZO output would exceed 2 GiB");
        }
        return (int) Math.min(Integer.MAX_VALUE - 8, Math.max(needed, 2L * length));
    }

    /** The literals {@code data[from, to)}, before a copy or the end marker. */
    void literals(byte[] data, int from, int to) {
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

    /**
     * A copy of at least 3 bytes; {@code afterLongLiterals} says the state is 4 (the 2049..3072
     * two-byte form of 3-byte copies is open).
     */
    void copy(int length, int distance, boolean afterLongLiterals) {
        reserve(8L + length / 255);
        if (length == 3 && afterLongLiterals && distance > Lzo1x.M2_MAX_DISTANCE && distance <= Lzo1x.M1_FAR_MAX_DISTANCE) {
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

    /**
     * A 2-byte copy at {@code distance ≤ 1024}: only right after 1..3 literals that follow a copy
     * (states 1..3), where {@code 0000DDSS} means this copy and not a literal run.
     */
    void pairCopy(int distance) {
        reserve(2);
        int d = distance - 1;
        trailingAt = o;
        out[o++] = (byte) ((d & 3) << 2);
        out[o++] = (byte) (d >> 2);
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
