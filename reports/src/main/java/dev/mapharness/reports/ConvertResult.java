package dev.mapharness.reports;

import dev.mapharness.format.Detection;
import dev.mapharness.migrate.LossReport;
import dev.mapharness.migrate.MigrationTarget;
import dev.mapharness.rules.Rule;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What {@code mapharness convert} did with one file.
 *
 * @param input      the input name as given
 * @param output     the output name as given
 * @param from       the input's format, if recognised
 * @param to         the format asked for, with its version for OPRW
 * @param steps      each migration step with its loss report; empty for a canonical rewrite
 * @param violations what the reader saw while reading the input (leniently)
 * @param status     what happened
 * @param bytesWritten size of the written file, or -1 if nothing was written
 * @param failure    why the input could not be read, if it could not
 * @param refusal    why nothing was written, if the conversion was refused
 */
public record ConvertResult(String input, String output, Optional<Detection> from, MigrationTarget to, List<Step> steps,
                            List<Finding> violations, Status status, long bytesWritten,
                            Optional<ReadFailure> failure, Optional<Refusal> refusal) {

    /** One migration step (from where to where, with OPRW versions) and what it could not carry over. */
    public record Step(MigrationTarget from, MigrationTarget to, LossReport report) {
    }

    /**
     * Why nothing was written: the field concerned (may be empty), the reason, and the rule of a writer's
     * refusal ({@code 4wvr/write-name-slot-length}); a refusal of convert's own (a loss without
     * {@code --allow-loss}, an output that cannot be written) has no rule.
     */
    public record Refusal(String field, String reason, Optional<Rule> rule) {
        public Refusal {
            Objects.requireNonNull(field, "field");
            Objects.requireNonNull(reason, "reason");
            Objects.requireNonNull(rule, "rule");
        }

        /** A refusal of convert's own, with no writer's rule. */
        public Refusal(String field, String reason) {
            this(field, reason, Optional.empty());
        }

        /** {@code [rule] field: reason}, without the parts it does not have. */
        public String line() {
            return rule.map(r -> "[" + r.id() + "] ").orElse("") + (field.isEmpty() ? reason : field + ": " + reason);
        }
    }

    public enum Status {
        WRITTEN("written"),
        REFUSED_LOSS("refused-loss"),
        REFUSED_WRITE("refused-write"),
        UNREADABLE("unreadable");

        private final String id;

        Status(String id) {
            this.id = id;
        }

        /** Stable name used in JSON. */
        public String id() {
            return id;
        }
    }

    public ConvertResult {
        steps = List.copyOf(steps);
        violations = List.copyOf(violations);
    }

    /** True if the output is the input's own format (and version) re-encoded, with no migration. */
    public boolean canonicalRewrite() {
        return steps.isEmpty() && from.isPresent() && to.matches(from.get());
    }
}
