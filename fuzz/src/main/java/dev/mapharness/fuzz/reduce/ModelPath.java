package dev.mapharness.fuzz.reduce;

import java.util.ArrayList;
import java.util.List;

/**
 * Where a value sits inside a model: record components by name, list elements by index, and the
 * value inside a present {@code Optional}. Printed as {@code planes[0].objects}; its
 * {@link #pattern()} blanks the indices ({@code planes[].objects}) to name all such values at once.
 */
record ModelPath(List<Step> steps) {
    static final ModelPath ROOT = new ModelPath(List.of());

    sealed interface Step permits Component, Element, Present {
    }

    /** A record component: its position among the record's components, and its name (checked on the way down). */
    record Component(int index, String name) implements Step {
    }

    record Element(int index) implements Step {
    }

    /** The value of a present {@code Optional}. */
    record Present() implements Step {
    }

    ModelPath {
        steps = List.copyOf(steps);
    }

    ModelPath child(Step step) {
        List<Step> longer = new ArrayList<>(steps.size() + 1);
        longer.addAll(steps);
        longer.add(step);
        return new ModelPath(longer);
    }

    boolean isRoot() {
        return steps.isEmpty();
    }

    /** The path with list indices left out: the same pattern names a value in every element. */
    String pattern() {
        return render(false);
    }

    @Override
    public String toString() {
        return render(true);
    }

    private String render(boolean indices) {
        StringBuilder sb = new StringBuilder();
        for (Step step : steps) {
            if (step instanceof Component c) {
                sb.append(sb.length() == 0 ? "" : ".").append(c.name());
            } else if (step instanceof Element e) {
                sb.append('[').append(indices ? Integer.toString(e.index()) : "").append(']');
            }
        }
        return sb.length() == 0 ? "model" : sb.toString();
    }
}
