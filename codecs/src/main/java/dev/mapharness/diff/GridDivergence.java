package dev.mapharness.diff;

import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.ShortGrid;
import java.util.Arrays;
import java.util.Optional;

/**
 * Compares two grids as one field: a 4096 × 4096 heightmap that differs everywhere is one
 * divergence (how many cells, the first one with both values), never sixteen million.
 */
final class GridDivergence {
    private GridDivergence() {
    }

    static boolean isGrid(Object o) {
        return o instanceof ByteGrid || o instanceof ShortGrid || o instanceof IntGrid || o instanceof FloatGrid;
    }

    /** The divergence between two grids of the same class, if they differ. */
    static Optional<Divergence> compare(String path, Object left, Object right) {
        if (left instanceof ByteGrid a && right instanceof ByteGrid b) {
            return cells(path, a.width(), a.height(), b.width(), b.height(), new Cells() {
                public int mismatch() {
                    return Arrays.mismatch(a.cellsUnsafe(), b.cellsUnsafe());
                }
                public boolean same(int i) {
                    return a.at(i) == b.at(i);
                }
                public String left(int i) {
                    return Integer.toString(a.at(i) & 0xFF);
                }
                public String right(int i) {
                    return Integer.toString(b.at(i) & 0xFF);
                }
            });
        }
        if (left instanceof ShortGrid a && right instanceof ShortGrid b) {
            return cells(path, a.width(), a.height(), b.width(), b.height(), new Cells() {
                public int mismatch() {
                    return Arrays.mismatch(a.cellsUnsafe(), b.cellsUnsafe());
                }
                public boolean same(int i) {
                    return a.at(i) == b.at(i);
                }
                public String left(int i) {
                    return int16(a.at(i));
                }
                public String right(int i) {
                    return int16(b.at(i));
                }
            });
        }
        if (left instanceof IntGrid a && right instanceof IntGrid b) {
            return cells(path, a.width(), a.height(), b.width(), b.height(), new Cells() {
                public int mismatch() {
                    return Arrays.mismatch(a.cellsUnsafe(), b.cellsUnsafe());
                }
                public boolean same(int i) {
                    return a.at(i) == b.at(i);
                }
                public String left(int i) {
                    return ValueText.int32(a.at(i));
                }
                public String right(int i) {
                    return ValueText.int32(b.at(i));
                }
            });
        }
        if (left instanceof FloatGrid a && right instanceof FloatGrid b) {
            return cells(path, a.width(), a.height(), b.width(), b.height(), new Cells() {
                public int mismatch() {
                    return Arrays.mismatch(a.bitsUnsafe(), b.bitsUnsafe());
                }
                public boolean same(int i) {
                    return a.bitsAt(i) == b.bitsAt(i);
                }
                public String left(int i) {
                    return ValueText.floatBits(a.bitsAt(i), b.bitsAt(i));
                }
                public String right(int i) {
                    return ValueText.floatBits(b.bitsAt(i), a.bitsAt(i));
                }
            });
        }
        throw new IllegalArgumentException("not two grids of one kind: " + left.getClass() + ", " + right.getClass());
    }

    /** Cell access over both grids, by row-major index; bits compared, never values. */
    private interface Cells {
        int mismatch();

        boolean same(int i);

        String left(int i);

        String right(int i);
    }

    private static Optional<Divergence> cells(String path, int w, int h, int otherW, int otherH, Cells cells) {
        if (w != otherW || h != otherH) {
            return Optional.of(new Divergence(path, w + " × " + h, otherW + " × " + otherH, "grid sizes differ"));
        }
        int first = cells.mismatch();
        if (first < 0) {
            return Optional.empty();
        }
        long differing = 0;
        int size = w * h;
        for (int i = first; i < size; i++) {
            if (!cells.same(i)) {
                differing++;
            }
        }
        String at = "cell (" + (first % w) + ", " + (first / w) + ") = ";
        return Optional.of(new Divergence(path, at + cells.left(first), at + cells.right(first),
                differing == 1 ? "1 cell of " + size + " differs" : differing + " of " + size + " cells differ"));
    }

    /** 16-bit cells: most are unsigned indices, 4WVR heights are signed, so negative ones show both. */
    private static String int16(short v) {
        return v < 0 ? v + " (" + (v & 0xFFFF) + ")" : Short.toString(v);
    }
}
