package dev.mapharness.compress;

import java.util.Arrays;

/**
 * The output of a stream decoder. It starts small and grows (doubling) as the stream really
 * produces bytes, never past the declared size: a stream that claims a large size and then ends
 * early costs only what it produced, and the doubling keeps decoding linear.
 */
final class DecodedBuffer {
    private static final int INITIAL = 1 << 16;

    /** The bytes decoded so far are {@code bytes[0, size)}; decoders write here directly. */
    byte[] bytes;
    int size;
    private final int limit;

    DecodedBuffer(int limit) {
        this.limit = limit;
        this.bytes = new byte[Math.min(limit, INITIAL)];
    }

    /** Makes room for {@code n} more bytes; the caller has checked that {@code size + n <= limit}. */
    void reserve(int n) {
        long needed = (long) size + n;
        if (needed > bytes.length) {
            bytes = Arrays.copyOf(bytes, (int) Math.min(limit, Math.max(needed, 2L * bytes.length)));
        }
    }

    byte[] toArray() {
        return size == bytes.length ? bytes : Arrays.copyOf(bytes, size);
    }
}
