package dev.mapharness.tiled;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Optional;

/**
 * What a value must be for Tiled 1.8 to keep it: the rules shared by the model's constructors (which
 * refuse) and the reader (which reports them with the JSON path and position).
 */
public final class TiledValues {
    /** Tiled keeps flip and rotation flags in a gid's top four bits: gids from here carry them. */
    public static final long FLIP_FLAGS_FROM = 0x1000_0000L;
    /**
     * Tiles a map holds in all, at most: an image-less tileset lists every tile (about 27 bytes of JSON
     * each), so this keeps a map's JSON near 110 MB, however many tiles a file's tilesets claim.
     */
    public static final int MAX_TILES = 1 << 22;
    /** Every tile's gid is below this: under the flip flags and within {@link #MAX_TILES}. */
    public static final long GID_LIMIT = Math.min(FLIP_FLAGS_FROM, 1L + MAX_TILES);
    /** The significant digits Tiled 1.8 saves numbers with. */
    private static final MathContext TILED_DIGITS = new MathContext(15, RoundingMode.HALF_EVEN);

    private TiledValues() {
    }

    /**
     * Why {@code s} cannot be written, if it cannot: a lone surrogate has no UTF-8 encoding. (Tiled
     * keeps every other character, NUL and control characters included, though it saves control
     * characters unescaped.)
     */
    public static Optional<String> textProblem(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return Optional.of("a lone surrogate at character " + i);
            }
        }
        return Optional.empty();
    }

    static String text(String s, String field) {
        if (s == null) {
            throw new NullPointerException(field);
        }
        textProblem(s).ifPresent(p -> {
            throw new IllegalArgumentException(field + ": Tiled cannot hold " + p);
        });
        return s;
    }

    /**
     * {@code d} as Tiled keeps it: Tiled 1.8 saves numbers with 15 significant digits (and -0 as 0), so
     * a double is held as the double nearest to its 15-digit rounding. A 15-digit decimal survives the
     * way to a double and back, so Tiled saves such a value unchanged. NaN where no finite double is
     * left (infinities, NaN, and values next to the largest double, whose rounding overflows).
     */
    public static double asTiledKeeps(double d) {
        if (!Double.isFinite(d)) {
            return Double.NaN;
        }
        if (d == 0) {
            return 0.0;
        }
        double kept = new BigDecimal(d).round(TILED_DIGITS).doubleValue();
        return Double.isFinite(kept) ? kept + 0.0 : Double.NaN;
    }

    static double number(double d, String field) {
        double kept = asTiledKeeps(d);
        if (Double.isNaN(kept)) {
            throw new IllegalArgumentException(field + ": " + d + " is not a number Tiled can save");
        }
        return kept;
    }

    static int positive(int v, String field) {
        if (v < 1) {
            throw new IllegalArgumentException(field + ": " + v + " is not positive");
        }
        return v;
    }
}
