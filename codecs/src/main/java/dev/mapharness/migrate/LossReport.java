package dev.mapharness.migrate;

import dev.mapharness.format.Severity;
import dev.mapharness.rules.Rule;
import dev.mapharness.rules.RuleKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What a migration could not carry over, and what it had to make up.
 *
 * <p>Every entry names the field it concerns. A {@link Kind#LOST} entry means the target holds
 * less than the source (dropped, rounded, clamped, cut); a {@link Kind#DERIVED} entry means the
 * target needed a value the source did not have and the migration computed or defaulted it.
 * A migration is lossless when it has no {@code LOST} entry.
 *
 * <p>Every entry also names its {@link Rule}, a {@link RuleKind#LOSS} rule of {@link MigrationRules}:
 * one per kind of loss, so that a tool can tell entries apart without reading their messages. A
 * {@code LOST} entry's rule defaults to warning (the target holds less), a {@code DERIVED} entry's to
 * note (nothing is lost); docs/rules.md lists them.
 */
public record LossReport(List<Entry> entries) {

    public enum Kind {
        LOST,
        DERIVED
    }

    public record Entry(Kind kind, Rule rule, String field, String message) {
        public Entry {
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(rule, "rule");
            if (rule.kind() != RuleKind.LOSS) {
                throw new IllegalArgumentException(rule.id() + " is a " + rule.kind().id() + " rule, not a loss");
            }
            if (rule.severity() != (kind == Kind.LOST ? Severity.WARNING : Severity.NOTE)) {
                throw new IllegalArgumentException(rule.id() + " is not a rule of " + kind + " entries");
            }
        }

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

        /** Something of {@code field} the target does not carry; {@code rule} is a {@link Rule#lost} rule. */
        public Builder lost(Rule rule, String field, String message) {
            entries.add(new Entry(Kind.LOST, rule, field, message));
            return this;
        }

        /** A value of {@code field} the migration computed or defaulted; {@code rule} is a {@link Rule#derived} rule. */
        public Builder derived(Rule rule, String field, String message) {
            entries.add(new Entry(Kind.DERIVED, rule, field, message));
            return this;
        }

        public LossReport build() {
            return new LossReport(entries);
        }
    }
}
