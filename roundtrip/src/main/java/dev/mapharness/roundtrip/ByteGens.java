package dev.mapharness.roundtrip;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * Byte values and byte strings. Values shrink towards {@code 'a'} so a shrunk name reads "aaa"
 * rather than a row of control bytes.
 */
public final class ByteGens {
    private ByteGens() {
    }

    /** Any byte value 0..255. */
    public static Gen<Byte> anyByte() {
        return Generate.range(0, 255, 'a').map(i -> (byte) (int) i);
    }

    /** Any byte value but NUL (1..255): what a NUL-terminated or NUL-padded name can hold. */
    public static Gen<Byte> nonNulByte() {
        return Generate.oneOf(Generate.range(1, 255, 'a'), Generate.range('a', 'z', 'a'))
                .map(i -> (byte) (int) i);
    }

    /** {@code length} bytes drawn from {@code values}; the length is drawn first, then the contents. */
    public static Gen<byte[]> bytes(Gen<Integer> length, Gen<Byte> values) {
        return rs -> {
            int n = length.generate(rs);
            byte[] out = new byte[n];
            for (int i = 0; i < n; i++) {
                out[i] = values.generate(rs);
            }
            return out;
        };
    }

    /** Lengths 0..max, often the edges: 0, 1 and max. */
    public static Gen<Integer> lengths(int min, int max) {
        return Generate.oneOf(Generate.range(min, Math.min(max, min + 8)), Generate.range(min, max),
                Generate.pick(java.util.List.of(min, max)));
    }

    /** Raw strings of {@code min..max} bytes, every value but NUL. */
    public static Gen<RawString> rawStringsWithoutNul(int min, int max) {
        return bytes(lengths(min, max), nonNulByte()).map(RawString::of).describedAs(RawString::toString);
    }

    /** Raw strings of {@code min..max} bytes, every value including NUL (length-prefixed strings keep them). */
    public static Gen<RawString> rawStrings(int min, int max) {
        return bytes(lengths(min, max), Generate.oneOf(nonNulByte(), anyByte())).map(RawString::of)
                .describedAs(RawString::toString);
    }

    /** Blobs of {@code min..max} bytes of any value. */
    public static Gen<Blob> blobs(int min, int max) {
        return bytes(lengths(min, max), anyByte()).map(Blob::of).describedAs(Blob::toString);
    }
}
