package dev.mapharness.grid;

import java.util.function.IntFunction;

/** The short {@code toString} every grid shares: its size and its first cells, never millions of them. */
final class GridText {
    private static final int SHOWN = 16;

    private GridText() {
    }

    static String describe(String kind, int width, int height, int size, IntFunction<String> cell) {
        StringBuilder sb = new StringBuilder(kind).append(' ').append(width).append('×').append(height).append(" [");
        int shown = Math.min(size, SHOWN);
        for (int i = 0; i < shown; i++) {
            sb.append(i == 0 ? "" : ", ").append(cell.apply(i));
        }
        if (shown < size) {
            sb.append(", … ").append(size - shown).append(" more");
        }
        return sb.append(']').toString();
    }
}
