package dev.mapharness.compress;

/** Placeholder until the optimal parse lands: the default parse. */
final class Lzo1xBestEncoder {
    private Lzo1xBestEncoder() {
    }

    static byte[] encode(byte[] data) {
        return Lzo1xEncoder.encode(data);
    }
}
