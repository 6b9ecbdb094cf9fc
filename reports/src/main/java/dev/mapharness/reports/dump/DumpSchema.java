package dev.mapharness.reports.dump;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Format;
import dev.mapharness.provenance.Confidence;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import dev.mapharness.oprw.OprwMapInfo;
import dev.mapharness.wwd.WwdObject;
import dev.mapharness.wwd.WwdObjectField;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * The JSON Schema (draft 2020-12) of a format's dump, made from the model's types, so it cannot
 * drift from what {@link ModelJson} writes and reads: one definition per record, named by its
 * simple name.
 */
public final class DumpSchema {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final Map<String, ObjectNode> defs = new LinkedHashMap<>();
    private final Map<String, Class<?>> named = new LinkedHashMap<>();

    private DumpSchema() {
    }

    /** The schema's identifier, which every document names: versioned by {@link ModelJson#VERSION}. */
    public static String id(Format format) {
        return "https://mapharness.dev/schemas/dump/v" + ModelJson.VERSION + "/" + format.id() + ".json";
    }

    /** The schema of {@code format}'s dumps. */
    public static ObjectNode of(Format format) {
        Class<?> model = ModelJson.modelClass(format)
                .orElseThrow(() -> new IllegalArgumentException(format + " has no dump form"));
        DumpSchema s = new DumpSchema();
        ObjectNode root = NODES.objectNode();
        root.put("$schema", "https://json-schema.org/draft/2020-12/schema");
        root.put("$id", id(format));
        root.put("title", "mapharness dump of a " + format.displayName() + " model, version " + ModelJson.VERSION);
        root.put("description", "A " + format.displayName() + " model, its fields named and ordered as the model"
                + " declares them (docs/json-dump.md). The optional \"layout\" holds the file the model was read from,"
                + " present only when that file's layout differs from the canonical encoding; undump writes the"
                + " model in that file's layout, so an unchanged model gives the file's bytes.");
        root.put("type", "object");
        ObjectNode props = root.putObject("properties");
        props.putObject("dump").put("const", ModelJson.KIND);
        props.putObject("format").put("const", format.id());
        props.putObject("schema").put("const", id(format));
        props.putObject("version").put("const", ModelJson.VERSION);
        props.set("model", s.type(model));
        ArrayNode required = root.putArray("required");
        props.fieldNames().forEachRemaining(required::add);
        props.set(LayoutMember.NAME, layout()); // optional: old dumps without it still read
        props.set(ModelJson.WRITER, writer()); // optional and informational: undump ignores it
        root.put("additionalProperties", false);
        ObjectNode defs = root.putObject("$defs");
        s.defs.forEach(defs::set);
        return root;
    }

    private ObjectNode type(Type type) {
        Class<?> raw = Members.rawClass(type);
        if (raw == Optional.class) {
            return nullable(type(Members.argument(type, "")));
        }
        if (raw == OptionalInt.class) {
            return nullable(integer(Integer.MIN_VALUE, Integer.MAX_VALUE));
        }
        if (raw == OptionalLong.class) {
            return nullable(integer(Long.MIN_VALUE, Long.MAX_VALUE));
        }
        if (raw == OptionalDouble.class) {
            return nullable(floating(16));
        }
        if (raw == List.class) {
            ObjectNode o = NODES.objectNode().put("type", "array");
            o.set("items", type(Members.argument(type, "")));
            return o;
        }
        if (raw == int.class || raw == Integer.class) {
            return integer(Integer.MIN_VALUE, Integer.MAX_VALUE);
        }
        if (raw == short.class || raw == Short.class) {
            return integer(Short.MIN_VALUE, Short.MAX_VALUE);
        }
        if (raw == byte.class || raw == Byte.class) {
            return integer(Byte.MIN_VALUE, Byte.MAX_VALUE);
        }
        if (raw == long.class || raw == Long.class) {
            return integer(Long.MIN_VALUE, Long.MAX_VALUE);
        }
        if (raw == float.class || raw == Float.class) {
            return floating(8);
        }
        if (raw == double.class || raw == Double.class) {
            return floating(16);
        }
        if (raw == boolean.class || raw == Boolean.class) {
            return NODES.objectNode().put("type", "boolean");
        }
        if (raw == String.class) {
            return NODES.objectNode().put("type", "string");
        }
        if (raw.isEnum()) {
            ArrayNode values = NODES.arrayNode();
            for (Object c : raw.getEnumConstants()) {
                values.add(((Enum<?>) c).name());
            }
            ObjectNode o = NODES.objectNode();
            o.set("enum", values);
            return o;
        }
        if (raw == RawString.class) {
            return bytes();
        }
        if (raw == FixedString.class) {
            return object(Map.of("text", bytes(), "length", integer(0, Integer.MAX_VALUE)), List.of("text", "length"));
        }
        if (raw == Blob.class) {
            return base64();
        }
        if (raw == ByteGrid.class || raw == ShortGrid.class || raw == IntGrid.class || raw == FloatGrid.class) {
            return object(Map.of("width", integer(0, Integer.MAX_VALUE), "height", integer(0, Integer.MAX_VALUE),
                    "cells", base64()), List.of("width", "height", "cells"));
        }
        if (raw == Transform.class) {
            ObjectNode o = NODES.objectNode().put("type", "array").put("minItems", Transform.FLOATS)
                    .put("maxItems", Transform.FLOATS);
            o.set("items", floating(8));
            return o;
        }
        if (raw == WwdObject.class) {
            Map<String, ObjectNode> props = new LinkedHashMap<>();
            List<String> order = new java.util.ArrayList<>();
            for (WwdObjectField f : WwdObjectField.ALL) {
                props.put(f.fieldName(), integer(Integer.MIN_VALUE, Integer.MAX_VALUE));
                order.add(f.fieldName());
            }
            for (String name : ValueForms.WWD_OBJECT_STRINGS) {
                props.put(name, bytes());
                order.add(name);
            }
            return object(props, order);
        }
        if (raw == OprwMapInfo.class) {
            ObjectNode floats = NODES.objectNode().put("type", "array");
            floats.set("items", floating(8));
            return object(Map.of("type", integer(Integer.MIN_VALUE, Integer.MAX_VALUE), "objectId",
                    integer(Integer.MIN_VALUE, Integer.MAX_VALUE), "floats", floats, "bytes", base64()),
                    List.of("type", "objectId", "floats", "bytes"));
        }
        if (raw.isSealed() && raw.isInterface()) {
            ArrayNode variants = NODES.arrayNode();
            for (Class<?> r : Types.recordsOf(raw)) {
                ObjectNode v = variants.addObject();
                v.put("$ref", "#/$defs/" + define(r));
                v.putArray("required").add("type");
                v.putObject("properties").putObject("type").put("const", r.getSimpleName());
            }
            ObjectNode o = NODES.objectNode();
            o.set("oneOf", variants);
            return o;
        }
        if (raw.isRecord()) {
            return NODES.objectNode().put("$ref", "#/$defs/" + define(raw));
        }
        throw new DumpException("", "a " + raw.getName() + " has no JSON form");
    }

    /** Defines a record once; its definition allows the {@code "type"} of a sealed interface's variant. */
    private String define(Class<?> record) {
        String name = record.getSimpleName();
        Class<?> earlier = named.putIfAbsent(name, record);
        if (earlier != null && earlier != record) {
            name = record.getName().replace('.', '_');
            named.put(name, record);
        }
        if (!defs.containsKey(name)) {
            defs.put(name, NODES.objectNode()); // placed first, so a record that holds itself ends
            ObjectNode props = NODES.objectNode();
            ArrayNode required = NODES.arrayNode();
            for (RecordComponent c : record.getRecordComponents()) {
                props.set(c.getName(), type(c.getGenericType()));
                required.add(c.getName());
            }
            if (record.getInterfaces().length > 0) {
                props.putObject("type").put("type", "string");
            }
            ObjectNode def = NODES.objectNode().put("type", "object");
            def.set("properties", props);
            def.set("required", required);
            def.put("additionalProperties", false);
            defs.put(name, def);
        }
        return name;
    }

    /** The optional {@code "layout"} member ({@link LayoutMember}): null, or the source file with its size and digest. */
    private static ObjectNode layout() {
        ObjectNode file = object(Map.of(
                "source", base64().put("description", "the file's bytes"),
                "size", integer(0, Integer.MAX_VALUE).put("description", "the file's size in bytes"),
                "sha256", NODES.objectNode().put("type", "string").put("pattern", LayoutMember.SHA256_PATTERN)
                        .put("description", "the SHA-256 of the file's bytes, lowercase hex")),
                LayoutMember.PROPERTIES);
        ObjectNode o = nullable(file);
        o.put("description", "The file the model was read from, whose layout (section order, compressed streams,"
                + " spacing, number spellings) the canonical encoding does not keep. Undump reads it with the"
                + " format's codec, takes its layout and writes the dumped model in it; the model stays the"
                + " authority. Null or absent: the canonical encoding.");
        return o;
    }

    /** The optional {@code "writer"} member: which tool most likely wrote the file (docs/provenance.md). */
    private static ObjectNode writer() {
        ObjectNode confidence = NODES.objectNode().put("type", "string");
        ArrayNode levels = confidence.putArray("enum");
        for (Confidence c : Confidence.values()) {
            levels.add(c.id());
        }
        ObjectNode evidence = NODES.objectNode().put("type", "array");
        evidence.putObject("items").put("type", "string");
        ObjectNode o = object(Map.of(
                "name", NODES.objectNode().put("type", "string").put("description", "the tool, or \"unknown\""),
                "traits", NODES.objectNode().put("type", "string")
                        .put("description", "the habits that told, or why none matched"),
                "confidence", confidence,
                "evidence", evidence.put("description", "one sentence per fact of the file behind the verdict")),
                List.of("name", "traits", "confidence", "evidence"));
        o.put("description", "Which tool most likely wrote the file the model was read from (docs/provenance.md):"
                + " information for people, left out of model-only dumps; undump ignores it.");
        return o;
    }

    private static ObjectNode object(Map<String, ObjectNode> properties, List<String> order) {
        ObjectNode o = NODES.objectNode().put("type", "object");
        ObjectNode props = o.putObject("properties");
        ArrayNode required = o.putArray("required");
        for (String name : order) {
            props.set(name, properties.get(name));
            required.add(name);
        }
        o.put("additionalProperties", false);
        return o;
    }

    private static ObjectNode integer(long min, long max) {
        return NODES.objectNode().put("type", "integer").put("minimum", min).put("maximum", max);
    }

    /** A number, or the IEEE 754 bits of −0, an infinity or a NaN as {@code "bits:0x…"} ({@code hexDigits} digits). */
    private static ObjectNode floating(int hexDigits) {
        ObjectNode o = NODES.objectNode();
        ArrayNode any = o.putArray("anyOf");
        any.addObject().put("type", "number");
        any.addObject().put("type", "string").put("pattern", "^bits:0x[0-9A-F]{" + hexDigits + "}$");
        return o;
    }

    private static ObjectNode bytes() {
        return NODES.objectNode().put("type", "string").put("pattern", "^[\\u0000-\\u00FF]*$")
                .put("description", "a byte string: one character per byte, U+0000–U+00FF (ISO-8859-1)");
    }

    private static ObjectNode base64() {
        return NODES.objectNode().put("type", "string").put("contentEncoding", "base64");
    }

    private static ObjectNode nullable(ObjectNode type) {
        ObjectNode o = NODES.objectNode();
        ArrayNode any = o.putArray("anyOf");
        any.addObject().put("type", "null");
        any.add(type);
        return o;
    }
}
