package dev.mapharness.compress;

import java.util.Arrays;

/**
 * Encodes {@link BisLzss} streams at {@link CompressionLevel#BEST}: the shortest stream for the
 * matches deep {@link HashChains} find. In BIS LZSS every reference costs 17 bits whatever its
 * length (3..18) and distance, a literal 9, so a position's longest match also gives it every
 * shorter length, and the cheapest way to reach each position follows from the longest match at
 * each earlier one: a shortest path, worked out a block of positions at a time. Greedy parsing
 * loses where a shorter reference lets the next one reach farther. A reference of the longest
 * length, 18, ends a block and is taken as found (in runs every position has one; weighing them
 * all would cost a search per byte for next to nothing).
 */
final class BisLzssBestEncoder {
    private static final int BLOCK = 1 << 12;
    private static final int CHAIN_LIMIT = 128;
    private static final int UNREACHED = Integer.MAX_VALUE;
    private static final int LITERAL_BITS = 9;
    private static final int REFERENCE_BITS = 17;

    private BisLzssBestEncoder() {
    }

    static byte[] encode(byte[] data) {
        BisLzssOutput out = new BisLzssOutput(data.length);
        byte[] window = BisLzssOutput.window(data);
        int end = window.length;
        HashChains chains = new HashChains(window, end, BisLzss.MAX_DISTANCE, CHAIN_LIMIT);
        for (int p = 0; p < BisLzssOutput.PREFIX; p++) {
            chains.insert(p);
        }
        int span = BLOCK + BisLzss.MAX_LENGTH + 1;
        int[] price = new int[span];
        // by position in the block: the reference that reached it (0: a literal), its distance
        byte[] reachedBy = new byte[span];
        int[] distance = new int[span];
        int[] path = new int[span];
        int start = BisLzssOutput.PREFIX;
        while (start < end) {
            int reach = Math.min(BLOCK, end - start);
            Arrays.fill(price, UNREACHED);
            price[0] = 0;
            int last = reach;
            for (int cur = 0; cur < last; cur++) {
                int p = start + cur;
                // past the block, references may only end within it
                int longest = Math.min(BisLzss.MAX_LENGTH, cur < reach ? end - p : last - cur);
                int length = chains.longest(p, longest);
                int d = chains.distance();
                chains.insert(p);
                if (length == BisLzss.MAX_LENGTH) {
                    // the longest reference there is: the block ends with it
                    for (int q = p + 1; q < p + length; q++) {
                        chains.insert(q);
                    }
                    price[cur + length] = price[cur] + REFERENCE_BITS;
                    reachedBy[cur + length] = (byte) length;
                    distance[cur + length] = d;
                    last = cur + length;
                    break;
                }
                int here = price[cur];
                if (here + LITERAL_BITS < price[cur + 1]) {
                    price[cur + 1] = here + LITERAL_BITS;
                    reachedBy[cur + 1] = 0;
                }
                for (int l = HashChains.MIN_MATCH; l <= length; l++) {
                    if (here + REFERENCE_BITS < price[cur + l]) {
                        price[cur + l] = here + REFERENCE_BITS;
                        reachedBy[cur + l] = (byte) l;
                        distance[cur + l] = d;
                    }
                }
                last = Math.max(last, cur + length);
            }
            int items = 0;
            for (int at = last; at > 0; at -= Math.max(1, reachedBy[at])) {
                path[items++] = at;
            }
            for (int i = items - 1; i >= 0; i--) {
                int at = path[i];
                if (reachedBy[at] == 0) {
                    out.literal(window[start + at - 1]);
                } else {
                    out.reference(reachedBy[at], distance[at]);
                }
            }
            start += last;
        }
        return out.finish(data);
    }
}
