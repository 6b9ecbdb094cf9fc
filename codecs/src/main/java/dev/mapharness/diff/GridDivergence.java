package dev.mapharness.diff;

import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.ShortGrid;
import java.util.Optional;
import java.util.function.IntUnaryOperator;

/**
 * Compares two grids as one field: a 4096 × 4096 heightmap that differs everywhere is one
 * divergence (how many cells, the first one with both values), never sixteen million.
 */
final class GridDivergence {
    private GridDivergence() {
    }

    /** What comparing two grids found: the divergence if any cells differ, and the float cells the tolerance absorbed. */
    record Cells(Optional<Divergence> divergence, long absorbed) {
    }

    static boolean isGrid(Object o) {
        return o instanceof ByteGrid || o instanceof ShortGrid || o instanceof IntGrid || o instanceof FloatGrid;
    }

    /**
     * The divergence between two grids of the same class, if they differ; float cells within
     * {@code tolerance} count as equal and are counted as absorbed.
     */
    static Cells compare(String path, Object left, Object right, NumberTolerance tolerance) {
        if (left instanceof ByteGrid a && right instanceof ByteGrid b) {
            return new Cells(cells(path, a.width(), a.height(), b.width(), b.height(), i -> a.at(i) & 0xFF,
                    i -> b.at(i) & 0xFF, (v, other) -> Integer.toString(v)), 0);
        }
        if (left instanceof ShortGrid a && right instanceof ShortGrid b) {
            return new Cells(cells(path, a.width(), a.height(), b.width(), b.height(), a::at, b::at,
                    (v, other) -> int16((short) v)), 0);
        }
        if (left instanceof IntGrid a && right instanceof IntGrid b) {
            return new Cells(cells(path, a.width(), a.height(), b.width(), b.height(), a::at, b::at,
                    (v, other) -> ValueText.int32(v)), 0);
        }
        if (left instanceof FloatGrid a && right instanceof FloatGrid b) {
            if (tolerance.exact() || a.width() != b.width() || a.height() != b.height()) {
                return new Cells(cells(path, a.width(), a.height(), b.width(), b.height(), a::bitsAt, b::bitsAt,
                        ValueText::floatBits), 0);
            }
            // a cell close enough is taken as the left one's bits, so only cells further apart count
            long absorbed = 0;
            for (int i = 0; i < a.width() * a.height(); i++) {
                absorbed += tolerance.absorbsFloat(a.bitsAt(i), b.bitsAt(i)) ? 1 : 0;
            }
            IntUnaryOperator rightOrClose = i -> tolerance.absorbsFloat(a.bitsAt(i), b.bitsAt(i)) ? a.bitsAt(i) : b.bitsAt(i);
            return new Cells(cells(path, a.width(), a.height(), b.width(), b.height(), a::bitsAt, rightOrClose,
                    ValueText::floatBits), absorbed);
        }
        throw new IllegalArgumentException("not two grids of one kind: " + left.getClass() + ", " + right.getClass());
    }

    /** Renders one side's cell; floats need the other side's bits to decide whether to show bits. */
    private interface CellText {
        String of(int value, int other);
    }

    /** Cells are compared as raw bits ({@code left}/{@code right} give them by row-major index), never as values. */
    private static Optional<Divergence> cells(String path, int w, int h, int otherW, int otherH, IntUnaryOperator left,
                                              IntUnaryOperator right, CellText text) {
        if (w != otherW || h != otherH) {
            return Optional.of(new Divergence(path, w + " × " + h, otherW + " × " + otherH, "grid sizes differ"));
        }
        int size = w * h;
        int first = -1;
        long differing = 0;
        for (int i = 0; i < size; i++) {
            if (left.applyAsInt(i) != right.applyAsInt(i)) {
                first = first < 0 ? i : first;
                differing++;
            }
        }
        if (first < 0) {
            return Optional.empty();
        }
        int l = left.applyAsInt(first);
        int r = right.applyAsInt(first);
        String at = "cell (" + (first % w) + ", " + (first / w) + ") = ";
        return Optional.of(new Divergence(path, at + text.of(l, r), at + text.of(r, l),
                differing == 1 ? "1 cell of " + size + " differs" : differing + " of " + size + " cells differ", differing));
    }

    /** 16-bit cells: most are unsigned indices, 4WVR heights are signed, so negative ones show both. */
    private static String int16(short v) {
        return v < 0 ? v + " (" + (v & 0xFFFF) + ")" : Short.toString(v);
    }
}
