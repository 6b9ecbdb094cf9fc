package dev.mapharness.bytes;

import java.util.Arrays;

/**
 * The path of the field a reader is in, kept as a stack of (name, index) segments so that
 * loops over millions of elements do not build strings; text is made only when an error or a
 * field-map entry needs it.
 */
final class FieldPath {
    private static final int NO_INDEX = -1;

    private String[] names = new String[8];
    private int[] indices = new int[8];
    private int depth;

    void push(String name, int index) {
        if (depth == names.length) {
            names = Arrays.copyOf(names, depth * 2);
            indices = Arrays.copyOf(indices, depth * 2);
        }
        names[depth] = name;
        indices[depth] = index;
        depth++;
    }

    void push(String name) {
        push(name, NO_INDEX);
    }

    void pop() {
        if (depth == 0) {
            throw new IllegalStateException("field path is already at the top level");
        }
        depth--;
    }

    int depth() {
        return depth;
    }

    /** The path with {@code leaf} appended; {@code leaf} may be null or empty. */
    String with(String leaf) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < depth; i++) {
            if (sb.length() > 0) {
                sb.append('.');
            }
            sb.append(names[i]);
            if (indices[i] != NO_INDEX) {
                sb.append('[').append(indices[i]).append(']');
            }
        }
        if (leaf != null && !leaf.isEmpty()) {
            if (sb.length() > 0 && leaf.charAt(0) != '[') {
                sb.append('.');
            }
            sb.append(leaf);
        }
        return sb.toString();
    }
}
