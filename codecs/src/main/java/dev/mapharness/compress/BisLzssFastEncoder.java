package dev.mapharness.compress;

/**
 * Encodes {@link BisLzss} streams at {@link CompressionLevel#FAST}: one probe per position of a
 * table holding the last position of each 3-byte hash, the match extended to the longest the format
 * allows (18 bytes); positions inside a match are not remembered. After 2^5 probes in a row without
 * a match, every further 32 write one more literal per probe, so incompressible data is passed over
 * quickly.
 */
final class BisLzssFastEncoder {
    private static final int HASH_BITS = 14;
    private static final int SKIP_TRIGGER = 5;
    private static final int MIN_MATCH = 3;

    private BisLzssFastEncoder() {
    }

    static byte[] encode(byte[] data) {
        BisLzssOutput out = new BisLzssOutput(data.length);
        byte[] window = BisLzssOutput.window(data);
        int end = window.length;
        // positions + 1, so that 0 is "none"
        int[] table = new int[1 << HASH_BITS];
        for (int p = 0; p < BisLzssOutput.PREFIX && p + MIN_MATCH <= end; p++) {
            table[hash(window, p)] = p + 1;
        }
        int misses = 0;
        int p = BisLzssOutput.PREFIX;
        while (p < end) {
            if (p + MIN_MATCH <= end) {
                int h = hash(window, p);
                int candidate = table[h] - 1;
                table[h] = p + 1;
                int distance = p - candidate;
                if (candidate >= 0 && distance <= BisLzss.MAX_DISTANCE && window[candidate] == window[p]
                        && window[candidate + 1] == window[p + 1] && window[candidate + 2] == window[p + 2]) {
                    int max = Math.min(BisLzss.MAX_LENGTH, end - p);
                    int length = MIN_MATCH;
                    while (length < max && window[candidate + length] == window[p + length]) {
                        length++;
                    }
                    out.reference(length, distance);
                    p += length;
                    misses = 0;
                    continue;
                }
            }
            for (int stop = Math.min(end, p + 1 + (misses++ >>> SKIP_TRIGGER)); p < stop; p++) {
                out.literal(window[p]);
            }
        }
        return out.finish(data);
    }

    private static int hash(byte[] w, int p) {
        int key = (w[p] & 0xFF) << 16 | (w[p + 1] & 0xFF) << 8 | (w[p + 2] & 0xFF);
        return (key * 0x9E3779B1) >>> (32 - HASH_BITS);
    }
}
