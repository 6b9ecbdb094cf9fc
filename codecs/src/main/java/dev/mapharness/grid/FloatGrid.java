package dev.mapharness.grid;

import java.util.Arrays;

/**
 * An immutable width × height grid of 32-bit floats, row-major. Cells are kept as raw bits so
 * that NaN payloads and negative zero survive a round trip byte for byte; equality compares bits.
 */
public final class FloatGrid {
    private final int width;
    private final int height;
    private final int[] bits;

    private FloatGrid(int width, int height, int[] bits) {
        this.width = width;
        this.height = height;
        this.bits = bits;
    }

    /** A grid over a copy of raw float bits. */
    public static FloatGrid ofBits(int width, int height, int[] bits) {
        Grids.check(width, height, bits.length);
        return new FloatGrid(width, height, bits.clone());
    }

    /** A grid that takes ownership of {@code bits} (readers that just allocated them). */
    public static FloatGrid wrapBits(int width, int height, int[] bits) {
        Grids.check(width, height, bits.length);
        return new FloatGrid(width, height, bits);
    }

    public static FloatGrid of(int width, int height, float[] values) {
        Grids.check(width, height, values.length);
        int[] bits = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            bits[i] = Float.floatToRawIntBits(values[i]);
        }
        return new FloatGrid(width, height, bits);
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public int size() {
        return bits.length;
    }

    public float get(int x, int y) {
        return Float.intBitsToFloat(bits[Grids.index(x, y, width, height)]);
    }

    public float at(int i) {
        return Float.intBitsToFloat(bits[i]);
    }

    public int bitsAt(int i) {
        return bits[i];
    }

    /** The raw bits without a copy, for writers and bulk loops; never modify it. */
    public int[] bitsUnsafe() {
        return bits;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FloatGrid g && g.width == width && g.height == height && Arrays.equals(bits, g.bits);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * width + height) + Arrays.hashCode(bits);
    }

    @Override
    public String toString() {
        return Grids.describe("FloatGrid", width, height, bits.length, 8, i -> Float.toString(at(i)));
    }

    /** {@code "lowest .. highest"} of the values, for summaries; NaN on both sides if any cell is NaN. */
    public String range() {
        float lo = Float.POSITIVE_INFINITY;
        float hi = Float.NEGATIVE_INFINITY;
        for (int b : bits) {
            float v = Float.intBitsToFloat(b);
            lo = Math.min(lo, v);
            hi = Math.max(hi, v);
        }
        return lo + " .. " + hi;
    }
}
