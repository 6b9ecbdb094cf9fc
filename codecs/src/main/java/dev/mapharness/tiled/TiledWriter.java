package dev.mapharness.tiled;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Writes Tiled's JSON map format, as Tiled 1.8 reads it. Every field Tiled requires is written, also
 * where it holds Tiled's default, so the file reads the same in any Tiled-compatible loader.
 *
 * <p>The model holds only what Tiled keeps (finite numbers, text with a UTF-8 encoding, ids and gids
 * in range), so there is nothing to refuse here.
 */
public final class TiledWriter {
    /** The JSON format version that Tiled 1.8 writes. */
    static final String FORMAT_VERSION = "1.8";
    private static final JsonFactory JSON = new JsonFactory();

    private TiledWriter() {
    }

    public static byte[] write(TiledMap map) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonGenerator g = JSON.createGenerator(out, JsonEncoding.UTF8)) {
            // objects one field a line, arrays (the cells above all) on one line
            g.setPrettyPrinter(new DefaultPrettyPrinter().withArrayIndenter(DefaultPrettyPrinter.NopIndenter.instance)
                    .withObjectIndenter(new DefaultIndenter("  ", "\n")));
            map(g, map);
        } catch (IOException e) {
            throw new UncheckedIOException("writing to memory", e);
        }
        out.write('\n');
        return out.toByteArray();
    }

    private static void map(JsonGenerator g, TiledMap m) throws IOException {
        g.writeStartObject();
        g.writeStringField("type", "map");
        g.writeStringField("version", FORMAT_VERSION);
        g.writeStringField("orientation", "orthogonal");
        g.writeStringField("renderorder", "right-down");
        g.writeNumberField("width", m.width());
        g.writeNumberField("height", m.height());
        g.writeNumberField("tilewidth", m.tileWidth());
        g.writeNumberField("tileheight", m.tileHeight());
        g.writeBooleanField("infinite", false);
        g.writeNumberField("nextlayerid", m.nextLayerId());
        g.writeNumberField("nextobjectid", m.nextObjectId());
        properties(g, m.properties());
        g.writeArrayFieldStart("layers");
        for (TiledLayer layer : m.layers()) {
            if (layer instanceof TiledTileLayer t) {
                tileLayer(g, t);
            } else {
                objectGroup(g, (TiledObjectGroup) layer);
            }
        }
        g.writeEndArray();
        g.writeArrayFieldStart("tilesets");
        for (TiledTileset t : m.tilesets()) {
            tileset(g, t);
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    private static void tileLayer(JsonGenerator g, TiledTileLayer l) throws IOException {
        g.writeStartObject();
        g.writeStringField("type", "tilelayer");
        g.writeNumberField("id", l.id());
        g.writeStringField("name", l.name());
        g.writeNumberField("x", 0);
        g.writeNumberField("y", 0);
        g.writeNumberField("width", l.width());
        g.writeNumberField("height", l.height());
        g.writeNumberField("opacity", l.opacity());
        g.writeBooleanField("visible", l.visible());
        g.writeNumberField("offsetx", l.offsetX());
        g.writeNumberField("offsety", l.offsetY());
        g.writeNumberField("parallaxx", l.parallaxX());
        g.writeNumberField("parallaxy", l.parallaxY());
        properties(g, l.properties());
        g.writeArrayFieldStart("data");
        for (int gid : l.data().cellsUnsafe()) {
            g.writeNumber(Integer.toUnsignedLong(gid));
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    private static void objectGroup(JsonGenerator g, TiledObjectGroup l) throws IOException {
        g.writeStartObject();
        g.writeStringField("type", "objectgroup");
        g.writeNumberField("id", l.id());
        g.writeStringField("name", l.name());
        g.writeNumberField("x", 0);
        g.writeNumberField("y", 0);
        g.writeNumberField("opacity", l.opacity());
        g.writeBooleanField("visible", l.visible());
        g.writeStringField("draworder", l.drawOrder().json());
        properties(g, l.properties());
        g.writeArrayFieldStart("objects");
        for (TiledObject o : l.objects()) {
            object(g, o);
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    private static void object(JsonGenerator g, TiledObject o) throws IOException {
        g.writeStartObject();
        g.writeNumberField("id", o.id());
        g.writeStringField("name", o.name());
        g.writeStringField("type", o.type());
        g.writeNumberField("x", o.x());
        g.writeNumberField("y", o.y());
        g.writeNumberField("width", o.width());
        g.writeNumberField("height", o.height());
        g.writeNumberField("rotation", 0);
        g.writeBooleanField("visible", o.visible());
        properties(g, o.properties());
        g.writeEndObject();
    }

    private static void tileset(JsonGenerator g, TiledTileset t) throws IOException {
        g.writeStartObject();
        g.writeNumberField("firstgid", t.firstGid());
        g.writeStringField("name", t.name());
        g.writeNumberField("tilewidth", t.tileWidth());
        g.writeNumberField("tileheight", t.tileHeight());
        g.writeNumberField("tilecount", t.tileCount());
        // no image: a collection of tiles, each listed, or Tiled drops the ones without properties
        g.writeNumberField("columns", 0);
        g.writeNumberField("margin", 0);
        g.writeNumberField("spacing", 0);
        g.writeArrayFieldStart("tiles");
        int next = 0;
        for (int id = 0; id < t.tileCount(); id++) {
            g.writeStartObject();
            g.writeNumberField("id", id);
            if (next < t.tiles().size() && t.tiles().get(next).id() == id) {
                properties(g, t.tiles().get(next).properties());
                next++;
            }
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    private static void properties(JsonGenerator g, TiledProperties properties) throws IOException {
        if (properties.isEmpty()) {
            return;
        }
        g.writeArrayFieldStart("properties");
        for (TiledProperty p : properties.list()) {
            g.writeStartObject();
            g.writeStringField("name", p.name());
            g.writeStringField("type", p.type());
            g.writeFieldName("value");
            if (p instanceof TiledProperty.Text t) {
                g.writeString(t.value());
            } else if (p instanceof TiledProperty.Int i) {
                g.writeNumber(i.value());
            } else if (p instanceof TiledProperty.Float f) {
                g.writeNumber(f.value());
            } else {
                g.writeBoolean(((TiledProperty.Bool) p).value());
            }
            g.writeEndObject();
        }
        g.writeEndArray();
    }
}
