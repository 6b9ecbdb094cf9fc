package dev.mapharness.reports.dump;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * Models to JSON and back, by their types: a record is an object of its components in declaration
 * order, a sealed interface's record adds {@code "type"} (the record's simple name) first, an enum
 * is its name, a list an array, an empty {@code Optional} null, primitives numbers and booleans
 * (floating point as {@link Numbers} says), and the value classes as {@link ValueForms} says. Each
 * model is rebuilt through its records' canonical constructors, so a dump passes the same checks as
 * a model made in code.
 */
final class Members {
    private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);

    private Members() {
    }

    static JsonNode encode(Object value, Type type, String at) {
        Class<?> raw = rawClass(type);
        if (raw == Optional.class) {
            Optional<?> o = (Optional<?>) value;
            return o.isEmpty() ? NODES.nullNode() : encode(o.get(), argument(type, at), at);
        }
        if (raw == OptionalInt.class) {
            OptionalInt o = (OptionalInt) value;
            return o.isEmpty() ? NODES.nullNode() : NODES.numberNode(o.getAsInt());
        }
        if (raw == OptionalLong.class) {
            OptionalLong o = (OptionalLong) value;
            return o.isEmpty() ? NODES.nullNode() : NODES.numberNode(o.getAsLong());
        }
        if (raw == OptionalDouble.class) {
            OptionalDouble o = (OptionalDouble) value;
            return o.isEmpty() ? NODES.nullNode() : Numbers.ofDouble(o.getAsDouble());
        }
        if (value == null) {
            throw new DumpException(at, "is null in the model");
        }
        if (raw == List.class) {
            ArrayNode a = NODES.arrayNode();
            Type element = argument(type, at);
            int i = 0;
            for (Object e : (List<?>) value) {
                a.add(encode(e, element, at + "/" + i++));
            }
            return a;
        }
        if (raw == int.class || raw == Integer.class || raw == short.class || raw == Short.class
                || raw == byte.class || raw == Byte.class) {
            return NODES.numberNode(((Number) value).intValue());
        }
        if (raw == long.class || raw == Long.class) {
            return NODES.numberNode((Long) value);
        }
        if (raw == float.class || raw == Float.class) {
            return Numbers.ofFloat((Float) value);
        }
        if (raw == double.class || raw == Double.class) {
            return Numbers.ofDouble((Double) value);
        }
        if (raw == boolean.class || raw == Boolean.class) {
            return NODES.booleanNode((Boolean) value);
        }
        if (raw == String.class) {
            return NODES.textNode((String) value);
        }
        if (raw.isEnum()) {
            return NODES.textNode(((Enum<?>) value).name());
        }
        Optional<JsonNode> form = ValueForms.encode(value);
        if (form.isPresent()) {
            return form.get();
        }
        if (raw.isSealed() && raw.isInterface()) {
            ObjectNode o = NODES.objectNode();
            o.put("type", value.getClass().getSimpleName());
            o.setAll(record(value, at));
            return o;
        }
        if (raw.isRecord()) {
            return record(value, at);
        }
        throw new DumpException(at, "a " + raw.getName() + " has no JSON form");
    }

    private static ObjectNode record(Object value, String at) {
        ObjectNode o = NODES.objectNode();
        for (RecordComponent c : value.getClass().getRecordComponents()) {
            Object v;
            try {
                v = c.getAccessor().invoke(value);
            } catch (IllegalAccessException | InvocationTargetException e) {
                throw new DumpException(at + "/" + c.getName(), "cannot be read from the model: " + e, e);
            }
            o.set(c.getName(), encode(v, c.getGenericType(), at + "/" + c.getName()));
        }
        return o;
    }

    static Object decode(JsonNode n, Type type, String at) {
        Class<?> raw = rawClass(type);
        if (n == null || n.isMissingNode()) {
            throw new DumpException(at, "is missing");
        }
        if (raw == Optional.class) {
            return n.isNull() ? Optional.empty() : Optional.of(decode(n, argument(type, at), at));
        }
        if (raw == OptionalInt.class) {
            return n.isNull() ? OptionalInt.empty() : OptionalInt.of(intValue(n, at, Integer.MIN_VALUE, Integer.MAX_VALUE));
        }
        if (raw == OptionalLong.class) {
            return n.isNull() ? OptionalLong.empty() : OptionalLong.of(longValue(n, at));
        }
        if (raw == OptionalDouble.class) {
            return n.isNull() ? OptionalDouble.empty() : OptionalDouble.of(Numbers.toDouble(n, at));
        }
        if (n.isNull()) {
            throw new DumpException(at, "is null; only optional fields may be");
        }
        if (raw == List.class) {
            if (!n.isArray()) {
                throw new DumpException(at, "expected an array, found " + Kinds.of(n));
            }
            Type element = argument(type, at);
            List<Object> out = new ArrayList<>(n.size());
            for (int i = 0; i < n.size(); i++) {
                out.add(decode(n.get(i), element, at + "/" + i));
            }
            return List.copyOf(out);
        }
        if (raw == int.class || raw == Integer.class) {
            return intValue(n, at, Integer.MIN_VALUE, Integer.MAX_VALUE);
        }
        if (raw == short.class || raw == Short.class) {
            return (short) intValue(n, at, Short.MIN_VALUE, Short.MAX_VALUE);
        }
        if (raw == byte.class || raw == Byte.class) {
            return (byte) intValue(n, at, Byte.MIN_VALUE, Byte.MAX_VALUE);
        }
        if (raw == long.class || raw == Long.class) {
            return longValue(n, at);
        }
        if (raw == float.class || raw == Float.class) {
            return Numbers.toFloat(n, at);
        }
        if (raw == double.class || raw == Double.class) {
            return Numbers.toDouble(n, at);
        }
        if (raw == boolean.class || raw == Boolean.class) {
            if (!n.isBoolean()) {
                throw new DumpException(at, "expected true or false, found " + Kinds.of(n));
            }
            return n.asBoolean();
        }
        if (raw == String.class) {
            if (!n.isTextual()) {
                throw new DumpException(at, "expected a string, found " + Kinds.of(n));
            }
            return n.asText();
        }
        if (raw.isEnum()) {
            if (n.isTextual()) {
                for (Object constant : raw.getEnumConstants()) {
                    if (((Enum<?>) constant).name().equals(n.asText())) {
                        return constant;
                    }
                }
            }
            throw new DumpException(at, "expected one of " + List.of(raw.getEnumConstants()) + ", found " + Kinds.of(n));
        }
        if (ValueForms.handles(raw)) {
            return ValueForms.decode(n, raw, at);
        }
        if (raw.isSealed() && raw.isInterface()) {
            JsonNode kind = n.isObject() ? n.get("type") : null;
            if (kind == null || !kind.isTextual()) {
                throw new DumpException(at, "expected an object whose \"type\" is one of " + Types.recordsOf(raw)
                        .stream().map(Class::getSimpleName).toList() + ", found " + Kinds.of(n));
            }
            for (Class<?> r : Types.recordsOf(raw)) {
                if (r.getSimpleName().equals(kind.asText())) {
                    return record(n, r, at, "type");
                }
            }
            throw new DumpException(at + "/type", "\"" + kind.asText() + "\" is not one of " + Types.recordsOf(raw)
                    .stream().map(Class::getSimpleName).toList());
        }
        if (raw.isRecord()) {
            return record(n, raw, at, null);
        }
        throw new DumpException(at, "a " + raw.getName() + " has no JSON form");
    }

    private static Object record(JsonNode n, Class<?> type, String at, String discriminator) {
        if (!n.isObject()) {
            throw new DumpException(at, "expected an object, found " + Kinds.of(n));
        }
        RecordComponent[] components = type.getRecordComponents();
        Object[] args = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        List<String> names = new ArrayList<>();
        for (int i = 0; i < components.length; i++) {
            RecordComponent c = components[i];
            names.add(c.getName());
            types[i] = c.getType();
            args[i] = decode(n.get(c.getName()), c.getGenericType(), at + "/" + c.getName());
        }
        for (Iterator<String> it = n.fieldNames(); it.hasNext(); ) {
            String name = it.next();
            if (!names.contains(name) && !name.equals(discriminator)) {
                throw new DumpException(at + "/" + name, "is not a field of " + type.getSimpleName() + " (" + names + ")");
            }
        }
        try {
            Constructor<?> constructor = type.getDeclaredConstructor(types);
            return constructor.newInstance(args);
        } catch (InvocationTargetException e) {
            Throwable why = e.getCause();
            throw new DumpException(at, "is not a valid " + type.getSimpleName() + ": " + why.getMessage(), why);
        } catch (ReflectiveOperationException e) {
            throw new DumpException(at, "a " + type.getSimpleName() + " cannot be made: " + e, e);
        }
    }

    static int intValue(JsonNode n, String at, long min, long max) {
        long v = longValue(n, at);
        if (v < min || v > max) {
            throw new DumpException(at, v + " is outside " + min + "…" + max);
        }
        return (int) v;
    }

    private static long longValue(JsonNode n, String at) {
        if (!n.isIntegralNumber() || !n.canConvertToLong()) {
            throw new DumpException(at, "expected a whole number, found " + Kinds.of(n));
        }
        return n.asLong();
    }

    static Class<?> rawClass(Type type) {
        if (type instanceof Class<?> c) {
            return c;
        }
        if (type instanceof ParameterizedType p && p.getRawType() instanceof Class<?> c) {
            return c;
        }
        throw new DumpException("", "the model has a field of type " + type + ", which has no JSON form");
    }

    static Type argument(Type type, String at) {
        if (type instanceof ParameterizedType p && p.getActualTypeArguments().length == 1) {
            return p.getActualTypeArguments()[0];
        }
        throw new DumpException(at, "the model's type " + type + " names no element type");
    }
}
