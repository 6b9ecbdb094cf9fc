package dev.mapharness.diff;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.Point3;
import dev.mapharness.grid.Transform;
import dev.mapharness.oprw.OprwMapInfo;
import dev.mapharness.wwd.WwdObject;
import dev.mapharness.wwd.WwdObjectField;
import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;

/**
 * Compares two models field by field and lists where they disagree. Records are walked through
 * their components, so every format's model is compared without code of its own; the value
 * classes (grids, transforms, points, strings, blobs, map infos) are compared as the file holds
 * them: floats by their raw bits, strings by their bytes.
 *
 * <p>Paths follow the rest of mapharness: {@code appId}, {@code materials[2].path},
 * {@code objects[7].transform[9]}, {@code peaks[0].y}, {@code elevation} for a whole grid. A list of
 * another length is one divergence at the list's path, then the common prefix element by element.
 * A value present on one side only ({@code Optional}) is one divergence at its path.
 */
public final class ModelComparator {
    /** Divergences kept per comparison; past this they are only counted. */
    public static final int DEFAULT_LIMIT = 1000;
    /** Longest value text kept; a whole list or grid shown as "absent" against its presence is cut here. */
    static final int MAX_VALUE_TEXT = 200;

    private final Consumer<Divergence> sink;
    /** When two floating-point values whose bits differ count as equal. */
    private final NumberTolerance tolerance;
    /** Floating-point values that differ in their bits but that the tolerance takes as equal. */
    private long absorbed;

    private ModelComparator(Consumer<Divergence> sink, NumberTolerance tolerance) {
        this.sink = sink;
        this.tolerance = tolerance;
    }

    public static Comparison compare(Object left, Object right) {
        return compare(left, right, DEFAULT_LIMIT);
    }

    /** Compares two models, keeping at most {@code limit} divergences and counting the rest. */
    public static Comparison compare(Object left, Object right, int limit) {
        return compare(left, right, limit, 0);
    }

    /**
     * Compares two models as {@link #compare(Object, Object, int)} does, except that float32 and
     * float64 values (fields, grid cells, transforms, points) count as equal when at most {@code ulps}
     * units in the last place apart: for values a conversion computes, which another tool may round
     * otherwise. NaNs still compare by their bits.
     */
    public static Comparison compare(Object left, Object right, int limit, int ulps) {
        return compare(left, right, limit, NumberTolerance.ulps(ulps));
    }

    /**
     * Compares two models as {@link #compare(Object, Object, int)} does, floating-point values within
     * {@code tolerance} counting as equal; the comparison counts those it absorbed.
     */
    public static Comparison compare(Object left, Object right, int limit, NumberTolerance tolerance) {
        if (limit < 0) {
            throw new IllegalArgumentException("limit cannot be negative: " + limit);
        }
        List<Divergence> found = new ArrayList<>();
        long[] omitted = {0};
        long absorbed = compare(left, right, tolerance, d -> {
            if (found.size() < limit) {
                found.add(d);
            } else {
                omitted[0]++;
            }
        });
        return new Comparison(found, omitted[0], absorbed);
    }

    /**
     * Compares two models and hands every divergence to {@code sink} as it is found, uncapped:
     * for callers that sort divergences before they cap them.
     */
    public static void compare(Object left, Object right, Consumer<Divergence> sink) {
        compare(left, right, NumberTolerance.EXACT, sink);
    }

    /**
     * Compares two models as {@link #compare(Object, Object, Consumer)} does, floating-point values
     * within {@code tolerance} counting as equal.
     *
     * @return how many floating-point values (grid cells included) differ in their bits but were
     *         taken as equal
     */
    public static long compare(Object left, Object right, NumberTolerance tolerance, Consumer<Divergence> sink) {
        ModelComparator c = new ModelComparator(sink, tolerance);
        c.value("", left, right);
        return c.absorbed;
    }

    private void add(Divergence d) {
        sink.accept(d);
    }

    private void add(String path, String left, String right) {
        add(new Divergence(path, left, right));
    }

    private void value(String path, Object a, Object b) {
        if (a == null || b == null) {
            if (a != b) {
                add(path, show(a), show(b));
            }
            return;
        }
        if (a instanceof List<?> x && b instanceof List<?> y) {
            // List.of and ArrayList, List12 and ListN: the elements matter, not the list's class
            list(path, x, y);
            return;
        }
        if (a.getClass() != b.getClass()) {
            add(new Divergence(path, show(a), show(b), "values of different kinds: "
                    + a.getClass().getSimpleName() + " and " + b.getClass().getSimpleName()));
            return;
        }
        if (a instanceof Float x) {
            floatBits(path, Float.floatToRawIntBits(x), Float.floatToRawIntBits((Float) b));
        } else if (a instanceof Double x && !tolerance.exact()) {
            long xb = Double.doubleToRawLongBits(x);
            long yb = Double.doubleToRawLongBits((Double) b);
            if (tolerance.absorbsDouble(xb, yb)) {
                absorbed++;
            } else if (xb != yb) {
                add(path, show(a), show(b));
            }
        } else if (a instanceof Integer x) {
            if (!x.equals(b)) {
                add(path, ValueText.int32(x), ValueText.int32((Integer) b));
            }
        } else if (a instanceof Optional<?> x) {
            optional(path, x, (Optional<?>) b);
        } else if (a instanceof OptionalInt x) {
            OptionalInt y = (OptionalInt) b;
            optional(path, x.isPresent() ? Optional.of(x.getAsInt()) : Optional.empty(),
                    y.isPresent() ? Optional.of(y.getAsInt()) : Optional.empty());
        } else if (GridDivergence.isGrid(a)) {
            GridDivergence.Cells cells = GridDivergence.compare(path, a, b, tolerance);
            absorbed += cells.absorbed();
            cells.divergence().ifPresent(this::add);
        } else if (a instanceof Transform x) {
            Transform y = (Transform) b;
            for (int i = 0; i < Transform.FLOATS; i++) {
                floatBits(path + "[" + i + "]", x.bits(i), y.bits(i));
            }
        } else if (a instanceof Point3 x) {
            Point3 y = (Point3) b;
            floatBits(child(path, "x"), x.xBits(), y.xBits());
            floatBits(child(path, "y"), x.yBits(), y.yBits());
            floatBits(child(path, "z"), x.zBits(), y.zBits());
        } else if (a instanceof OprwMapInfo x) {
            mapInfo(path, x, (OprwMapInfo) b);
        } else if (a instanceof WwdObject x) {
            wwdObject(path, x, (WwdObject) b);
        } else if (a instanceof Blob x) {
            blob(path, x, (Blob) b);
        } else if (a instanceof RawString || a instanceof FixedString) {
            if (!a.equals(b)) {
                add(path, show(a), show(b));
            }
        } else if (a instanceof Record) {
            if (ExactEquality.of(a.getClass()) && a.equals(b)) {
                return;
            }
            for (RecordFields.Field f : RecordFields.of(a.getClass())) {
                value(child(path, f.name()), f.get(a), f.get(b));
            }
        } else if (a.getClass().isArray()) {
            array(path, a, b);
        } else if (!a.equals(b)) {
            add(path, show(a), show(b));
        }
    }

    private void floatBits(String path, int a, int b) {
        if (tolerance.absorbsFloat(a, b)) {
            absorbed++;
        } else if (a != b) {
            add(path, ValueText.floatBits(a, b), ValueText.floatBits(b, a));
        }
    }

    private void optional(String path, Optional<?> a, Optional<?> b) {
        if (a.isPresent() && b.isPresent()) {
            value(path, a.get(), b.get());
        } else if (a.isPresent() != b.isPresent()) {
            add(path, a.map(ModelComparator::show).orElse(ValueText.ABSENT), b.map(ModelComparator::show).orElse(ValueText.ABSENT));
        }
    }

    private void list(String path, List<?> a, List<?> b) {
        if (a.size() != b.size()) {
            add(path, ValueText.elements(a.size()), ValueText.elements(b.size()));
        }
        int common = Math.min(a.size(), b.size());
        for (int i = 0; i < common; i++) {
            value(path + "[" + i + "]", a.get(i), b.get(i));
        }
    }

    private void array(String path, Object a, Object b) {
        int na = Array.getLength(a);
        int nb = Array.getLength(b);
        if (na != nb) {
            add(path, ValueText.elements(na), ValueText.elements(nb));
        }
        for (int i = 0; i < Math.min(na, nb); i++) {
            value(path + "[" + i + "]", Array.get(a, i), Array.get(b, i));
        }
    }

    private void mapInfo(String path, OprwMapInfo a, OprwMapInfo b) {
        value(child(path, "type"), a.type(), b.type());
        value(child(path, "objectId"), a.objectId(), b.objectId());
        String floats = child(path, "floats");
        if (a.floatCount() != b.floatCount()) {
            add(floats, ValueText.elements(a.floatCount()), ValueText.elements(b.floatCount()));
        }
        for (int i = 0; i < Math.min(a.floatCount(), b.floatCount()); i++) {
            floatBits(floats + "[" + i + "]", a.floatBits(i), b.floatBits(i));
        }
        blob(child(path, "bytes"), a.bytes(), b.bytes());
    }

    /** A WWD object's integer fields by their names ({@code objects[3].rectMove.left}), then its strings. */
    private void wwdObject(String path, WwdObject a, WwdObject b) {
        if (a.equals(b)) {
            return;
        }
        for (WwdObjectField f : WwdObjectField.ALL) {
            value(child(path, f.fieldName()), a.get(f), b.get(f));
        }
        value(child(path, "name"), a.name(), b.name());
        value(child(path, "logic"), a.logic(), b.logic());
        value(child(path, "imageSet"), a.imageSet(), b.imageSet());
        value(child(path, "animation"), a.animation(), b.animation());
    }

    private void blob(String path, Blob a, Blob b) {
        if (a.equals(b)) {
            return;
        }
        byte[] x = a.bytes();
        byte[] y = b.bytes();
        int at = Arrays.mismatch(x, y);
        String note = at < Math.min(x.length, y.length)
                ? "first difference at byte " + at
                : "one is a prefix of the other; lengths " + x.length + " and " + y.length;
        add(new Divergence(path, show(a), show(b), note));
    }

    private static String child(String path, String name) {
        return path.isEmpty() ? name : path + "." + name;
    }

    /** A value's text for people, cut short: a whole grid or list may stand against "absent". */
    static String show(Object o) {
        if (o == null) {
            return "null";
        }
        String s = o instanceof Float f ? ValueText.floatBits(Float.floatToRawIntBits(f), ~Float.floatToRawIntBits(f))
                : o instanceof Integer i ? ValueText.int32(i) : String.valueOf(o);
        return s.length() <= MAX_VALUE_TEXT ? s : s.substring(0, MAX_VALUE_TEXT) + " …";
    }
}
