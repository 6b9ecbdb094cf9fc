package dev.mapharness.compress;

/**
 * A decoded byte array: allocated whole when the input justifies the claimed size
 * ({@link DecodeTarget#eagerSize}), otherwise grown as the stream produces bytes. After a
 * successful decode the window is exactly the decoded bytes, returned without a copy.
 */
final class DecodedBytes extends DecodeTarget {

    DecodedBytes(int decodedSize, int inputBytes, boolean summing) {
        this(decodedSize, inputBytes, 0, summing);
    }

    /** @param scanned bytes a scan of the stream's instructions has seen them produce ({@link DecodeTarget#eagerSize(int, int, long)}) */
    DecodedBytes(int decodedSize, int inputBytes, long scanned, boolean summing) {
        super(decodedSize, summing);
        window = new byte[eagerSize(decodedSize, inputBytes, scanned)];
    }

    @Override
    int room(int op, int n) {
        if (window.length - op < n && window.length < decodedSize) {
            // only the decoded bytes move; what lies past op is not output yet
            byte[] larger = new byte[grown(window.length, (long) op + n, decodedSize)];
            System.arraycopy(window, 0, larger, 0, op);
            window = larger;
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
