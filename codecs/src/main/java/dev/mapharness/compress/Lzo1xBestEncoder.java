package dev.mapharness.compress;

import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * Encodes {@link Lzo1x} streams at {@link CompressionLevel#BEST}: a cost-based parse. For a block
 * of positions at a time, every position's cheapest way to be reached is worked out in stream
 * bytes: one more literal from the position before it (whose price depends on the literal run so
 * far: runs of 1..3 after a copy ride on its S bits, longer ones take a header byte), or a copy from
 * an earlier position of any length found there, each length at the nearest distance that reaches
 * it ({@link Lzo1xOutput#copyCost}: up to 8 bytes cost 2 within 2048, 3 beyond). The cheapest path
 * to the block's end is then written. This takes what greedy parsing cannot: 3-byte copies where
 * they cost 2, 2-byte copies right after 1..3 literals (they keep the next literals free of a
 * header, as LZO1X-999 uses them), and a copy cut short where the next one then starts sooner.
 *
 * <p>Copies are found in {@link HashChains}, in {@link RunChains} for positions inside runs of a
 * repeated value, and at the last two distances of the path (a map row up, after a difference).
 * A match of {@link #NICE} bytes or more ends the block and is taken as found: its length pays for
 * itself whatever comes before, and long runs stay linear.
 */
final class Lzo1xBestEncoder {
    /** Positions a block prices before it is written. */
    private static final int BLOCK = 1 << 12;
    /** A match this long is taken without weighing alternatives. */
    private static final int NICE = 128;
    /** Searches stop at a match this long, and count no further. */
    private static final int STOP = 1024;
    private static final int CHAIN_LIMIT = 16;
    /**
     * Copies up to this long are priced at every length (their forms change cost at 8, 9 and 33
     * bytes); longer ones only whole, which keeps a long match from costing its length squared.
     */
    private static final int ALL_LENGTHS = 36;
    private static final int UNREACHED = Integer.MAX_VALUE;

    private final byte[] data;
    private final int n;
    private final HashChains chains;
    private final RunChains runs;
    private final Lzo1xOutput out;
    /** By position in the block: the cheapest price, the literal run it ends in, and the copy that reached it (length 0 for a literal). */
    private final int[] price = new int[BLOCK + NICE + 1];
    private final int[] run = new int[BLOCK + NICE + 1];
    private final int[] copyLength = new int[BLOCK + NICE + 1];
    private final int[] copyDistance = new int[BLOCK + NICE + 1];
    /**
     * By position in the block: the distances of the last two copies on its cheapest path, the last
     * and the one before it that differs (0 where there are fewer), tried at every position besides
     * what the chains find: data that repeats at a distance (a map row) goes back to it after each
     * difference, which a short chain may not reach.
     */
    private final int[] recent = new int[BLOCK + NICE + 1];
    private final int[] older = new int[BLOCK + NICE + 1];
    /** By the two bytes at a position: the last position (+ 1) they were seen at, for 2-byte copies. */
    private final int[] lastPair = new int[1 << 16];
    /** The distances of the last copies written, as {@link #recent} and {@link #older} keep them. */
    private int writtenRecent;
    private int writtenOlder;
    /** The matches found at a position: the chains' (or the period's and the run chains'), then the recent distances'. */
    private final int[] lengths = new int[CHAIN_LIMIT + 3];
    private final int[] distances = new int[CHAIN_LIMIT + 3];
    /** Where the literals not yet written start. */
    private int anchor;

    private Lzo1xBestEncoder(byte[] data) {
        this.data = data;
        this.n = data.length;
        this.chains = new HashChains(data, n, Lzo1x.M4_MAX_DISTANCE, CHAIN_LIMIT);
        this.runs = new RunChains(data, n, Lzo1x.M4_MAX_DISTANCE, CHAIN_LIMIT);
        this.out = new Lzo1xOutput(n);
    }

    static byte[] encode(byte[] data) {
        Lzo1xBestEncoder e = new Lzo1xBestEncoder(data);
        int p = 0;
        while (p < e.n) {
            p = e.block(p);
        }
        e.out.literals(data, e.anchor, e.n);
        return e.out.finish();
    }

    /**
     * Prices the positions from {@code start}, writes the copies of the cheapest path; returns where
     * it ends. Positions up to {@link #BLOCK} on may start copies that reach farther; the block ends
     * at the farthest, once every position before it has been priced (so its price is final).
     */
    private int block(int start) {
        int reach = Math.min(BLOCK, n - start);
        Arrays.fill(price, UNREACHED);
        price[0] = 0;
        run[0] = start - anchor;
        recent[0] = writtenRecent;
        older[0] = writtenOlder;
        copyLength[0] = 0;
        int end = reach;
        for (int cur = 0; cur < end; cur++) {
            int p = start + cur;
            int stretch = runs.left(p);
            int found = find(p, stretch, cur);
            int here = price[cur];
            int literals = run[cur];
            int pair = pairDistance(p);
            insert(p, stretch);
            if (found > 0 && lengths[found - 1] >= NICE) {
                // long enough to take as it is: the path to here, then this copy
                // the search stopped counting at STOP
                int length = MatchLengths.of(data, p - distances[found - 1], p, n - p);
                write(start, cur);
                out.literals(data, anchor, p);
                out.copy(length, distances[found - 1], p - anchor >= 4);
                written(distances[found - 1]);
                for (int q = p + 1; q < p + length; q++) {
                    insert(q, runs.left(q));
                }
                anchor = p + length;
                return anchor;
            }
            boolean afterCopy = p - literals > 0;
            int next = here + 1 + Lzo1xOutput.literalHeaderCost(literals + 1, afterCopy)
                    - Lzo1xOutput.literalHeaderCost(literals, afterCopy);
            if (next < price[cur + 1]) {
                price[cur + 1] = next;
                run[cur + 1] = literals + 1;
                copyLength[cur + 1] = 0;
                recent[cur + 1] = recent[cur];
                older[cur + 1] = older[cur];
            }
            if (pair > 0 && afterCopy && literals >= 1 && literals <= 3 && cur + 2 <= end) {
                relax(cur, cur + 2, here + 2, 2, pair);
            }
            // past the block, copies may only end within it
            int longest = cur < reach ? Integer.MAX_VALUE : end - cur;
            boolean afterLongLiterals = literals >= 4;
            int length = HashChains.MIN_MATCH;
            for (int m = 0; m < found; m++) {
                int distance = distances[m];
                int top = Math.min(lengths[m], longest);
                // every length while the forms change cost, then only the whole match
                for (int every = Math.min(top, ALL_LENGTHS); length <= every; length++) {
                    relax(cur, cur + length, here + Lzo1xOutput.copyCost(length, distance, afterLongLiterals), length, distance);
                }
                if (top >= length) {
                    relax(cur, cur + top, here + Lzo1xOutput.copyCost(top, distance, afterLongLiterals), top, distance);
                    length = top + 1;
                }
            }
            if (found > 0) {
                end = Math.max(end, cur + Math.min(lengths[found - 1], longest));
            }
        }
        write(start, end);
        return start + end;
    }

    /** Reaches {@code to} from {@code from} by a copy, if that is cheaper than what reached it so far. */
    private void relax(int from, int to, int cost, int length, int distance) {
        if (cost < price[to]) {
            price[to] = cost;
            run[to] = 0;
            copyLength[to] = length;
            copyDistance[to] = distance;
            recent[to] = distance;
            older[to] = recent[from] == distance ? older[from] : recent[from];
        }
    }

    private void written(int distance) {
        if (distance != writtenRecent) {
            writtenOlder = writtenRecent;
            writtenRecent = distance;
        }
    }

    /**
     * The matches at {@code p} into {@link #lengths} and {@link #distances}, longer and (mostly)
     * farther one after the other; returns their count. A position in a periodic stretch
     * ({@code stretch > 0} bytes left) is searched in {@link RunChains}, after the copy of the
     * period before it; others in the hash chains. The recent distances of the path to {@code cur}
     * come last, where they are longer.
     */
    private int find(int p, int stretch, int cur) {
        int found;
        if (stretch > 0) {
            found = 0;
            if (p >= RunChains.PERIOD && runs.samePeriod(p - RunChains.PERIOD, p)) {
                // a period back, the stretch matches itself to its end
                lengths[0] = stretch;
                distances[0] = RunChains.PERIOD;
                found = 1;
            }
            found = runs.matches(p, stretch, STOP, lengths, distances, found);
        } else {
            found = chains.matches(p, Math.min(n - p, STOP), STOP, lengths, distances);
        }
        for (int k = 0; k < 2; k++) {
            int rep = k == 0 ? recent[cur] : older[cur];
            if (rep == 0) {
                break;
            }
            int best = found > 0 ? lengths[found - 1] : HashChains.MIN_MATCH - 1;
            if (rep > p || best >= STOP || p + best >= n || data[p - rep + best] != data[p + best]) {
                continue;
            }
            int length = MatchLengths.of(data, p - rep, p, STOP);
            if (length > best) {
                lengths[found] = length;
                distances[found++] = rep;
            }
        }
        return found;
    }

    /** Makes position {@code p} findable by later searches; {@code stretch} as {@link RunChains#left} said. */
    private void insert(int p, int stretch) {
        if (stretch > 0) {
            runs.insert(p, stretch);
        } else {
            chains.insert(p);
        }
        if (p + 2 <= n) {
            lastPair[(data[p] & 0xFF) << 8 | data[p + 1] & 0xFF] = p + 1;
        }
    }

    /** The distance to the last place the two bytes at {@code p} were seen, if a 2-byte copy reaches it; else 0. */
    private int pairDistance(int p) {
        if (p + 2 > n) {
            return 0;
        }
        int seen = lastPair[(data[p] & 0xFF) << 8 | data[p + 1] & 0xFF];
        return seen > 0 && p - (seen - 1) <= Lzo1x.M1_MAX_DISTANCE ? p - (seen - 1) : 0;
    }

    /** Writes the copies of the cheapest path from the block's start to {@code end} (relative), leaving its trailing literals pending. */
    private void write(int start, int end) {
        // walk back, marking each copy's start by its length at the position it starts from
        int at = end;
        int copies = 0;
        while (at > 0) {
            int length = copyLength[at];
            if (length == 0) {
                at--;
            } else {
                int from = at - length;
                // reuse run[] (no longer needed) as a list of copy ends, last first
                run[copies++] = at;
                at = from;
            }
        }
        for (int i = copies - 1; i >= 0; i--) {
            int to = run[i];
            int length = copyLength[to];
            int p = start + to - length;
            out.literals(data, anchor, p);
            if (length == 2) {
                out.pairCopy(copyDistance[to]);
            } else {
                out.copy(length, copyDistance[to], p - anchor >= 4);
            }
            written(copyDistance[to]);
            anchor = p + length;
        }
    }
}
