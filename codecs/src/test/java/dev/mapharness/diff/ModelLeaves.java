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
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;

/**
 * Every leaf path {@link ModelComparator} can name on a model, walked the way it walks: the
 * paths a divergence at a changed leaf would carry. A list also yields its own path (a list of
 * another length diverges there), as does an optional (present on one side only).
 */
final class ModelLeaves {
    private final Consumer<String> sink;

    private ModelLeaves(Consumer<String> sink) {
        this.sink = sink;
    }

    static void walk(Object model, Consumer<String> sink) {
        new ModelLeaves(sink).value("", model);
    }

    private void value(String path, Object a) {
        if (a == null) {
            sink.accept(path);
        } else if (a instanceof List<?> x) {
            sink.accept(path);
            for (int i = 0; i < x.size(); i++) {
                value(path + "[" + i + "]", x.get(i));
            }
        } else if (a instanceof Optional<?> x) {
            if (x.isPresent()) {
                value(path, x.get());
            } else {
                sink.accept(path);
            }
        } else if (a instanceof OptionalInt || a instanceof Float || a instanceof Integer || GridDivergence.isGrid(a)
                || a instanceof Blob || a instanceof RawString || a instanceof FixedString) {
            sink.accept(path);
        } else if (a instanceof Transform) {
            for (int i = 0; i < Transform.FLOATS; i++) {
                sink.accept(path + "[" + i + "]");
            }
        } else if (a instanceof Point3) {
            sink.accept(child(path, "x"));
            sink.accept(child(path, "y"));
            sink.accept(child(path, "z"));
        } else if (a instanceof OprwMapInfo x) {
            sink.accept(child(path, "type"));
            sink.accept(child(path, "objectId"));
            sink.accept(child(path, "floats"));
            for (int i = 0; i < x.floatCount(); i++) {
                sink.accept(child(path, "floats") + "[" + i + "]");
            }
            sink.accept(child(path, "bytes"));
        } else if (a instanceof WwdObject) {
            for (WwdObjectField f : WwdObjectField.ALL) {
                sink.accept(child(path, f.fieldName()));
            }
            for (String s : List.of("name", "logic", "imageSet", "animation")) {
                sink.accept(child(path, s));
            }
        } else if (a instanceof Record) {
            for (RecordFields.Field f : RecordFields.of(a.getClass())) {
                value(child(path, f.name()), f.get(a));
            }
        } else if (a.getClass().isArray()) {
            sink.accept(path);
            for (int i = 0; i < Array.getLength(a); i++) {
                value(path + "[" + i + "]", Array.get(a, i));
            }
        } else {
            sink.accept(path);
        }
    }

    private static String child(String path, String name) {
        return path.isEmpty() ? name : path + "." + name;
    }
}
