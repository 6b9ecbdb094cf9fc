package dev.mapharness.compress;

/**
 * A match finder for positions inside periodic stretches, where {@link HashChains} drowns: in a run
 * of one u16 or f32 value repeated, every position has the same three bytes, so a chain walks
 * through the run's own positions and never reaches the earlier runs that would match on past its
 * end (the same region one map row up). Here a position in a stretch (each byte equal to the one
 * {@link #PERIOD} before, for at least {@link #MIN_RUN} bytes) is filed by its first {@code PERIOD}
 * bytes and how many bytes of the stretch are left from it, so its chain holds exactly the earlier
 * positions that end their stretch where it does: the ones whose match can go on past the end.
 *
 * <p>Positions are asked about with {@link #left} in increasing order (it follows the stretch the
 * last one was in), then searched, then inserted.
 */
final class RunChains {
    /** Stretches of period 1, 2 and 4 (a byte, a u16, an f32 repeated) are all of period 4. */
    static final int PERIOD = 4;
    /**
     * Positions in shorter stretches (or none) are filed in {@link HashChains} instead. A position
     * outside every stretch agrees with one inside for fewer than this many bytes (8 agreeing bytes
     * would put it in a stretch too), so leaving stretches out of the hash chains loses only short
     * matches.
     */
    static final int MIN_RUN = 8;
    private static final int HASH_BITS = 15;

    private final byte[] data;
    private final int end;
    private final int maxDistance;
    private final int chainLimit;
    private final int[] head = new int[1 << HASH_BITS];
    private final int[] previous;
    /** By position in the ring: how many bytes of its stretch were left from it. */
    private final int[] leftAt;
    private final int mask;
    /** Where the stretch the last position was in ends, or -1. */
    private int stretchEnd = -1;

    RunChains(byte[] data, int end, int maxDistance, int chainLimit) {
        this.data = data;
        this.end = end;
        this.maxDistance = maxDistance;
        this.chainLimit = chainLimit;
        // above the window, or above every position there is: either way no live entry is overwritten
        int ring = Math.min(Integer.highestOneBit(maxDistance) << 1, Integer.highestOneBit(Math.max(1, end)) << 1);
        this.previous = new int[ring];
        this.leftAt = new int[ring];
        this.mask = ring - 1;
        java.util.Arrays.fill(head, -1);
    }

    /** How many bytes of a periodic stretch are left from {@code p} on, or 0 if it is in none of {@link #MIN_RUN} bytes. */
    int left(int p) {
        if (p < stretchEnd) {
            return stretchEnd - p >= MIN_RUN ? stretchEnd - p : 0;
        }
        int i = p + PERIOD;
        while (i < end && data[i] == data[i - PERIOD]) {
            i++;
        }
        if (i - p < MIN_RUN) {
            return 0;
        }
        stretchEnd = i;
        return i - p;
    }

    private int hash(int p, int left) {
        int key = (data[p] & 0xFF) | (data[p + 1] & 0xFF) << 8 | (data[p + 2] & 0xFF) << 16 | data[p + 3] << 24;
        return ((key ^ left * 0x85EBCA6B) * 0x9E3779B1) >>> (32 - HASH_BITS);
    }

    /** Files {@code p}, which has {@code left ≥ MIN_RUN} bytes of its stretch left. */
    void insert(int p, int left) {
        int h = hash(p, left);
        previous[p & mask] = head[h];
        leftAt[p & mask] = left;
        head[h] = p;
    }

    /** True if the {@link #PERIOD} bytes at {@code q} and {@code p} agree. */
    boolean samePeriod(int q, int p) {
        return data[q] == data[p] && data[q + 1] == data[p + 1] && data[q + 2] == data[p + 2] && data[q + 3] == data[p + 3];
    }

    /**
     * Like {@link HashChains#matches}, for {@code p} with {@code left} bytes of its stretch left:
     * appends to {@code lengths} and {@code distances} from index {@code count} the matches longer
     * than {@code lengths[count - 1]} (or 0), nearest first; returns the new count.
     */
    int matches(int p, int left, int nice, int[] lengths, int[] distances, int count) {
        int bestLength = count > 0 ? lengths[count - 1] : 0;
        int candidate = head[hash(p, left)];
        for (int looked = 0; candidate >= 0 && looked < chainLimit && bestLength < nice; looked++) {
            int d = p - candidate;
            if (d <= 0 || d > maxDistance) {
                break;
            }
            if (leftAt[candidate & mask] != left || !samePeriod(candidate, p)) {
                candidate = previous[candidate & mask];
                continue;
            }
            // the same period and as much of it left: the first left bytes agree, the question is what follows
            int length = left + MatchLengths.of(data, candidate + left, p + left, nice - left);
            if (length > bestLength) {
                bestLength = length;
                lengths[count] = length;
                distances[count++] = d;
            }
            candidate = previous[candidate & mask];
        }
        return count;
    }
}
