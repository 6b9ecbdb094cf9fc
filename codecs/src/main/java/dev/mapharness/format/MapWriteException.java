package dev.mapharness.format;

import dev.mapharness.rules.Rule;
import dev.mapharness.rules.RuleKind;
import java.util.Objects;

/**
 * A writer refuses a model it cannot represent (a name longer than its slot, a grid larger than
 * the format holds) rather than truncating or dropping anything. Every refusal names its
 * {@link #rule()}, a {@link RuleKind#WRITE} rule of the format being written (docs/rules.md).
 */
public final class MapWriteException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient Rule rule;
    private final String field;

    /**
     * @param rule   the refusal's rule, of kind {@link RuleKind#WRITE}
     * @param field  the model's field that cannot be written ({@code ""} for the whole file)
     * @param reason why, in words; the message is {@code field: reason}
     */
    public MapWriteException(Rule rule, String field, String reason) {
        super(field + ": " + reason);
        this.rule = Objects.requireNonNull(rule, "rule");
        if (rule.kind() != RuleKind.WRITE) {
            throw new IllegalArgumentException(rule.id() + " is a " + rule.kind().id() + " rule, not a writer's refusal");
        }
        this.field = field;
    }

    /** The rule of this refusal: the same for every refusal of one kind, wherever the writer makes it. */
    public Rule rule() {
        return rule;
    }

    public String field() {
        return field;
    }
}
