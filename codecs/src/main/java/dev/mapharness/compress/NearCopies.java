package dev.mapharness.compress;

/**
 * Copies at a distance of 1..7 bytes, which repeat their first {@code distance} bytes (runs of a
 * value, of a u16 id): written as one word of the repeated bytes, stored every {@link #step}
 * bytes, instead of byte by byte.
 */
final class NearCopies {
    /**
     * For distance d in 1..7 (nibble d): the most whole periods that fit a word, in bytes, so that
     * the same word stored that many bytes further on continues the pattern.
     */
    private static final long STEPS = 0x7658_6880L;

    private NearCopies() {
    }

    /**
     * The word of bytes {@code b0 b1 .. b(d-1) b0 b1 ..} from the low {@code distance} (1..7) bytes
     * of {@code word}: what a copy at that distance writes over 8 bytes.
     */
    static long repeated(long word, int distance) {
        int bits = 8 * distance;
        long pattern = word & (-1L >>> (64 - bits));
        for (int shift = bits; shift < 64; shift <<= 1) {
            pattern |= pattern << shift;
        }
        return pattern;
    }

    /** How far apart the word of {@link #repeated} is stored for {@code distance} (1..7): 5 to 8 bytes. */
    static int step(int distance) {
        return (int) (STEPS >>> (4 * distance)) & 0xF;
    }
}
