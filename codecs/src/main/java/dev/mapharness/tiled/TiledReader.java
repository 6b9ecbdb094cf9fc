package dev.mapharness.tiled;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonToken;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Violations;
import dev.mapharness.grid.IntGrid;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Reads Tiled's JSON map format into a {@link TiledMap}: maps as mapharness writes them and as Tiled
 * saves them again (Tiled sorts keys, leaves out defaults and adds fields of its own).
 *
 * <p>A missing or mistyped field, a value the model cannot hold (an infinite or isometric map, a group
 * or image layer, an encoded or compressed layer, a colour property) and a broken rule
 * ({@link TiledRules}) fail with the JSON path and position. A field the model does not keep is a
 * violation in both modes: there are no bytes to keep for a round trip, so strict and lenient read
 * alike.
 *
 * <p>Tiled saves control characters in strings unescaped, which JSON does not allow; they are read as
 * Tiled reads them.
 */
public final class TiledReader {
    /** Fields Tiled writes that hold nothing the model needs (or only their fixed values). */
    private static final Set<String> MAP_IGNORED = Set.of("version", "tiledversion", "compressionlevel",
            "editorsettings");
    private static final Set<String> LAYER_IGNORED = Set.of("x", "y");
    private static final Set<String> TILESET_IGNORED = Set.of("columns", "margin", "spacing", "version",
            "tiledversion");

    private final JsonCursor in;
    private final Violations violations = new Violations();

    private TiledReader(byte[] bytes) {
        this.in = new JsonCursor(bytes);
    }

    /** Reads a whole file; any bytes give a map or a {@link MapFormatException}. */
    public static Decoded<TiledMap> read(byte[] bytes, ReadOptions options) {
        TiledReader r = new TiledReader(bytes);
        try (JsonCursor c = r.in) {
            if (c.next("") == null) {
                throw c.fail(TiledReadRules.JSON_MALFORMED, "", "a JSON object", "no content");
            }
            TiledMap map = r.map();
            if (c.next("") != null) {
                throw c.fail(TiledReadRules.CONTENT_AFTER_MAP, "", "the end of input after the map", c.found());
            }
            return new Decoded<>(map, r.violations.toList(), Optional.empty());
        }
    }

    private static final class MapFields {
        Integer width;
        Integer height;
        Integer tileWidth;
        Integer tileHeight;
        Integer nextLayerId;
        Integer nextObjectId;
        List<TiledLayer> layers;
        List<TiledTileset> tilesets;
        TiledProperties properties = TiledProperties.NONE;
    }

    private TiledMap map() {
        JsonLocation start = in.location();
        MapFields f = new MapFields();
        in.object("", (name, path) -> {
            switch (name) {
                case "type" -> fixed(path, "map");
                case "orientation" -> fixed(path, "orthogonal");
                case "infinite" -> {
                    if (in.bool(path)) {
                        throw in.fail(TiledReadRules.INFINITE_MAP, path, "false (a finite map)", "true");
                    }
                }
                case "renderorder" -> {
                    if (!in.text(path).equals("right-down")) {
                        notKept(path, "a render order other than right-down");
                    }
                }
                case "width" -> f.width = positive(path);
                case "height" -> f.height = positive(path);
                case "tilewidth" -> f.tileWidth = positive(path);
                case "tileheight" -> f.tileHeight = positive(path);
                case "nextlayerid" -> f.nextLayerId = in.intValue(path);
                case "nextobjectid" -> f.nextObjectId = in.intValue(path);
                case "properties" -> f.properties = properties(path);
                case "layers" -> f.layers = layers(path);
                case "tilesets" -> f.tilesets = tilesets(path);
                default -> other(name, path, MAP_IGNORED);
            }
        });
        require(f.width, start, "width", "the map width in tiles");
        require(f.height, start, "height", "the map height in tiles");
        require(f.tileWidth, start, "tilewidth", "the tile width in pixels");
        require(f.tileHeight, start, "tileheight", "the tile height in pixels");
        require(f.nextLayerId, start, "nextlayerid", "the next layer id");
        require(f.nextObjectId, start, "nextobjectid", "the next object id");
        require(f.layers, start, "layers", "an array of layers");
        require(f.tilesets, start, "tilesets", "an array of tilesets");
        renumberTilesets(f, start);
        TiledRules.map(f.nextLayerId, f.nextObjectId, f.layers, f.tilesets).ifPresent(p -> {
            throw in.at(p.rule(), start, p.path(), p.expected(), p.found());
        });
        return new TiledMap(f.width, f.height, f.tileWidth, f.tileHeight, f.nextLayerId, f.nextObjectId, f.layers,
                f.tilesets, f.properties);
    }

    /** First gids with gaps are renumbered, cells with them, as Tiled does when it loads the map. */
    private void renumberTilesets(MapFields f, JsonLocation start) {
        TiledGidNumbering.overlapping(f.tilesets).ifPresent(i -> {
            throw in.at(TiledReadRules.TILESET_GIDS_OVERLAP, start, "tilesets[" + i + "].firstgid", "a gid after the tileset before",
                    Integer.toString(f.tilesets.get(i).firstGid()));
        });
        int[] first = TiledGidNumbering.contiguous(f.tilesets);
        boolean renumber = false;
        for (int i = 0; i < first.length; i++) {
            if (first[i] != f.tilesets.get(i).firstGid()) {
                violations.add(TiledViolationRules.FIRSTGID_RENUMBERED, Math.max(0, start.getByteOffset()), "tilesets[" + i + "].firstgid", "renumbered from "
                        + f.tilesets.get(i).firstGid() + " to " + first[i] + ", as Tiled numbers tilesets without gaps");
                renumber = true;
            }
        }
        if (!renumber) {
            return;
        }
        List<TiledLayer> layers = new ArrayList<>(f.layers.size());
        for (int i = 0; i < f.layers.size(); i++) {
            if (f.layers.get(i) instanceof TiledTileLayer l) {
                int[] unheld = {-1};
                IntGrid cells = TiledGidNumbering.cells(l.data(), f.tilesets, first, unheld);
                if (unheld[0] >= 0) {
                    throw in.at(TiledReadRules.GID_UNHELD, start, "layers[" + i + "].data[" + unheld[0] + "]", "0 or a gid of a tileset",
                            Integer.toUnsignedString(l.data().at(unheld[0])));
                }
                layers.add(new TiledTileLayer(l.id(), l.name(), cells, l.opacity(), l.visible(), l.offsetX(),
                        l.offsetY(), l.parallaxX(), l.parallaxY(), l.properties()));
            } else {
                layers.add(f.layers.get(i));
            }
        }
        f.layers = layers;
        f.tilesets = TiledGidNumbering.renumbered(f.tilesets, first);
    }

    private List<TiledLayer> layers(String path) {
        List<TiledLayer> layers = new ArrayList<>();
        in.array(path, (i, at) -> layers.add(layer(at)));
        return layers;
    }

    /** Every field a layer of either kind may have; which apply depends on its type, which may come last. */
    private static final class LayerFields {
        String type;
        Integer id;
        String name;
        Integer width;
        Integer height;
        int[] data;
        int cells;
        double opacity = 1;
        boolean visible = true;
        double offsetX;
        double offsetY;
        double parallaxX = 1;
        double parallaxY = 1;
        TiledDrawOrder drawOrder = TiledDrawOrder.TOPDOWN;
        List<TiledObject> objects;
        TiledProperties properties = TiledProperties.NONE;
    }

    private TiledLayer layer(String path) {
        JsonLocation start = in.location();
        LayerFields f = new LayerFields();
        in.object(path, (name, at) -> {
            switch (name) {
                case "type" -> f.type = in.text(at);
                case "id" -> f.id = positive(at);
                case "name" -> f.name = in.text(at);
                case "width" -> f.width = positive(at);
                case "height" -> f.height = positive(at);
                case "data" -> data(at, f);
                case "encoding" -> fixed(at, "csv");
                case "compression" -> fixed(at, "");
                case "opacity" -> f.opacity = in.number(at);
                case "visible" -> f.visible = in.bool(at);
                case "offsetx" -> f.offsetX = in.number(at);
                case "offsety" -> f.offsetY = in.number(at);
                case "parallaxx" -> f.parallaxX = in.number(at);
                case "parallaxy" -> f.parallaxY = in.number(at);
                case "draworder" -> {
                    String s = in.text(at);
                    f.drawOrder = TiledDrawOrder.byJson(s).orElseThrow(() ->
                            in.fail(TiledReadRules.DRAW_ORDER_UNKNOWN, at, "topdown or index", "\"" + s + "\""));
                }
                case "objects" -> f.objects = objects(at);
                case "properties" -> f.properties = properties(at);
                default -> other(name, at, LAYER_IGNORED);
            }
        });
        require(f.type, start, path + ".type", "tilelayer or objectgroup");
        require(f.id, start, path + ".id", "the layer id");
        require(f.name, start, path + ".name", "the layer name");
        switch (f.type) {
            case "tilelayer":
                return tileLayer(f, start, path);
            case "objectgroup":
                require(f.objects, start, path + ".objects", "an array of objects");
                if (f.offsetX != 0 || f.offsetY != 0 || f.parallaxX != 1 || f.parallaxY != 1) {
                    notKept(path, "an object group's offset or parallax");
                }
                return new TiledObjectGroup(f.id, f.name, f.drawOrder, f.opacity, f.visible, f.objects, f.properties);
            default:
                throw in.at(TiledReadRules.LAYER_TYPE_UNSUPPORTED, start, path + ".type", "tilelayer or objectgroup (mapharness keeps no group or image layers)",
                        "\"" + f.type + "\"");
        }
    }

    private TiledTileLayer tileLayer(LayerFields f, JsonLocation start, String path) {
        require(f.width, start, path + ".width", "the layer width in tiles");
        require(f.height, start, path + ".height", "the layer height in tiles");
        require(f.data, start, path + ".data", "an array of gids");
        if ((long) f.width * f.height != f.cells) {
            throw in.at(TiledReadRules.LAYER_DATA_SIZE, start, path + ".data", "width × height = " + (long) f.width * f.height + " gids",
                    f.cells + " gids");
        }
        IntGrid grid = IntGrid.wrap(f.width, f.height, Arrays.copyOf(f.data, f.cells));
        return new TiledTileLayer(f.id, f.name, grid, f.opacity, f.visible, f.offsetX, f.offsetY, f.parallaxX,
                f.parallaxY, f.properties);
    }

    /** Gids into an array that grows with what the input holds (every gid takes at least two bytes). */
    private void data(String path, LayerFields f) {
        if (in.token() == JsonToken.VALUE_STRING) {
            throw in.fail(TiledReadRules.BASE64_LAYER, path, "an array of gids (mapharness reads no base64 layers)", "a string");
        }
        int[] cells = new int[1024];
        int[] n = {0};
        int[][] holder = {cells};
        in.array(path, (i, at) -> {
            long gid = in.unsigned(at, 0xFFFF_FFFFL);
            if (n[0] == holder[0].length) {
                holder[0] = Arrays.copyOf(holder[0], holder[0].length * 2);
            }
            holder[0][n[0]++] = (int) gid;
        });
        f.data = holder[0];
        f.cells = n[0];
    }

    private List<TiledObject> objects(String path) {
        List<TiledObject> objects = new ArrayList<>();
        in.array(path, (i, at) -> objects.add(object(at)));
        return objects;
    }

    private static final class ObjectFields {
        Integer id;
        String name = "";
        String type;
        String className;
        Double x;
        Double y;
        double width;
        double height;
        boolean visible = true;
        TiledProperties properties = TiledProperties.NONE;
    }

    private TiledObject object(String path) {
        JsonLocation start = in.location();
        ObjectFields f = new ObjectFields();
        in.object(path, (name, at) -> {
            switch (name) {
                case "id" -> f.id = positive(at);
                case "name" -> f.name = in.text(at);
                case "type" -> f.type = in.text(at);
                case "class" -> f.className = in.text(at);
                case "x" -> f.x = in.number(at);
                case "y" -> f.y = in.number(at);
                case "width" -> f.width = in.number(at);
                case "height" -> f.height = in.number(at);
                case "visible" -> f.visible = in.bool(at);
                case "rotation" -> {
                    if (in.number(at) != 0) {
                        notKept(at, "a rotated object");
                    }
                }
                case "properties" -> f.properties = properties(at);
                default -> other(name, at, Set.of());
            }
        });
        require(f.id, start, path + ".id", "the object id");
        require(f.x, start, path + ".x", "the x coordinate in pixels");
        require(f.y, start, path + ".y", "the y coordinate in pixels");
        // Tiled 1.9 called the type "class"
        String type = f.type != null ? f.type : f.className != null ? f.className : "";
        return new TiledObject(f.id, f.name, type, f.x, f.y, f.width, f.height, f.visible, f.properties);
    }

    private List<TiledTileset> tilesets(String path) {
        List<TiledTileset> tilesets = new ArrayList<>();
        in.array(path, (i, at) -> tilesets.add(tileset(at)));
        return tilesets;
    }

    private static final class TilesetFields {
        Integer firstGid;
        String name;
        Integer tileWidth;
        Integer tileHeight;
        Integer tileCount;
        List<TiledTile> tiles = List.of();
    }

    private TiledTileset tileset(String path) {
        JsonLocation start = in.location();
        TilesetFields f = new TilesetFields();
        in.object(path, (name, at) -> {
            switch (name) {
                case "firstgid" -> f.firstGid = positive(at);
                case "name" -> f.name = in.text(at);
                case "tilewidth" -> f.tileWidth = positive(at);
                case "tileheight" -> f.tileHeight = positive(at);
                case "tilecount" -> f.tileCount = in.intValue(at);
                case "tiles" -> f.tiles = tiles(at);
                case "source" -> throw in.fail(TiledReadRules.EXTERNAL_TILESET, at, "an embedded tileset", "an external tileset");
                default -> other(name, at, TILESET_IGNORED);
            }
        });
        require(f.firstGid, start, path + ".firstgid", "the tileset's first gid");
        require(f.name, start, path + ".name", "the tileset name");
        require(f.tileWidth, start, path + ".tilewidth", "the tile width in pixels");
        require(f.tileHeight, start, path + ".tileheight", "the tile height in pixels");
        require(f.tileCount, start, path + ".tilecount", "the number of tiles");
        // Tiled lists the tiles that carry something, by ascending id, as the writer does
        TiledRules.tileset(f.firstGid, f.tileWidth, f.tileHeight, f.tileCount, f.tiles, path).ifPresent(p -> {
            throw in.at(p.rule(), start, p.path(), p.expected(), p.found());
        });
        return new TiledTileset(f.firstGid, f.name, f.tileWidth, f.tileHeight, f.tileCount, f.tiles);
    }

    /** The tiles with properties; listed tiles without any are how an image-less tileset keeps its count. */
    private List<TiledTile> tiles(String path) {
        List<TiledTile> tiles = new ArrayList<>();
        in.array(path, (i, at) -> {
            JsonLocation start = in.location();
            Integer[] id = {null};
            TiledProperties[] properties = {TiledProperties.NONE};
            in.object(at, (name, field) -> {
                switch (name) {
                    case "id" -> id[0] = (int) in.unsigned(field, Integer.MAX_VALUE);
                    case "properties" -> properties[0] = properties(field);
                    default -> other(name, field, Set.of());
                }
            });
            require(id[0], start, at + ".id", "the tile id");
            if (!properties[0].isEmpty()) {
                tiles.add(new TiledTile(id[0], properties[0]));
            }
        });
        return tiles;
    }

    private TiledProperties properties(String path) {
        List<TiledProperty> list = new ArrayList<>();
        in.array(path, (i, at) -> list.add(property(at)));
        TiledProperties.duplicate(list).ifPresent(n -> {
            throw in.fail(TiledReadRules.PROPERTY_NAME_DUPLICATE, path, "unique property names", "two named \"" + n + "\"");
        });
        return new TiledProperties(list);
    }

    private TiledProperty property(String path) {
        JsonLocation start = in.location();
        String[] name = {null};
        String[] type = {"string"};
        Object[] value = {null};
        JsonLocation[] valueAt = {null};
        in.object(path, (field, at) -> {
            switch (field) {
                case "name" -> name[0] = in.text(at);
                case "type" -> type[0] = in.text(at);
                case "value" -> {
                    valueAt[0] = in.location();
                    value[0] = scalar(at);
                }
                default -> other(field, at, Set.of());
            }
        });
        require(name[0], start, path + ".name", "the property name");
        require(value[0], start, path + ".value", "the property value");
        String at = path + ".value";
        Object v = value[0];
        switch (type[0]) {
            case "string":
                if (v instanceof String s) {
                    return TiledProperty.of(name[0], s);
                }
                throw in.at(TiledReadRules.PROPERTY_VALUE_TYPE, valueAt[0], at, "a string", String.valueOf(v));
            case "int":
                if (v instanceof Long l && l == l.intValue()) {
                    return TiledProperty.of(name[0], l.intValue());
                }
                throw in.at(TiledReadRules.PROPERTY_VALUE_TYPE, valueAt[0], at, "a 32-bit integer", String.valueOf(v));
            case "float":
                if (v instanceof Number d) {
                    return TiledProperty.of(name[0], d.doubleValue());
                }
                throw in.at(TiledReadRules.PROPERTY_VALUE_TYPE, valueAt[0], at, "a number", String.valueOf(v));
            case "bool":
                if (v instanceof Boolean b) {
                    return TiledProperty.of(name[0], b);
                }
                throw in.at(TiledReadRules.PROPERTY_VALUE_TYPE, valueAt[0], at, "true or false", String.valueOf(v));
            default:
                throw in.at(TiledReadRules.PROPERTY_TYPE_UNSUPPORTED, start, path + ".type", "string, int, float or bool (the types mapharness keeps)",
                        "\"" + type[0] + "\"");
        }
    }

    /** A property value before its type is known (the type may follow it): String, Long, Double or Boolean. */
    private Object scalar(String path) {
        JsonToken t = in.token();
        if (t == JsonToken.VALUE_STRING) {
            return in.text(path);
        }
        if (t == JsonToken.VALUE_TRUE || t == JsonToken.VALUE_FALSE) {
            return in.bool(path);
        }
        if (t == JsonToken.VALUE_NUMBER_INT) {
            return in.wholeNumber(path);
        }
        if (t == JsonToken.VALUE_NUMBER_FLOAT) {
            return in.number(path);
        }
        throw in.fail(TiledReadRules.VALUE_TYPE, path, "a string, number or boolean", in.found());
    }

    private int positive(String path) {
        int v = in.intValue(path);
        if (v < 1) {
            throw in.fail(TiledReadRules.NUMBER_OUT_OF_RANGE, path, "a positive integer", Integer.toString(v));
        }
        return v;
    }

    private void fixed(String path, String expected) {
        String s = in.text(path);
        if (!s.equals(expected)) {
            throw in.fail(TiledReadRules.FIXED_VALUE, path, "\"" + expected + "\"", "\"" + s + "\"");
        }
    }

    private void other(String name, String path, Set<String> ignored) {
        if (!ignored.contains(name)) {
            notKept(path, "this field");
        }
        in.skip(path);
    }

    private void notKept(String path, String what) {
        violations.add(TiledViolationRules.FIELD_NOT_KEPT, Math.max(0, in.location().getByteOffset()), path, what + " is not kept by mapharness");
    }

    private <T> void require(T value, JsonLocation objectStart, String path, String expected) {
        if (value == null) {
            throw in.at(TiledReadRules.FIELD_MISSING, objectStart, path, expected, "no such field");
        }
    }
}
