package dev.mapharness.format;

import dev.mapharness.bytes.ByteInput;
import java.util.ArrayList;
import java.util.List;

/**
 * Collects the violations a reader sees. Repeated violations of one rule (a million cells with
 * a bad index) are the reader's to group into one entry with a count; this class caps the list
 * so a hostile file cannot grow it past {@link #LIMIT}.
 */
public final class Violations {
    public static final int LIMIT = 1000;

    private final List<Violation> list = new ArrayList<>();
    private int dropped;

    public void add(long offset, String field, String message) {
        if (list.size() < LIMIT) {
            list.add(new Violation(offset, field, message));
        } else {
            dropped++;
        }
    }

    /** A violation at the input's current offset, in its current field path. */
    public void here(ByteInput in, String field, String message) {
        add(in.offset(), in.pathOf(field), message);
    }

    public List<Violation> toList() {
        if (dropped == 0) {
            return List.copyOf(list);
        }
        List<Violation> out = new ArrayList<>(list);
        out.add(new Violation(list.get(list.size() - 1).offset(), "", dropped + " more violations not listed"));
        return List.copyOf(out);
    }
}
