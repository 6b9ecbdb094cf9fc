package dev.mapharness.migrate;

import dev.mapharness.gamestudio.WedNumbers;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A Gamestudio migration's output with every number as WED would print it ({@link WedNumbers}):
 * WED holds positions, angles, scales, texture vectors and skills as float32 and prints them with
 * six decimals, so a value computed here in float64 ({@code 241.75978088378906}) is written as WED
 * writes it ({@code 241.759781}), and a level converted here differs from WED's own only where the
 * values differ (docs/wmpb.md, "Numbers as WED prints them"). Texture coordinate lists are printed
 * so too ({@code -2.700001}, {@code -0.0295}).
 *
 * <p>The model is walked through its records, lists and optionals, so every double of every item
 * is covered, including fields added later; integers, flags and names are left as they are.
 */
final class WedPrinting {
    private WedPrinting() {
    }

    /** {@code model} with every double replaced by the double WED's text of it reads as. */
    @SuppressWarnings("unchecked")
    static <T> T of(T model) {
        return (T) value(model);
    }

    private static Object value(Object v) {
        if (v instanceof Double d) {
            return WedNumbers.asPrinted(d);
        }
        if (v instanceof List<?> list) {
            List<Object> out = new ArrayList<>(list.size());
            for (Object e : list) {
                out.add(value(e));
            }
            return out;
        }
        if (v instanceof Optional<?> o) {
            return o.map(WedPrinting::value);
        }
        return v instanceof Record r ? record(r) : v;
    }

    private static Object record(Record r) {
        RecordComponent[] components = r.getClass().getRecordComponents();
        Object[] args = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        try {
            for (int i = 0; i < components.length; i++) {
                types[i] = components[i].getType();
                args[i] = value(components[i].getAccessor().invoke(r));
            }
            return r.getClass().getDeclaredConstructor(types).newInstance(args);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot rebuild " + r.getClass().getName(), e);
        }
    }
}
