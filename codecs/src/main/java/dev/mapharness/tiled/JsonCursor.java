package dev.mapharness.tiled;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.rules.Rule;
import java.io.IOException;

/**
 * A JSON token stream that knows where it is: every failure becomes a {@link MapFormatException} with
 * the byte offset, line, column and JSON path. Jackson's read constraints (nesting depth, number and
 * string length) bound what a hostile document can make it do; skipped values are skipped without
 * recursion.
 */
final class JsonCursor implements AutoCloseable {
    /** Tiled 1.8 saves control characters in strings unescaped (and reads them back): so do we. */
    private static final JsonFactory JSON = JsonFactory.builder()
            .enable(JsonReadFeature.ALLOW_UNESCAPED_CONTROL_CHARS)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION)
            .build();
    private static final int SHOWN = 40;

    private final JsonParser parser;

    JsonCursor(byte[] bytes) {
        try {
            parser = JSON.createParser(bytes);
        } catch (IOException e) {
            throw new MapFormatException(TiledReadRules.JSON_MALFORMED, 0, "", "JSON", e.getMessage(), e);
        }
    }

    /** Reads every field of an object; {@code fields} must consume each value. */
    interface Fields {
        void field(String name, String path);
    }

    /** Reads every element of an array; {@code elements} must consume each value. */
    interface Elements {
        void element(int index, String path);
    }

    /** Moves to the next token; at the end of input, null. */
    JsonToken next(String path) {
        try {
            return parser.nextToken();
        } catch (JsonProcessingException e) {
            throw malformed(e, path);
        } catch (IOException e) {
            throw fail(TiledReadRules.JSON_MALFORMED, path, "readable JSON", e.getMessage());
        }
    }

    JsonToken token() {
        return parser.currentToken();
    }

    /** Walks the object at the current token. */
    void object(String path, Fields fields) {
        expect(JsonToken.START_OBJECT, path, "an object");
        while (next(path) == JsonToken.FIELD_NAME) {
            String name = name(path);
            String at = path.isEmpty() ? name : path + "." + name;
            next(at);
            fields.field(name, at);
        }
    }

    /** Walks the array at the current token. */
    void array(String path, Elements elements) {
        expect(JsonToken.START_ARRAY, path, "an array");
        int i = 0;
        while (next(path) != JsonToken.END_ARRAY) {
            elements.element(i, path + "[" + i + "]");
            i++;
        }
    }

    private String name(String path) {
        try {
            return parser.currentName();
        } catch (IOException e) {
            throw fail(TiledReadRules.JSON_MALFORMED, path, "a field name", e.getMessage());
        }
    }

    /** Skips the value at the current token, however deep. */
    void skip(String path) {
        try {
            parser.skipChildren();
        } catch (JsonProcessingException e) {
            throw malformed(e, path);
        } catch (IOException e) {
            throw fail(TiledReadRules.JSON_MALFORMED, path, "readable JSON", e.getMessage());
        }
    }

    int intValue(String path) {
        try {
            if (token() != JsonToken.VALUE_NUMBER_INT || parser.getNumberType() != JsonParser.NumberType.INT) {
                throw fail(typeOr(JsonToken.VALUE_NUMBER_INT), path, "a 32-bit integer", found());
            }
            return parser.getIntValue();
        } catch (IOException e) {
            throw fail(TiledReadRules.NUMBER_OUT_OF_RANGE, path, "a 32-bit integer", found());
        }
    }

    /** A whole number from 0 to {@code max}. */
    long unsigned(String path, long max) {
        try {
            if (token() == JsonToken.VALUE_NUMBER_INT && parser.getNumberType() != JsonParser.NumberType.BIG_INTEGER) {
                long v = parser.getLongValue();
                if (v >= 0 && v <= max) {
                    return v;
                }
            }
        } catch (IOException e) {
            throw fail(TiledReadRules.NUMBER_OUT_OF_RANGE, path, "a whole number 0.." + max, found());
        }
        throw fail(typeOr(JsonToken.VALUE_NUMBER_INT), path, "a whole number 0.." + max, found());
    }

    /** A whole number: a Long if it fits, else (a huge one) a finite Double. */
    Number wholeNumber(String path) {
        try {
            if (token() == JsonToken.VALUE_NUMBER_INT && parser.getNumberType() != JsonParser.NumberType.BIG_INTEGER) {
                return parser.getLongValue();
            }
        } catch (IOException e) {
            throw fail(TiledReadRules.NUMBER_OUT_OF_RANGE, path, "a whole number", found());
        }
        return number(path);
    }

    /** A number as Tiled keeps it ({@link TiledValues#asTiledKeeps}). */
    double number(String path) {
        try {
            if (token() == JsonToken.VALUE_NUMBER_INT || token() == JsonToken.VALUE_NUMBER_FLOAT) {
                double d = TiledValues.asTiledKeeps(parser.getDoubleValue());
                if (!Double.isNaN(d)) {
                    return d;
                }
            }
        } catch (IOException e) {
            throw fail(TiledReadRules.NUMBER_OUT_OF_RANGE, path, "a finite number", found());
        }
        throw fail(token() == JsonToken.VALUE_NUMBER_INT || token() == JsonToken.VALUE_NUMBER_FLOAT
                ? TiledReadRules.NUMBER_OUT_OF_RANGE : TiledReadRules.VALUE_TYPE, path, "a finite number", found());
    }

    boolean bool(String path) {
        if (token() == JsonToken.VALUE_TRUE || token() == JsonToken.VALUE_FALSE) {
            return token() == JsonToken.VALUE_TRUE;
        }
        throw fail(TiledReadRules.VALUE_TYPE, path, "true or false", found());
    }

    /** A string that can be written again (no lone surrogate). */
    String text(String path) {
        if (token() != JsonToken.VALUE_STRING) {
            throw fail(TiledReadRules.VALUE_TYPE, path, "a string", found());
        }
        String s = rawText(path);
        TiledValues.textProblem(s).ifPresent(p -> {
            throw fail(TiledReadRules.TEXT_NOT_ENCODABLE, path, "text with a UTF-8 encoding", p);
        });
        return s;
    }

    private String rawText(String path) {
        try {
            return parser.getText();
        } catch (JsonProcessingException e) {
            throw malformed(e, path);
        } catch (IOException e) {
            throw fail(TiledReadRules.JSON_MALFORMED, path, "a string", e.getMessage());
        }
    }

    void expect(JsonToken token, String path, String expected) {
        if (token() != token) {
            throw fail(TiledReadRules.VALUE_TYPE, path, expected, found());
        }
    }

    /** The current token, shortened, for messages. */
    String found() {
        JsonToken t = token();
        if (t == null) {
            return "the end of input";
        }
        switch (t) {
            case START_OBJECT:
                return "an object";
            case START_ARRAY:
                return "an array";
            case VALUE_STRING:
                return "a string \"" + shorten(safeText()) + "\"";
            case VALUE_NULL:
                return "null";
            default:
                return shorten(safeText());
        }
    }

    private String safeText() {
        try {
            String s = parser.getText();
            return s == null ? "" : s;
        } catch (IOException e) {
            return "?";
        }
    }

    private static String shorten(String s) {
        return s.length() <= SHOWN ? s : s.substring(0, SHOWN) + "…";
    }

    /** A refusal by {@code rule} at the current token. */
    MapFormatException fail(Rule rule, String path, String expected, String found) {
        return at(rule, parser.currentTokenLocation(), path, expected, found);
    }

    /** A refusal by {@code rule} at a location saved earlier (the start of an object missing a field). */
    MapFormatException at(Rule rule, JsonLocation where, String path, String expected, String found) {
        long offset = Math.max(0, where.getByteOffset());
        return MapFormatException.inText(rule, offset, Math.max(1, where.getLineNr()), Math.max(1, where.getColumnNr()),
                path, expected, found);
    }

    JsonLocation location() {
        return parser.currentTokenLocation();
    }

    private MapFormatException malformed(JsonProcessingException e, String path) {
        JsonLocation where = e.getLocation() != null ? e.getLocation() : parser.currentLocation();
        return at(TiledReadRules.JSON_MALFORMED, where, path, "well-formed JSON", e.getOriginalMessage());
    }

    /** A number out of its range if the token is of kind {@code number}, else a value of another type. */
    private Rule typeOr(JsonToken number) {
        return token() == number ? TiledReadRules.NUMBER_OUT_OF_RANGE : TiledReadRules.VALUE_TYPE;
    }

    @Override
    public void close() {
        try {
            parser.close();
        } catch (IOException e) {
            // a parser over a byte array holds nothing to release
        }
    }
}
