package dev.mapharness.fuzz.reduce;

import java.util.List;
import java.util.Objects;

/**
 * The result of a reduction: the smallest input found that still fails the same way, and how it
 * was reached.
 *
 * @param bytes        the reduced input (the original itself if nothing smaller reproduced)
 * @param originalSize the original input's length
 * @param attempts     candidate inputs run against the predicate
 * @param steps        what each pass achieved, for people: {@code "model: objects 40 → 1"}, {@code "bytes: 812 → 37"}
 */
public record Reduction(byte[] bytes, int originalSize, int attempts, List<String> steps) {
    public Reduction {
        bytes = bytes.clone();
        steps = List.copyOf(steps);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Reduction r && java.util.Arrays.equals(bytes, r.bytes) && originalSize == r.originalSize
                && attempts == r.attempts && steps.equals(r.steps);
    }

    @Override
    public int hashCode() {
        return Objects.hash(java.util.Arrays.hashCode(bytes), originalSize, attempts, steps);
    }

    @Override
    public String toString() {
        return "Reduction[" + originalSize + " → " + bytes.length + " bytes in " + attempts + " attempts: "
                + String.join("; ", steps) + "]";
    }
}
