package dev.mapharness.compress;

/**
 * Encodes {@link Lzo1x} streams at {@link CompressionLevel#DEFAULT}: alternating literal runs and
 * copies found greedily with {@link HashChains}, then the end marker. Its streams are what the
 * corpus holds: a change here changes golden files.
 *
 * <p>Copies of 3 bytes are only taken where a 2-byte form exists (distance up to 2048, or 2049..3072
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

    private Lzo1xEncoder() {
    }

    static byte[] encode(byte[] data) {
        int n = data.length;
        Lzo1xOutput e = new Lzo1xOutput(n);
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
        return e.finish();
    }

}
