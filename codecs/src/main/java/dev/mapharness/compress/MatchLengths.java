package dev.mapharness.compress;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/** The match-length scan every encoder's match finder shares: 8 bytes at a time, then byte by byte. */
final class MatchLengths {
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private MatchLengths() {
    }

    /** How many bytes from {@code p} on agree with those from {@code q < p}, up to {@code max} or the end of {@code data}. */
    static int of(byte[] data, int q, int p, int max) {
        int n = Math.min(data.length, p + max);
        int length = 0;
        while (n - p - length >= 8) {
            long diff = (long) LONGS.get(data, p + length) ^ (long) LONGS.get(data, q + length);
            if (diff != 0) {
                return length + (Long.numberOfTrailingZeros(diff) >>> 3);
            }
            length += 8;
        }
        while (p + length < n && data[p + length] == data[q + length]) {
            length++;
        }
        return length;
    }
}
