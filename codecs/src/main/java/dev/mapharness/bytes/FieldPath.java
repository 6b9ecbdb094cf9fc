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

    /**
     * The first name of the path with {@code leaf} appended, up to its first {@code .} or {@code [}:
     * what {@link #cut} gives for {@link #with}'s text, without building it.
     */
    String section(String leaf) {
        return cut(depth > 0 ? names[0] : leaf == null ? "" : leaf);
    }

    /** {@code path} up to its first {@code .} or {@code [}; the same string when it has neither. */
    static String cut(String path) {
        for (int i = 0; i < path.length(); i++) {
            char c = path.charAt(i);
            if (c == '.' || c == '[') {
                return path.substring(0, i);
            }
        }
        return path;
    }

    /** A 64-bit hash of the path with {@code leaf} appended, from its segments (no text is built). */
    long hash(String leaf) {
        long h = depth;
        for (int i = 0; i < depth; i++) {
            h = (h * 0x9E3779B97F4A7C15L + names[i].hashCode()) * 0x9E3779B97F4A7C15L + indices[i];
        }
        return h * 0x9E3779B97F4A7C15L + (leaf == null ? 0 : leaf.hashCode());
    }

    /** A 64-bit hash of a path given as text. */
    static long hashOf(String path) {
        return path.hashCode() * 0x9E3779B97F4A7C15L;
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
