package dev.mapharness.fuzz.reduce;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Predicate;

/**
 * Reads and rebuilds models generically. Every model of mapharness is a tree of records, lists and
 * optionals over value classes (grids, strings, transforms); this walks the records through their
 * components and rebuilds them through their canonical constructors, so the reducer needs no code
 * per format. A constructor that refuses the new components makes the edit impossible
 * ({@link NotBuildable}), which the reducer treats as "not a candidate".
 */
final class ModelTree {
    /**
     * A value inside a model.
     *
     * @param type what its place declares: a record component's type ({@code int.class} for a primitive),
     *             else the value's own class
     */
    record Site(ModelPath path, Object value, Class<?> type) {
    }

    /** A path that no longer leads anywhere, or a record whose constructor refuses the edited components. */
    static final class NotBuildable extends RuntimeException {
        NotBuildable(String message, Throwable cause) {
            super(message, cause, false, false);
        }
    }

    private record Shape(RecordComponent[] components, Method[] accessors, Constructor<?> constructor) {
    }

    private static final ClassValue<Shape> SHAPES = new ClassValue<>() {
        @Override
        protected Shape computeValue(Class<?> type) {
            RecordComponent[] components = type.getRecordComponents();
            Method[] accessors = new Method[components.length];
            Class<?>[] types = new Class<?>[components.length];
            for (int i = 0; i < components.length; i++) {
                accessors[i] = components[i].getAccessor();
                // records nested in package-private types, or declared package-private, in any module's package
                accessors[i].setAccessible(true);
                types[i] = components[i].getType();
            }
            try {
                Constructor<?> constructor = type.getDeclaredConstructor(types);
                constructor.setAccessible(true);
                return new Shape(components, accessors, constructor);
            } catch (NoSuchMethodException e) {
                throw new IllegalStateException("a record always has a canonical constructor: " + type.getName(), e);
            }
        }
    };

    private ModelTree() {
    }

    /** Every value in the tree that {@code wanted} accepts, parents before children, in component order. */
    static List<Site> sites(Object root, Predicate<Object> wanted) {
        List<Site> out = new ArrayList<>();
        collect(root, ModelPath.ROOT, root.getClass(), wanted, out);
        return out;
    }

    private static void collect(Object node, ModelPath path, Class<?> type, Predicate<Object> wanted, List<Site> out) {
        if (wanted.test(node)) {
            out.add(new Site(path, node, type));
        }
        if (node instanceof Record r) {
            Shape shape = SHAPES.get(r.getClass());
            for (int i = 0; i < shape.components.length; i++) {
                Object child = component(shape, r, i);
                if (child != null) {
                    collect(child, path.child(new ModelPath.Component(i, shape.components[i].getName())),
                            shape.components[i].getType(), wanted, out);
                }
            }
        } else if (node instanceof List<?> list) {
            for (int i = 0; i < list.size(); i++) {
                Object child = list.get(i);
                if (child != null) {
                    collect(child, path.child(new ModelPath.Element(i)), child.getClass(), wanted, out);
                }
            }
        } else if (node instanceof Optional<?> optional && optional.isPresent()) {
            Object child = optional.get();
            collect(child, path.child(new ModelPath.Present()), child.getClass(), wanted, out);
        }
    }

    /** The value at {@code path}. */
    static Object get(Object root, ModelPath path) {
        Object node = root;
        for (ModelPath.Step step : path.steps()) {
            node = child(node, step);
        }
        return node;
    }

    /** A copy of the tree with the value at {@code path} replaced; only the records along the path are rebuilt. */
    static Object replace(Object root, ModelPath path, Object value) {
        return replace(root, path.steps(), 0, value);
    }

    private static Object replace(Object node, List<ModelPath.Step> steps, int at, Object value) {
        if (at == steps.size()) {
            return value;
        }
        ModelPath.Step step = steps.get(at);
        Object newChild = replace(child(node, step), steps, at + 1, value);
        return withChild(node, step, newChild);
    }

    /**
     * A copy of the tree where {@code replacement} has rewritten values: it is asked for every value,
     * parents first, and returns either a new value (not descended into) or the value itself (whose
     * children are then asked). Untouched subtrees are shared, not copied.
     */
    static Object rewrite(Object root, BiFunction<ModelPath, Object, Object> replacement) {
        return rewrite(root, ModelPath.ROOT, replacement);
    }

    private static Object rewrite(Object node, ModelPath path, BiFunction<ModelPath, Object, Object> replacement) {
        Object replaced = replacement.apply(path, node);
        if (replaced != node) {
            return replaced;
        }
        if (node instanceof Record r) {
            Shape shape = SHAPES.get(r.getClass());
            Object[] values = new Object[shape.components.length];
            boolean changed = false;
            for (int i = 0; i < values.length; i++) {
                Object child = component(shape, r, i);
                values[i] = child == null ? null
                        : rewrite(child, path.child(new ModelPath.Component(i, shape.components[i].getName())), replacement);
                changed |= values[i] != child;
            }
            return changed ? build(shape, r.getClass(), values) : node;
        }
        if (node instanceof List<?> list) {
            List<Object> values = new ArrayList<>(list.size());
            boolean changed = false;
            for (int i = 0; i < list.size(); i++) {
                Object child = list.get(i);
                Object value = child == null ? null : rewrite(child, path.child(new ModelPath.Element(i)), replacement);
                values.add(value);
                changed |= value != child;
            }
            return changed ? Collections.unmodifiableList(values) : node;
        }
        if (node instanceof Optional<?> optional && optional.isPresent()) {
            Object child = optional.get();
            Object value = rewrite(child, path.child(new ModelPath.Present()), replacement);
            return value != child ? Optional.of(value) : node;
        }
        return node;
    }

    private static Object child(Object node, ModelPath.Step step) {
        if (step instanceof ModelPath.Component c && node instanceof Record r) {
            Shape shape = SHAPES.get(r.getClass());
            if (c.index() < shape.components.length && shape.components[c.index()].getName().equals(c.name())) {
                return component(shape, r, c.index());
            }
        } else if (step instanceof ModelPath.Element e && node instanceof List<?> list) {
            if (e.index() < list.size()) {
                return list.get(e.index());
            }
        } else if (step instanceof ModelPath.Present && node instanceof Optional<?> optional && optional.isPresent()) {
            return optional.get();
        }
        throw new NotBuildable("no " + step + " in " + (node == null ? "null" : node.getClass().getSimpleName()), null);
    }

    private static Object withChild(Object node, ModelPath.Step step, Object newChild) {
        if (step instanceof ModelPath.Component c && node instanceof Record r) {
            Shape shape = SHAPES.get(r.getClass());
            Object[] values = new Object[shape.components.length];
            for (int i = 0; i < values.length; i++) {
                values[i] = i == c.index() ? newChild : component(shape, r, i);
            }
            return build(shape, r.getClass(), values);
        }
        if (step instanceof ModelPath.Element e && node instanceof List<?> list) {
            List<Object> values = new ArrayList<>(list);
            values.set(e.index(), newChild);
            return Collections.unmodifiableList(values);
        }
        return Optional.of(newChild);
    }

    private static Object component(Shape shape, Record r, int i) {
        try {
            return shape.accessors[i].invoke(r);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot read " + r.getClass().getName() + "." + shape.components[i].getName(), e);
        } catch (InvocationTargetException e) {
            throw new NotBuildable("reading " + shape.components[i].getName() + " failed", e.getCause());
        }
    }

    private static Object build(Shape shape, Class<?> type, Object[] values) {
        for (int i = 0; i < values.length; i++) {
            Class<?> declared = shape.components[i].getType();
            if (values[i] == null ? declared.isPrimitive() : !box(declared).isInstance(values[i])) {
                throw new NotBuildable(type.getSimpleName() + "." + shape.components[i].getName() + " cannot hold "
                        + (values[i] == null ? "null" : values[i].getClass().getSimpleName()), null);
            }
        }
        try {
            return shape.constructor.newInstance(values);
        } catch (InvocationTargetException e) {
            throw new NotBuildable(type.getSimpleName() + " refuses the edit: " + e.getCause(), e.getCause());
        } catch (InstantiationException | IllegalAccessException e) {
            throw new IllegalStateException("cannot build " + type.getName(), e);
        }
    }

    /** The wrapper class of a primitive type, or the type itself. */
    static Class<?> box(Class<?> type) {
        if (!type.isPrimitive()) {
            return type;
        }
        if (type == int.class) {
            return Integer.class;
        } else if (type == long.class) {
            return Long.class;
        } else if (type == short.class) {
            return Short.class;
        } else if (type == byte.class) {
            return Byte.class;
        } else if (type == float.class) {
            return Float.class;
        } else if (type == double.class) {
            return Double.class;
        } else if (type == boolean.class) {
            return Boolean.class;
        }
        return Character.class;
    }
}
