package dev.mapharness.rules;

import static dev.mapharness.format.Severity.ERROR;

import java.util.List;

/** Rules of a file that cannot be read at all, whatever its format. */
public final class InputRules {
    public static final Rule UNREADABLE = new Rule("input/unreadable", "input", RuleKind.INPUT, ERROR,
            "the file cannot be read",
            "The file is missing, cannot be opened, is of no format mapharness knows or supports yet, or does not"
                    + " decode: reading stopped at a byte (a line and column in a text file) where the format wants"
                    + " something else than the file holds. The finding's message says where and why.",
            "A map that does not read is of no use to the games or their tools; nothing else about it can be"
                    + " checked. Neither a baseline nor an override hides it.",
            List.of(), "");

    private InputRules() {
    }
}
