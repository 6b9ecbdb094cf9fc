package dev.mapharness.compress;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/** The wrapping sum of bytes taken as unsigned (the LZSS checksum), eight bytes per step. */
final class ByteSums {
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long EVEN_BYTES = 0x00FF_00FF_00FF_00FFL;
    /** Words summed into four 16-bit lanes before they could overflow: 128 × 2 × 255 < 65536. */
    private static final int WORDS_PER_BLOCK = 128;

    private ByteSums() {
    }

    /** The wrapping 32-bit sum of {@code data[from, from + n)} as unsigned bytes. */
    static int sum(byte[] data, int from, int n) {
        int sum = 0;
        int i = from;
        int end = from + n;
        while (end - i >= 8) {
            int blockEnd = i + Math.min((end - i) & ~7, 8 * WORDS_PER_BLOCK);
            long lanes = 0;
            for (; i < blockEnd; i += 8) {
                long v = (long) LONGS.get(data, i);
                lanes += (v & EVEN_BYTES) + (v >>> 8 & EVEN_BYTES);
            }
            lanes = (lanes & 0x0000_FFFF_0000_FFFFL) + (lanes >>> 16 & 0x0000_FFFF_0000_FFFFL);
            sum += (int) lanes + (int) (lanes >>> 32);
        }
        for (; i < end; i++) {
            sum += data[i] & 0xFF;
        }
        return sum;
    }
}
