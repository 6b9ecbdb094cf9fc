package dev.mapharness.reports.dump;

import java.util.ArrayList;
import java.util.List;

/** The records behind a sealed interface, through nested sealed interfaces, in declaration order. */
final class Types {
    private Types() {
    }

    static List<Class<?>> recordsOf(Class<?> sealed) {
        List<Class<?>> out = new ArrayList<>();
        for (Class<?> c : sealed.getPermittedSubclasses()) {
            if (c.isRecord()) {
                out.add(c);
            } else if (c.isSealed() && c.isInterface()) {
                out.addAll(recordsOf(c));
            }
        }
        return out;
    }
}
