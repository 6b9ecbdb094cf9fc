package dev.mapharness.roundtrip;

/** Width and height of a generated grid. */
public record GridSize(int width, int height) {
    public GridSize {
        if (width <= 0 || height <= 0) {
            throw new IllegalArgumentException(width + " × " + height);
        }
    }

    public int cells() {
        return Math.multiplyExact(width, height);
    }

    @Override
    public String toString() {
        return width + "×" + height;
    }
}
