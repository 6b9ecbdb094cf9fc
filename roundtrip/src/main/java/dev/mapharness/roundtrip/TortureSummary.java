package dev.mapharness.roundtrip;

import java.util.EnumMap;
import java.util.Map;

/**
 * What one torture run did: per kind of damage, how many inputs were decoded to a model and how
 * many were rejected, and the largest allocation seen relative to the input.
 */
public final class TortureSummary {
    private final Map<Mutation.Kind, int[]> counts = new EnumMap<>(Mutation.Kind.class);
    private long maxAllocated;
    private int maxAllocatedInputLength;

    void accepted(Mutation.Kind kind) {
        counts.computeIfAbsent(kind, k -> new int[2])[0]++;
    }

    void rejected(Mutation.Kind kind) {
        counts.computeIfAbsent(kind, k -> new int[2])[1]++;
    }

    void allocated(long bytes, int inputLength) {
        if (bytes > maxAllocated) {
            maxAllocated = bytes;
            maxAllocatedInputLength = inputLength;
        }
    }

    /** Inputs of this kind that decoded to a model. */
    public int acceptedCount(Mutation.Kind kind) {
        return counts.getOrDefault(kind, new int[2])[0];
    }

    /** Inputs of this kind that the decoder rejected with its format exception. */
    public int rejectedCount(Mutation.Kind kind) {
        return counts.getOrDefault(kind, new int[2])[1];
    }

    public int total(Mutation.Kind kind) {
        return acceptedCount(kind) + rejectedCount(kind);
    }

    public int total() {
        return counts.values().stream().mapToInt(c -> c[0] + c[1]).sum();
    }

    public long maxAllocated() {
        return maxAllocated;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        counts.forEach((k, c) -> sb.append(k.name().toLowerCase()).append(": ").append(c[0]).append(" decoded, ")
                .append(c[1]).append(" rejected; "));
        return sb.append("most allocated: ").append(maxAllocated).append(" bytes for a ")
                .append(maxAllocatedInputLength).append("-byte input").toString();
    }
}
