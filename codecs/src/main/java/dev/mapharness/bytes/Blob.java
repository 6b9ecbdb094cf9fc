package dev.mapharness.bytes;

import java.util.Arrays;
import java.util.HexFormat;

/**
 * Uninterpreted bytes a model keeps so a file still round trips: bytes after an end marker,
 * leftovers of a terminator record.
 */
public final class Blob {
    public static final Blob EMPTY = new Blob(new byte[0]);

    private final byte[] bytes;

    private Blob(byte[] bytes) {
        this.bytes = bytes;
    }

    public static Blob of(byte[] bytes) {
        return bytes.length == 0 ? EMPTY : new Blob(bytes.clone());
    }

    public int length() {
        return bytes.length;
    }

    public boolean isEmpty() {
        return bytes.length == 0;
    }

    public byte[] bytes() {
        return bytes.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Blob b && Arrays.equals(bytes, b.bytes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bytes);
    }

    @Override
    public String toString() {
        int shown = Math.min(bytes.length, 32);
        return bytes.length + (bytes.length == 1 ? " byte [" : " bytes [") + HexFormat.ofDelimiter(" ").formatHex(bytes, 0, shown)
                + (shown < bytes.length ? " …]" : "]");
    }
}
