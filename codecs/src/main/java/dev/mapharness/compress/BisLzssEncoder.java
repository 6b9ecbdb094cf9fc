package dev.mapharness.compress;

import java.util.Arrays;

/**
 * Encodes {@link BisLzss} streams with greedy matching over {@link HashChains}.
 *
 * <p>The data is matched inside a copy preceded by {@link BisLzss#MAX_LENGTH} spaces, the part of
 * the spaces before the start that a reference can usefully read (a longer reach would only read
 * more spaces). A match found there becomes a reference before the start, which the decoder fills
 * with spaces, so data that begins with spaces compresses from its first byte.
 */
final class BisLzssEncoder {
    private static final int PREFIX = BisLzss.MAX_LENGTH;
    private static final int CHAIN_LIMIT = 32;
    /**
     * After 2^6 searches in a row without a match, positions go unsearched, one more per further 64
     * (as LZ4 does): incompressible data costs a copy and an insertion, not a search per byte. They
     * are still inserted, so that a later repeat of them is found; any match ends the skipping.
     */
    private static final int SKIP_TRIGGER = 6;

    private BisLzssEncoder() {
    }

    static byte[] encode(byte[] data) {
        int n = data.length;
        int worst = BisLzssOutput.worstSize(n);
        byte[] window = new byte[PREFIX + n];
        Arrays.fill(window, 0, PREFIX, (byte) 0x20);
        System.arraycopy(data, 0, window, PREFIX, n);
        HashChains chains = new HashChains(window, window.length, BisLzss.MAX_DISTANCE, CHAIN_LIMIT);
        for (int p = 0; p < PREFIX; p++) {
            chains.insert(p);
        }

        byte[] out = new byte[worst];
        int o = 0;
        int flagAt = -1;
        int items = 8;
        int p = PREFIX;
        int misses = 0;
        int unsearched = 0;
        while (p < window.length) {
            if (items == 8) {
                flagAt = o++;
                out[flagAt] = 0;
                items = 0;
            }
            boolean search = unsearched == 0;
            int length = search ? chains.longest(p, Math.min(BisLzss.MAX_LENGTH, window.length - p)) : 0;
            if (length >= HashChains.MIN_MATCH) {
                int distance = chains.distance();
                out[o++] = (byte) distance;
                out[o++] = (byte) ((distance >> 4 & 0xF0) | (length - 3));
                for (int end = p + length; p < end; p++) {
                    chains.insert(p);
                }
                misses = 0;
            } else {
                out[flagAt] |= (byte) (1 << items);
                out[o++] = window[p];
                chains.insert(p);
                if (search) {
                    unsearched = misses++ >>> SKIP_TRIGGER;
                } else {
                    unsearched--;
                }
                p++;
            }
            items++;
        }
        long sum = BisLzss.checksum(data, n);
        out[o++] = (byte) sum;
        out[o++] = (byte) (sum >>> 8);
        out[o++] = (byte) (sum >>> 16);
        out[o++] = (byte) (sum >>> 24);
        return Arrays.copyOf(out, o);
    }
}
