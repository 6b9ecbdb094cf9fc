package dev.mapharness.compress;

/**
 * A match finder for the encoders: for each position, the earlier positions that start with the
 * same three bytes, newest first, in a window of {@code maxDistance} bytes.
 *
 * <p>Only {@code chainLimit} candidates are compared per search and a search stops as soon as a
 * match reaches the longest allowed length, so each search costs at most {@code chainLimit ×
 * (found length + 1)} byte comparisons: encoding stays linear on long runs (the first candidate
 * already matches to the end) and on incompressible data (chains hold only hash collisions).
 *
 * <p>Positions must be inserted in increasing order, each after it has been searched from.
 */
final class HashChains {
    static final int MIN_MATCH = 3;
    private static final int HASH_BITS = 15;

    private final byte[] data;
    private final int end;
    private final int maxDistance;
    private final int chainLimit;
    private final int[] head = new int[1 << HASH_BITS];
    /** Indexed by position modulo a power of two above the window, so live entries are never overwritten. */
    private final int[] previous;
    private final int mask;
    private int distance;

    HashChains(byte[] data, int end, int maxDistance, int chainLimit) {
        this.data = data;
        this.end = end;
        this.maxDistance = maxDistance;
        this.chainLimit = chainLimit;
        int ring = Integer.highestOneBit(maxDistance) << 1;
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
        int h = hash(p);
        previous[p & mask] = head[h];
        head[h] = p;
    }

    /**
     * The length of the longest match for the bytes at {@code p} (at most {@code maxLength}, which is
     * at most {@code end - p}), or 0 when none of at least three bytes was found; its distance is
     * then {@link #distance()}. Among equally long matches the nearest wins.
     */
    int longest(int p, int maxLength) {
        if (maxLength < MIN_MATCH || p + MIN_MATCH > end) {
            return 0;
        }
        int bestLength = MIN_MATCH - 1;
        int bestDistance = 0;
        int candidate = head[hash(p)];
        for (int chain = chainLimit; candidate >= 0 && chain > 0; chain--) {
            int d = p - candidate;
            if (d <= 0 || d > maxDistance) {
                break;
            }
            if (data[candidate + bestLength] == data[p + bestLength]) {
                int length = 0;
                while (length < maxLength && data[candidate + length] == data[p + length]) {
                    length++;
                }
                if (length > bestLength) {
                    bestLength = length;
                    bestDistance = d;
                    if (length == maxLength) {
                        break;
                    }
                }
            }
            candidate = previous[candidate & mask];
        }
        distance = bestDistance;
        return bestDistance == 0 ? 0 : bestLength;
    }

    int distance() {
        return distance;
    }
}
