package dev.mapharness.grid;

import java.util.Arrays;

/**
 * A 4 × 3 object matrix as Bohemia's worlds store it: aside, up, direction and position vectors,
 * twelve floats. Kept as raw bits so leftover NaN patterns (8WVR's dummy record) survive.
 */
public final class Transform {
    public static final int FLOATS = 12;
    public static final Transform IDENTITY = of(1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0);

    private final int[] bits;

    private Transform(int[] bits) {
        this.bits = bits;
    }

    public static Transform of(float... values) {
        if (values.length != FLOATS) {
            throw new IllegalArgumentException("a transform has 12 floats, not " + values.length);
        }
        int[] bits = new int[FLOATS];
        for (int i = 0; i < FLOATS; i++) {
            bits[i] = Float.floatToRawIntBits(values[i]);
        }
        return new Transform(bits);
    }

    public static Transform ofBits(int... bits) {
        if (bits.length != FLOATS) {
            throw new IllegalArgumentException("a transform has 12 floats, not " + bits.length);
        }
        return new Transform(bits.clone());
    }

    /** A rotation about the vertical axis by {@code headingDegrees} (clockwise seen from above) at a position. */
    public static Transform headingAt(double headingDegrees, float x, float y, float z) {
        double r = Math.toRadians(headingDegrees);
        float s = (float) Math.sin(r);
        float c = (float) Math.cos(r);
        // aside, up, direction: direction points along +z at heading 0 and turns clockwise toward +x
        return of(c, 0, -s, 0, 1, 0, s, 0, c, x, y, z);
    }

    public float get(int i) {
        return Float.intBitsToFloat(bits[i]);
    }

    public int bits(int i) {
        return bits[i];
    }

    public int[] toBits() {
        return bits.clone();
    }

    public float x() {
        return get(9);
    }

    public float y() {
        return get(10);
    }

    public float z() {
        return get(11);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Transform t && Arrays.equals(bits, t.bits);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bits);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < FLOATS; i++) {
            sb.append(i == 0 ? "" : i % 3 == 0 ? " | " : ", ").append(get(i));
        }
        return sb.append(']').toString();
    }
}
