package dev.mapharness.migrate;

import java.util.ArrayList;
import java.util.List;

/**
 * What a migration could not carry over, and what it had to make up.
 *
 * <p>Every entry names the field it concerns. A {@link Kind#LOST} entry means the target holds
 * less than the source (dropped, rounded, clamped, cut); a {@link Kind#DERIVED} entry means the
 * target needed a value the source did not have and the migration computed or defaulted it.
 * A migration is lossless when it has no {@code LOST} entry.
 */
public record LossReport(List<Entry> entries) {

    public enum Kind {
        LOST,
        DERIVED
    }

    public record Entry(Kind kind, String field, String message) {
        @Override
        public String toString() {
            return (kind == Kind.LOST ? "lost    " : "derived ") + field + ": " + message;
        }
    }

    public LossReport {
        entries = List.copyOf(entries);
    }

    public static final LossReport NONE = new LossReport(List.of());

    public boolean lossless() {
        return losses().isEmpty();
    }

    public List<Entry> losses() {
        return entries.stream().filter(e -> e.kind() == Kind.LOST).toList();
    }

    public List<Entry> derived() {
        return entries.stream().filter(e -> e.kind() == Kind.DERIVED).toList();
    }

    /** True if some entry concerns {@code fieldPrefix} (a field or anything under it). */
    public boolean mentions(String fieldPrefix) {
        return entries.stream().anyMatch(e -> e.field().startsWith(fieldPrefix));
    }

    /** Collects entries while a migration runs. */
    public static final class Builder {
        private final List<Entry> entries = new ArrayList<>();

        public Builder lost(String field, String message) {
            entries.add(new Entry(Kind.LOST, field, message));
            return this;
        }

        public Builder derived(String field, String message) {
            entries.add(new Entry(Kind.DERIVED, field, message));
            return this;
        }

        public LossReport build() {
            return new LossReport(entries);
        }
    }
}
