package dev.mapharness.diff;

import java.util.Objects;

/**
 * One place where two models disagree.
 *
 * @param path  the field in the project's style: {@code appId}, {@code objects[7].transform[9]},
 *              {@code materials[2].path}; a grid is one path however many cells differ
 * @param left  the left model's value there, for people to read ({@code absent} if it has none)
 * @param right the right model's value there
 * @param note  what the values alone do not say (how many grid cells differ), or empty
 * @param count how many values differ at this path: the differing cells of a grid, 1 otherwise
 */
public record Divergence(String path, String left, String right, String note, long count) {
    public Divergence {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(left, "left");
        Objects.requireNonNull(right, "right");
        Objects.requireNonNull(note, "note");
        if (count < 1) {
            throw new IllegalArgumentException("a divergence has at least one differing value: " + count);
        }
    }

    public Divergence(String path, String left, String right, String note) {
        this(path, left, right, note, 1);
    }

    public Divergence(String path, String left, String right) {
        this(path, left, right, "");
    }
}
