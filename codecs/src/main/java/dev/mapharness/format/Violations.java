package dev.mapharness.format;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.rules.ReportRules;
import dev.mapharness.rules.Rule;
import java.util.ArrayList;
import java.util.List;

/**
 * Collects the violations a reader sees, each with its {@link Severity}. Repeated violations of
 * one rule (a million cells with a bad index) are the reader's to group into one entry with a
 * count; this class caps the list so a hostile file cannot grow it past {@link #LIMIT}.
 */
public final class Violations {
    public static final int LIMIT = 1000;

    private final List<Violation> list = new ArrayList<>();
    private int dropped;
    private Severity droppedWorst = Severity.NOTE;

    public void add(Violation v) {
        if (list.size() < LIMIT) {
            list.add(v);
        } else {
            dropped++;
            if (v.severity().atLeast(droppedWorst)) {
                droppedWorst = v.severity();
            }
        }
    }

    /** A violation of {@code rule} with the rule's default severity. */
    public void add(Rule rule, long offset, String field, String message) {
        add(new Violation(rule, offset, field, message));
    }

    /**
     * A violation of {@code rule} with another severity than its default: a check that a lenient
     * read reports more mildly than a strict one.
     */
    public void add(Rule rule, Severity severity, long offset, String field, String message) {
        add(new Violation(rule, offset, field, message, severity, ""));
    }

    /** Unusual, and known to be written by {@code editor}: a violation of a rule whose default is a note. */
    public void note(Rule rule, long offset, String field, String message, String editor) {
        add(new Violation(rule, offset, field, message, Severity.NOTE, editor));
    }

    /** A violation of {@code rule} at the input's current offset, in its current field path. */
    public void addHere(ByteInput in, Rule rule, String field, String message) {
        add(rule, in.offset(), in.pathOf(field), message);
    }

    /** How many violations were added so far, those past the limit included. */
    public int size() {
        return list.size() + dropped;
    }

    /**
     * Forgets every violation added after the first {@code size}: a reader that gives up one
     * reading of a part and reads it another way drops what the first reading reported.
     */
    public void truncate(int size) {
        if (size < list.size()) {
            list.subList(size, list.size()).clear();
            dropped = 0;
        } else {
            dropped = Math.min(dropped, size - list.size());
        }
    }

    public List<Violation> toList() {
        if (dropped == 0) {
            return List.copyOf(list);
        }
        List<Violation> out = new ArrayList<>(list);
        out.add(new Violation(ReportRules.FINDINGS_CAPPED, list.get(list.size() - 1).offset(), "",
                dropped + " more violations not listed", droppedWorst, ""));
        return List.copyOf(out);
    }
}
