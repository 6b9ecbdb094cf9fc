package dev.mapharness.grid;

/**
 * A point of three f32 values ({@code x, y, z}; y is up in Arma worlds) kept as raw bits, so NaN
 * payloads and negative zeros survive a round trip and equality is bit equality.
 */
public record Point3(int xBits, int yBits, int zBits) {
    public static final Point3 ORIGIN = of(0, 0, 0);

    public static Point3 of(float x, float y, float z) {
        return new Point3(Float.floatToRawIntBits(x), Float.floatToRawIntBits(y), Float.floatToRawIntBits(z));
    }

    public float x() {
        return Float.intBitsToFloat(xBits);
    }

    public float y() {
        return Float.intBitsToFloat(yBits);
    }

    public float z() {
        return Float.intBitsToFloat(zBits);
    }

    @Override
    public String toString() {
        return "(" + x() + ", " + y() + ", " + z() + ")";
    }
}
