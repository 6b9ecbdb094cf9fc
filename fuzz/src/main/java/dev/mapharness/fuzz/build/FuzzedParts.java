package dev.mapharness.fuzz.build;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;

/** The pieces every format's model is made of, taken from fuzzer data. */
final class FuzzedParts {
    private FuzzedParts() {
    }

    /**
     * A slot holding the fuzzer's bytes (empty, unterminated or with garbage after the NUL), of the
     * format's length seven times in eight and of some other length otherwise, for the writer to refuse.
     */
    static FixedString slot(FuzzedDataProvider data, int length) {
        int size = data.consumeInt(0, 7) == 0 ? data.consumeInt(0, length + 2) : length;
        byte[] slot = new byte[size];
        byte[] content = data.consumeBytes(size);
        System.arraycopy(content, 0, slot, 0, content.length);
        return FixedString.ofSlot(slot);
    }

    /** A slot that is usually exactly {@code name}, padded, and sometimes anything. */
    static FixedString slotOrName(FuzzedDataProvider data, String name, int length) {
        return data.consumeInt(0, 7) == 0 ? slot(data, length) : FixedString.padded(name, length);
    }

    /** A non-empty string of up to {@code max} bytes, which may hold NULs. */
    static RawString nonEmpty(FuzzedDataProvider data, int max) {
        byte[] b = data.consumeBytes(data.consumeInt(1, max));
        return b.length == 0 ? RawString.of("x") : RawString.of(b);
    }

    static ShortGrid shortGrid(FuzzedDataProvider data, int width, int height) {
        short[] s = new short[width * height];
        for (int i = 0; i < s.length; i++) {
            s[i] = data.consumeShort();
        }
        return ShortGrid.wrap(width, height, s);
    }

    /** Any 32 bits as a float, NaN payloads included. */
    static float anyFloat(FuzzedDataProvider data) {
        return Float.intBitsToFloat(data.consumeInt());
    }

    static int[] ints(FuzzedDataProvider data, int n) {
        int[] bits = new int[n];
        for (int i = 0; i < n; i++) {
            bits[i] = data.consumeInt();
        }
        return bits;
    }

    static Transform transform(FuzzedDataProvider data) {
        return Transform.ofBits(ints(data, Transform.FLOATS));
    }

    static Blob trailing(FuzzedDataProvider data) {
        return data.consumeInt(0, 3) == 0 ? Blob.of(data.consumeBytes(data.consumeInt(1, 8))) : Blob.EMPTY;
    }
}
