package dev.mapharness.compress;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Encodes {@link Lzo1x} streams at {@link CompressionLevel#FAST}, the way liblzo2's LZO1X-1 and
 * LZ4 parse: a table remembers the last position of each 4-byte hash, one probe per position, a
 * match is taken if its first 4 bytes agree and extended both ways (back over the pending
 * literals, forward 8 bytes at a time). Positions inside a match are not remembered, but the one
 * two before its end is, so a repeat that starts there is found. Without matches the probes get
 * sparser (see {@link #SKIP_TRIGGER}).
 */
final class Lzo1xFastEncoder {
    private static final VarHandle INTS = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    /** 2^14 entries, as LZO1X-1: 64 KiB of table, in the first-level cache's neighbourhood. */
    private static final int HASH_BITS = 14;
    /**
     * After 2^5 probes in a row without a match, every further 32 step one more position (as
     * LZO1X-1 does by the length of the pending literal run): incompressible data is passed over
     * quickly, and any match brings back a probe per position.
     */
    private static final int SKIP_TRIGGER = 5;
    private static final int MIN_MATCH = 4;

    private Lzo1xFastEncoder() {
    }

    static byte[] encode(byte[] data) {
        int n = data.length;
        Lzo1xOutput out = new Lzo1xOutput(n);
        int[] table = new int[1 << HASH_BITS];
        int anchor = 0;
        int misses = 0;
        int p = 1;
        // the last position a 4-byte read starts at
        int last = n - MIN_MATCH;
        while (p <= last) {
            int quad = (int) INTS.get(data, p);
            int h = hash(quad);
            int candidate = table[h];
            table[h] = p;
            int distance = p - candidate;
            if (distance > Lzo1x.M4_MAX_DISTANCE || (int) INTS.get(data, candidate) != quad) {
                p += 1 + (misses++ >>> SKIP_TRIGGER);
                continue;
            }
            misses = 0;
            int start = p;
            while (start > anchor && candidate > 0 && data[start - 1] == data[candidate - 1]) {
                start--;
                candidate--;
            }
            int length = p - start + MIN_MATCH + MatchLengths.of(data, p + MIN_MATCH - distance, p + MIN_MATCH, n - p - MIN_MATCH);
            out.literals(data, anchor, start);
            out.copy(length, distance, start - anchor >= 4);
            p = start + length;
            anchor = p;
            if (p - 2 <= last) {
                table[hash((int) INTS.get(data, p - 2))] = p - 2;
            }
        }
        out.literals(data, anchor, n);
        return out.finish();
    }

    private static int hash(int quad) {
        return (quad * 0x9E3779B1) >>> (32 - HASH_BITS);
    }
}
