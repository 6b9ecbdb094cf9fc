package dev.mapharness.format;

import dev.mapharness.bytes.ByteInput;
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

    /** The games or their tools would fail on this or misread it. */
    public void error(long offset, String field, String message) {
        add(new Violation(offset, field, message, Severity.ERROR, ""));
    }

    /** Valid and read by the games, but most likely a writer's mistake. */
    public void warning(long offset, String field, String message) {
        add(new Violation(offset, field, message, Severity.WARNING, ""));
    }

    /** Unusual, and known to be written by {@code editor}. */
    public void note(long offset, String field, String message, String editor) {
        add(new Violation(offset, field, message, Severity.NOTE, editor));
    }

    /** An error at the input's current offset, in its current field path. */
    public void errorHere(ByteInput in, String field, String message) {
        error(in.offset(), in.pathOf(field), message);
    }

    /** A warning at the input's current offset, in its current field path. */
    public void warningHere(ByteInput in, String field, String message) {
        warning(in.offset(), in.pathOf(field), message);
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
        out.add(new Violation(list.get(list.size() - 1).offset(), "", dropped + " more violations not listed",
                droppedWorst, ""));
        return List.copyOf(out);
    }
}
