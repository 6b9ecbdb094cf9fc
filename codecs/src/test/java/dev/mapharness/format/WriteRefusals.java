package dev.mapharness.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mapharness.rules.Rule;
import dev.mapharness.rules.RuleKind;
import dev.mapharness.rules.Rules;
import org.junit.jupiter.api.function.Executable;

/**
 * The writers' refusal tests go through here: besides being thrown, a refusal must name a registered
 * {@link RuleKind#WRITE} rule, so that every refusal the tests make is one a report can name and a CI
 * configuration can mute or raise.
 */
public final class WriteRefusals {
    private WriteRefusals() {
    }

    /** {@code assertThrows(MapWriteException.class, writing)}, and its rule is a registered write rule. */
    public static MapWriteException assertWriteRefused(Executable writing) {
        return registered(assertThrows(MapWriteException.class, writing));
    }

    public static MapWriteException assertWriteRefused(Executable writing, String message) {
        return registered(assertThrows(MapWriteException.class, writing, message));
    }

    /** {@code e}'s rule is a write rule of the registry (docs/rules.md), the same object the registry holds. */
    public static MapWriteException registered(MapWriteException e) {
        Rule rule = e.rule();
        assertNotNull(rule, e::getMessage);
        assertEquals(RuleKind.WRITE, rule.kind(), () -> rule.id() + ": " + e.getMessage());
        assertSame(rule, Rules.byId(rule.id()).orElse(null), () -> rule.id() + " is not registered (Rules.CLASSES)");
        assertEquals(Severity.ERROR, rule.severity(), rule::id);
        return e;
    }
}
