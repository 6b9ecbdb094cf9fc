package dev.mapharness.fuzz.reduce;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.MapModel;
import java.util.Arrays;

/**
 * Model pass (c): strings made empty, else cut in half (the end or the start) while that reproduces;
 * kept bytes ({@link Blob}, {@code byte[]}) lose their tails the same way. A {@link FixedString}
 * keeps its slot: its content shrinks, and garbage after its terminator is cleared first.
 */
final class TextPass {
    private TextPass() {
    }

    /** True if any string or byte run got shorter (or a slot lost its garbage). */
    static <M extends MapModel> boolean run(ModelState<M> state) {
        boolean progress = false;
        for (ModelTree.Site site : ModelTree.sites(state.model(), TextPass::isText)) {
            progress |= shorten(state, site.path(), site.value());
        }
        return progress;
    }

    static boolean isText(Object value) {
        return value instanceof RawString || value instanceof String || value instanceof FixedString
                || value instanceof Blob || value instanceof byte[];
    }

    private static <M extends MapModel> boolean shorten(ModelState<M> state, ModelPath path, Object value) {
        boolean progress = false;
        Object current = value;
        if (current instanceof FixedString f && !f.isCanonical()) {
            FixedString canonical = FixedString.padded(f.value(), f.slotLength());
            if (state.tryReplace(path, canonical)) {
                current = canonical;
                progress = true;
            }
        }
        int length = length(current);
        if (length == 0) {
            return progress;
        }
        Object empty = part(current, 0, 0);
        if (state.tryReplace(path, empty)) {
            return true;
        }
        boolean tailsOnly = current instanceof Blob || current instanceof byte[];
        while (length > 1) {
            int half = length / 2;
            Object head = part(current, 0, length - half);
            if (state.tryReplace(path, head)) {
                current = head;
            } else if (!tailsOnly && state.tryReplace(path, part(current, half, length))) {
                current = part(current, half, length);
            } else {
                break;
            }
            progress = true;
            length = length(current);
        }
        return progress;
    }

    /** Characters of a string, bytes of a raw string or kept bytes, the content of a fixed slot. */
    static int length(Object text) {
        if (text instanceof RawString r) {
            return r.length();
        } else if (text instanceof String s) {
            return s.length();
        } else if (text instanceof FixedString f) {
            return f.value().length();
        } else if (text instanceof Blob b) {
            return b.length();
        }
        return ((byte[]) text).length;
    }

    /** Characters or bytes {@code [from, to)} of {@code text}, as the same kind of value. */
    private static Object part(Object text, int from, int to) {
        if (text instanceof RawString r) {
            return RawString.ofRange(r.bytes(), from, to);
        } else if (text instanceof String s) {
            return s.substring(from, to);
        } else if (text instanceof FixedString f) {
            return FixedString.padded(RawString.ofRange(f.value().bytes(), from, to), f.slotLength());
        } else if (text instanceof Blob b) {
            return Blob.of(Arrays.copyOfRange(b.bytes(), from, to));
        }
        return Arrays.copyOfRange((byte[]) text, from, to);
    }
}
