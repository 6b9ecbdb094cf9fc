package dev.mapharness.compress;

import java.util.Arrays;

/**
 * A decoded byte array: allocated whole when the input justifies the claimed size
 * ({@link DecodeTarget#eagerSize}), otherwise grown as the stream produces bytes. After a
 * successful decode the window is exactly the decoded bytes, returned without a copy.
 */
final class DecodedBytes extends DecodeTarget {

    DecodedBytes(int decodedSize, int inputBytes, boolean summing) {
        super(decodedSize, summing);
        window = new byte[eagerSize(decodedSize, inputBytes)];
    }

    @Override
    int room(int op, int n) {
        if (window.length - op < n && window.length < decodedSize) {
            window = Arrays.copyOf(window, grown(window.length, (long) op + n, decodedSize));
        }
        return op;
    }

    @Override
    void finish(int op) {
        summed(0, op);
    }

    /** The decoded bytes, after {@link #finish}. */
    byte[] bytes() {
        return window;
    }
}
