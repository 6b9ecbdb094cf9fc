package dev.mapharness.tiled;

import java.util.Optional;

/**
 * What a value must be for Tiled 1.8 to keep it: the rules shared by the model's constructors (which
 * refuse) and the reader (which reports them with the JSON path and position).
 */
public final class TiledValues {
    /**
     * Tiled keeps flip and rotation flags in a gid's top four bits, so a tile's gid must stay below
     * this.
     */
    public static final long GID_LIMIT = 0x1000_0000L;

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
     * A finite number, with negative zero made positive: JSON has no NaN or infinity, and Tiled writes
     * -0 back as 0.
     */
    static double number(double d, String field) {
        if (!Double.isFinite(d)) {
            throw new IllegalArgumentException(field + ": " + d + " is not a finite number");
        }
        return d + 0.0;
    }

    static int positive(int v, String field) {
        if (v < 1) {
            throw new IllegalArgumentException(field + ": " + v + " is not positive");
        }
        return v;
    }
}
