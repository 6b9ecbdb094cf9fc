package dev.mapharness.reports.dump;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import dev.mapharness.oprw.OprwMapInfo;
import dev.mapharness.wwd.WwdObject;
import dev.mapharness.wwd.WwdObjectField;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Optional;

/**
 * The JSON forms of the models' value classes (those that are not records):
 * <ul>
 * <li>{@code RawString}: a string of one character per byte, U+0000–U+00FF (ISO-8859-1), so every
 *     byte string is exact and ASCII reads as itself;</li>
 * <li>{@code FixedString}: {@code {"text": …, "length": n}}, the slot's bytes as above without its
 *     trailing NULs, and the slot's length;</li>
 * <li>{@code Blob}: standard Base64;</li>
 * <li>grids: {@code {"width": w, "height": h, "cells": …}}, the cells row by row as Base64 of their
 *     little-endian bytes (int8, int16, int32, or float32 bits);</li>
 * <li>{@code Transform}: an array of its 12 floats;</li>
 * <li>{@code WwdObject}: its integer fields by the names the WWD page uses, in file order, then its
 *     four strings ({@code name}, {@code logic}, {@code imageSet}, {@code animation});</li>
 * <li>{@code OprwMapInfo}: {@code {"type": …, "objectId": …, "floats": […], "bytes": Base64}}.</li>
 * </ul>
 */
final class ValueForms {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private ValueForms() {
    }

    /** The JSON of {@code value} if it is one of the value classes. */
    static Optional<JsonNode> encode(Object value) {
        if (value instanceof RawString s) {
            return Optional.of(NODES.textNode(latin1(s.bytes())));
        }
        if (value instanceof FixedString f) {
            byte[] slot = f.slot();
            int end = slot.length;
            while (end > 0 && slot[end - 1] == 0) {
                end--;
            }
            ObjectNode o = NODES.objectNode();
            o.put("text", latin1(Arrays.copyOf(slot, end)));
            o.put("length", slot.length);
            return Optional.of(o);
        }
        if (value instanceof Blob b) {
            return Optional.of(NODES.textNode(Base64.getEncoder().encodeToString(b.bytes())));
        }
        if (value instanceof ByteGrid g) {
            return Optional.of(grid(g.width(), g.height(), g.cellsUnsafe()));
        }
        if (value instanceof ShortGrid g) {
            ByteBuffer b = buffer(g.size() * 2);
            b.asShortBuffer().put(g.cellsUnsafe());
            return Optional.of(grid(g.width(), g.height(), b.array()));
        }
        if (value instanceof IntGrid g) {
            ByteBuffer b = buffer(g.size() * 4);
            b.asIntBuffer().put(g.cellsUnsafe());
            return Optional.of(grid(g.width(), g.height(), b.array()));
        }
        if (value instanceof FloatGrid g) {
            ByteBuffer b = buffer(g.size() * 4);
            b.asIntBuffer().put(g.bitsUnsafe());
            return Optional.of(grid(g.width(), g.height(), b.array()));
        }
        if (value instanceof Transform t) {
            ArrayNode a = NODES.arrayNode();
            for (int bits : t.toBits()) {
                a.add(Numbers.ofFloat(Float.intBitsToFloat(bits)));
            }
            return Optional.of(a);
        }
        if (value instanceof WwdObject w) {
            ObjectNode o = NODES.objectNode();
            for (WwdObjectField f : WwdObjectField.ALL) {
                o.put(f.fieldName(), w.get(f));
            }
            o.put("name", latin1(w.name().bytes()));
            o.put("logic", latin1(w.logic().bytes()));
            o.put("imageSet", latin1(w.imageSet().bytes()));
            o.put("animation", latin1(w.animation().bytes()));
            return Optional.of(o);
        }
        if (value instanceof OprwMapInfo m) {
            ObjectNode o = NODES.objectNode();
            o.put("type", m.type());
            o.put("objectId", m.objectId());
            ArrayNode floats = o.putArray("floats");
            for (int bits : m.floatBits()) {
                floats.add(Numbers.ofFloat(Float.intBitsToFloat(bits)));
            }
            o.put("bytes", Base64.getEncoder().encodeToString(m.bytes().bytes()));
            return Optional.of(o);
        }
        return Optional.empty();
    }

    /** The names of a {@code WwdObject}'s string fields, after its integer fields. */
    static final List<String> WWD_OBJECT_STRINGS = List.of("name", "logic", "imageSet", "animation");

    /** True if {@code type} is one of the value classes. */
    static boolean handles(Class<?> type) {
        return type == RawString.class || type == FixedString.class || type == Blob.class || type == ByteGrid.class
                || type == ShortGrid.class || type == IntGrid.class || type == FloatGrid.class || type == Transform.class
                || type == WwdObject.class || type == OprwMapInfo.class;
    }

    static Object decode(JsonNode n, Class<?> type, String at) {
        if (type == RawString.class) {
            return RawString.of(bytes(text(n, at), at));
        }
        if (type == FixedString.class) {
            JsonNode text = field(n, "text", at);
            int length = Members.intValue(field(n, "length", at), at + "/length", 0, Integer.MAX_VALUE);
            byte[] bytes = bytes(text(text, at + "/text"), at + "/text");
            if (bytes.length > length) {
                throw new DumpException(at, "a text of " + bytes.length + " bytes does not fit its " + length + "-byte slot");
            }
            return FixedString.ofSlot(Arrays.copyOf(bytes, length));
        }
        if (type == Blob.class) {
            return Blob.of(base64(text(n, at), at));
        }
        if (type == Transform.class) {
            if (!n.isArray() || n.size() != Transform.FLOATS) {
                throw new DumpException(at, "expected an array of " + Transform.FLOATS + " numbers, found " + Kinds.of(n));
            }
            int[] bits = new int[Transform.FLOATS];
            for (int i = 0; i < bits.length; i++) {
                bits[i] = Float.floatToRawIntBits(Numbers.toFloat(n.get(i), at + "/" + i));
            }
            return Transform.ofBits(bits);
        }
        if (type == WwdObject.class) {
            return wwdObject(n, at);
        }
        if (type == OprwMapInfo.class) {
            return mapInfo(n, at);
        }
        int width = Members.intValue(field(n, "width", at), at + "/width", 0, Integer.MAX_VALUE);
        int height = Members.intValue(field(n, "height", at), at + "/height", 0, Integer.MAX_VALUE);
        byte[] cells = base64(text(field(n, "cells", at), at + "/cells"), at + "/cells");
        int cellSize = type == ByteGrid.class ? 1 : type == ShortGrid.class ? 2 : 4;
        if ((long) width * height * cellSize != cells.length) {
            throw new DumpException(at + "/cells", width + " × " + height + " cells of " + cellSize
                    + " bytes need " + (long) width * height * cellSize + " bytes, found " + cells.length);
        }
        ByteBuffer b = ByteBuffer.wrap(cells).order(ByteOrder.LITTLE_ENDIAN);
        try {
            if (type == ByteGrid.class) {
                return ByteGrid.of(width, height, cells);
            }
            if (type == ShortGrid.class) {
                short[] s = new short[width * height];
                b.asShortBuffer().get(s);
                return ShortGrid.of(width, height, s);
            }
            int[] i = new int[width * height];
            b.asIntBuffer().get(i);
            return type == IntGrid.class ? IntGrid.of(width, height, i) : FloatGrid.ofBits(width, height, i);
        } catch (IllegalArgumentException e) {
            throw new DumpException(at, e.getMessage(), e);
        }
    }

    private static WwdObject wwdObject(JsonNode n, String at) {
        int[] values = new int[WwdObjectField.COUNT];
        for (WwdObjectField f : WwdObjectField.ALL) {
            values[f.ordinal()] = Members.intValue(field(n, f.fieldName(), at), at + "/" + f.fieldName(),
                    Integer.MIN_VALUE, Integer.MAX_VALUE);
        }
        RawString[] strings = new RawString[WWD_OBJECT_STRINGS.size()];
        for (int i = 0; i < strings.length; i++) {
            String name = WWD_OBJECT_STRINGS.get(i);
            strings[i] = RawString.of(bytes(text(field(n, name, at), at + "/" + name), at + "/" + name));
        }
        unknownFields(n, at, WwdObjectField.COUNT + strings.length);
        return WwdObject.of(values, strings[0], strings[1], strings[2], strings[3]);
    }

    private static OprwMapInfo mapInfo(JsonNode n, String at) {
        int type = Members.intValue(field(n, "type", at), at + "/type", Integer.MIN_VALUE, Integer.MAX_VALUE);
        int objectId = Members.intValue(field(n, "objectId", at), at + "/objectId", Integer.MIN_VALUE, Integer.MAX_VALUE);
        JsonNode floats = field(n, "floats", at);
        if (!floats.isArray()) {
            throw new DumpException(at + "/floats", "expected an array, found " + Kinds.of(floats));
        }
        int[] bits = new int[floats.size()];
        for (int i = 0; i < bits.length; i++) {
            bits[i] = Float.floatToRawIntBits(Numbers.toFloat(floats.get(i), at + "/floats/" + i));
        }
        byte[] bytes = base64(text(field(n, "bytes", at), at + "/bytes"), at + "/bytes");
        unknownFields(n, at, 4);
        try {
            return new OprwMapInfo(type, objectId, bits, Blob.of(bytes));
        } catch (IllegalArgumentException e) {
            throw new DumpException(at, e.getMessage(), e);
        }
    }

    /** An object with more fields than its form has: the dump is not one mapharness wrote. */
    private static void unknownFields(JsonNode n, String at, int expected) {
        if (n.size() != expected) {
            throw new DumpException(at, "has " + n.size() + " fields; its form has " + expected);
        }
    }

    private static JsonNode field(JsonNode n, String name, String at) {
        if (!n.isObject()) {
            throw new DumpException(at, "expected an object, found " + Kinds.of(n));
        }
        JsonNode v = n.get(name);
        if (v == null) {
            throw new DumpException(at, "\"" + name + "\" is missing");
        }
        return v;
    }

    private static String text(JsonNode n, String at) {
        if (!n.isTextual()) {
            throw new DumpException(at, "expected a string, found " + Kinds.of(n));
        }
        return n.asText();
    }

    private static byte[] bytes(String latin1, String at) {
        for (int i = 0; i < latin1.length(); i++) {
            if (latin1.charAt(i) > 0xFF) {
                throw new DumpException(at, "character " + i + " is U+" + Integer.toHexString(latin1.charAt(i)).toUpperCase()
                        + "; byte strings hold U+0000–U+00FF only, one per byte");
            }
        }
        return latin1.getBytes(StandardCharsets.ISO_8859_1);
    }

    private static byte[] base64(String text, String at) {
        try {
            return Base64.getDecoder().decode(text);
        } catch (IllegalArgumentException e) {
            throw new DumpException(at, "not Base64: " + e.getMessage());
        }
    }

    private static String latin1(byte[] bytes) {
        return new String(bytes, StandardCharsets.ISO_8859_1);
    }

    private static ObjectNode grid(int width, int height, byte[] cells) {
        ObjectNode o = NODES.objectNode();
        o.put("width", width);
        o.put("height", height);
        o.put("cells", Base64.getEncoder().encodeToString(cells));
        return o;
    }

    private static ByteBuffer buffer(int bytes) {
        return ByteBuffer.allocate(bytes).order(ByteOrder.LITTLE_ENDIAN);
    }
}
