package dev.mapharness.compress;

import java.lang.invoke.VarHandle;

/**
 * A match finder for the encoders: for each position, the earlier positions that start with the
 * same three bytes, newest first, in a window of {@code maxDistance} bytes.
 *
 * <p>Only {@code chainLimit} candidates are compared per search and a search stops as soon as a
 * match reaches the longest allowed length, so each search costs at most {@code chainLimit ×
 * (found length + 1)} byte comparisons: encoding stays linear on long runs (the first candidate
 * already matches to the end) and on incompressible data (chains hold only hash collisions).
 *
 * <p>Once a search has found a match of {@link #LONG_MATCH} bytes or more, it goes on to
 * {@link #DEEP_FACTOR} times as many candidates: a long match pays for a deeper search, and data
 * that repeats at several distances needs one. Periodic terrain (a 4096-byte period holding about
 * four similar cycles) has dozens of candidates from the nearer cycles, which match for a few
 * hundred bytes; the period itself, which matches to the end of the data, lies beyond the first 16.
 * Short matches (all of LZSS's, most in ordinary data) search as before. A deep search costs at
 * most {@code DEEP_FACTOR × chainLimit × (found length + 1)} comparisons, and the encoder then
 * moves on by the found length, so encoding stays linear.
 *
 * <p>Positions must be inserted in increasing order; a position searched from is inserted after
 * its search (encoders may insert positions they skip searching).
 */
final class HashChains {
    static final int MIN_MATCH = 3;
    private static final int HASH_BITS = 15;
    /** A match this long earns a deeper search. */
    static final int LONG_MATCH = 32;
    /** How many times {@code chainLimit} candidates a deeper search compares. */
    static final int DEEP_FACTOR = 16;

    private final byte[] data;
    private final int end;
    private final int maxDistance;
    private final int chainLimit;
    private final int[] head = new int[1 << HASH_BITS];
    /** Indexed by position modulo a power of two above the window (or above the data's length), so live entries are never overwritten. */
    private final int[] previous;
    private final int mask;
    private int distance;
    /** The hash of the position last searched from, which is usually inserted next. */
    private int hashed;
    private int hashedAt = -1;

    HashChains(byte[] data, int end, int maxDistance, int chainLimit) {
        this.data = data;
        this.end = end;
        this.maxDistance = maxDistance;
        this.chainLimit = chainLimit;
        // above the window, or above every position there is: either way no live entry is overwritten
        int ring = Math.min(Integer.highestOneBit(maxDistance) << 1, Integer.highestOneBit(Math.max(1, end)) << 1);
        this.previous = new int[ring];
        this.mask = ring - 1;
        java.util.Arrays.fill(head, -1);
    }

    private int hash(int p) {
        int key = (data[p] & 0xFF) << 16 | (data[p + 1] & 0xFF) << 8 | (data[p + 2] & 0xFF);
        return (key * 0x9E3779B1) >>> (32 - HASH_BITS);
    }

    void insert(int p) {
        if (p + MIN_MATCH > end) {
            return;
        }
        int h = p == hashedAt ? hashed : hash(p);
        previous[p & mask] = head[h];
        head[h] = p;
    }

    /**
     * The length of the longest match for the bytes at {@code p} (at most {@code maxLength}, which is
     * at most {@code end - p}), or 0 when none of at least three bytes was found; its distance is
     * then {@link #distance()}. Among equally long matches the nearest wins.
     */
    int longest(int p, int maxLength) {
        if (maxLength < MIN_MATCH) {
            return 0;
        }
        int bestLength = MIN_MATCH - 1;
        int bestDistance = 0;
        hashed = hash(p);
        hashedAt = p;
        int candidate = head[hashed];
        int limit = chainLimit;
        for (int looked = 0; candidate >= 0 && looked < limit; looked++) {
            int d = p - candidate;
            if (d <= 0 || d > maxDistance) {
                break;
            }
            if (data[candidate + bestLength] == data[p + bestLength]) {
                int length = MatchLengths.of(data, candidate, p, maxLength);
                if (length > bestLength) {
                    bestLength = length;
                    bestDistance = d;
                    if (length == maxLength) {
                        break;
                    }
                    if (length >= LONG_MATCH) {
                        limit = chainLimit * DEEP_FACTOR;
                    }
                }
            }
            candidate = previous[candidate & mask];
        }
        distance = bestDistance;
        return bestDistance == 0 ? 0 : bestLength;
    }

    /**
     * The matches for the bytes at {@code p} that are longer than every nearer one, nearest first:
     * {@code lengths[i]} bytes at {@code distances[i]}, lengths and distances increasing, so the
     * nearest distance that reaches a given length is the first whose length reaches it. Returns
     * their count (at most {@code chainLimit}, 0 when no match of 3 bytes was found). A match is at
     * most {@code maxLength} bytes (at most {@code end - p}); the search stops at the first of at
     * least {@code nice} bytes.
     */
    int matches(int p, int maxLength, int nice, int[] lengths, int[] distances) {
        if (maxLength < MIN_MATCH) {
            return 0;
        }
        int count = 0;
        int bestLength = MIN_MATCH - 1;
        hashed = hash(p);
        hashedAt = p;
        int candidate = head[hashed];
        for (int looked = 0; candidate >= 0 && looked < chainLimit; looked++) {
            int d = p - candidate;
            if (d <= 0 || d > maxDistance) {
                break;
            }
            if (data[candidate + bestLength] == data[p + bestLength]) {
                int length = MatchLengths.of(data, candidate, p, maxLength);
                if (length > bestLength) {
                    bestLength = length;
                    lengths[count] = length;
                    distances[count++] = d;
                    if (length >= nice || length == maxLength) {
                        break;
                    }
                }
            }
            candidate = previous[candidate & mask];
        }
        return count;
    }

    int distance() {
        return distance;
    }
}
