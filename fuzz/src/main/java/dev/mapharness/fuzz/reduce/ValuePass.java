package dev.mapharness.fuzz.reduce;

import dev.mapharness.format.MapModel;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * Model pass (d), the last: optionals made empty, then numbers set to 0 and grids cleared to zero
 * cells, one value at a time, each kept only if it still reproduces. It leaves what matters standing
 * out among zeros; it shrinks little, which is why it runs after everything that does.
 */
final class ValuePass {
    private ValuePass() {
    }

    /** How many values were cleared. */
    static <M extends MapModel> int run(ModelState<M> state) {
        int cleared = 0;
        for (ModelTree.Site site : ModelTree.sites(state.model(), ValuePass::isPresentOptional)) {
            if (state.tryReplace(site.path(), empty(site.value()))) {
                cleared++;
            }
        }
        for (ModelTree.Site site : ModelTree.sites(state.model(), v -> isNonZeroNumber(v) || isNonZeroGrid(v))) {
            Object zero = GridCells.isGrid(site.value()) ? GridCells.zeroed(site.value()) : zero(ModelTree.box(site.type()));
            if (zero != null && state.tryReplace(site.path(), zero)) {
                cleared++;
            }
        }
        return cleared;
    }

    private static boolean isPresentOptional(Object value) {
        return value instanceof Optional<?> o && o.isPresent() || value instanceof OptionalInt i && i.isPresent()
                || value instanceof OptionalLong l && l.isPresent() || value instanceof OptionalDouble d && d.isPresent();
    }

    private static Object empty(Object optional) {
        if (optional instanceof OptionalInt) {
            return OptionalInt.empty();
        } else if (optional instanceof OptionalLong) {
            return OptionalLong.empty();
        } else if (optional instanceof OptionalDouble) {
            return OptionalDouble.empty();
        }
        return Optional.empty();
    }

    /** Non-zero in its bits: a negative zero or a NaN counts as non-zero, since the file holds its bits. */
    private static boolean isNonZeroNumber(Object value) {
        if (value instanceof Float f) {
            return Float.floatToRawIntBits(f) != 0;
        } else if (value instanceof Double d) {
            return Double.doubleToRawLongBits(d) != 0;
        }
        return (value instanceof Integer || value instanceof Long || value instanceof Short || value instanceof Byte)
                && ((Number) value).longValue() != 0;
    }

    private static boolean isNonZeroGrid(Object value) {
        return GridCells.isGrid(value) && !GridCells.allZero(value);
    }

    /** The zero of a number type, or null for a place that holds something else (an Object, a Number). */
    private static Object zero(Class<?> type) {
        if (type == Integer.class) {
            return 0;
        } else if (type == Long.class) {
            return 0L;
        } else if (type == Short.class) {
            return (short) 0;
        } else if (type == Byte.class) {
            return (byte) 0;
        } else if (type == Float.class) {
            return 0f;
        } else if (type == Double.class) {
            return 0d;
        }
        return null;
    }
}
