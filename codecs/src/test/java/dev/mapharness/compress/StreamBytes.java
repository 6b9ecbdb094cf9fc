package dev.mapharness.compress;

import java.io.ByteArrayOutputStream;

/** Hand-written stream bytes for the codec tests. */
final class StreamBytes {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    static StreamBytes of(int... bytes) {
        return new StreamBytes().add(bytes);
    }

    StreamBytes add(int... bytes) {
        for (int b : bytes) {
            out.write(b);
        }
        return this;
    }

    StreamBytes add(byte[] bytes) {
        out.writeBytes(bytes);
        return this;
    }

    /** An LZO length extension: a zero byte per 255, then the rest (value ≥ 1). */
    StreamBytes extension(int value) {
        while (value > 255) {
            out.write(0);
            value -= 255;
        }
        out.write(value);
        return this;
    }

    /** A u32 little-endian (an LZSS checksum). */
    StreamBytes u32(long v) {
        return add((int) v & 0xFF, (int) (v >>> 8) & 0xFF, (int) (v >>> 16) & 0xFF, (int) (v >>> 24) & 0xFF);
    }

    byte[] bytes() {
        return out.toByteArray();
    }

    static long sum(byte[] data) {
        long s = 0;
        for (byte b : data) {
            s += b & 0xFF;
        }
        return s & 0xFFFF_FFFFL;
    }

    /** Distinct-looking bytes that never repeat within short distances. */
    static byte[] pattern(int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) (i * 7 + i / 251);
        }
        return b;
    }
}
