package dev.mapharness.tiled;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Violation;
import dev.mapharness.grid.IntGrid;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The reader field by field: each field the model needs, missing or holding what the model cannot
 * keep, is refused with its JSON path, what was expected and what was found; a field the model does
 * not keep is a warning at its path.
 */
class TiledReaderFieldsTest {
    private static final String SAMPLE = new String(TiledWriter.write(TiledSamples.everything()), StandardCharsets.UTF_8);

    private static MapFormatException refused(String json) {
        return assertThrows(MapFormatException.class,
                () -> TiledReader.read(json.getBytes(StandardCharsets.UTF_8), ReadOptions.LENIENT));
    }

    private static Decoded<TiledMap> read(String json) {
        return TiledReader.read(json.getBytes(StandardCharsets.UTF_8), ReadOptions.STRICT);
    }

    private static String replaced(String from, String to) {
        if (!SAMPLE.contains(from)) {
            throw new AssertionError("the sample has no " + from);
        }
        return SAMPLE.replaceFirst(java.util.regex.Pattern.quote(from), java.util.regex.Matcher.quoteReplacement(to));
    }

    /** Every field the model needs, renamed away: refused at its object's start with the field's path. */
    @ParameterizedTest(name = "{2}")
    @CsvSource(delimiter = '|', value = {
        "'\"width\" : 3,'                 | '\"w\" : 3,'          | width                  | the map width in tiles",
        "'\"height\" : 2,'                | '\"h\" : 2,'          | height                 | the map height in tiles",
        "'\"tilewidth\" : 64,'            | '\"tw\" : 64,'        | tilewidth              | the tile width in pixels",
        "'\"tileheight\" : 64,'           | '\"th\" : 64,'        | tileheight             | the tile height in pixels",
        "'\"nextlayerid\" : 4,'           | '\"nl\" : 4,'         | nextlayerid            | the next layer id",
        "'\"type\" : \"tilelayer\",'    | '\"t\" : \"tilelayer\",' | layers[0].type   | tilelayer or objectgroup",
        "'\"id\" : 1,\n    \"name\" : \"Action\"' | '\"i\" : 1,\n    \"name\" : \"Action\"' | layers[0].id | the layer id",
        "'\"y\" : 0,\n    \"width\" : 3' | '\"y\" : 0,\n    \"w\" : 3' | layers[0].width     | the layer width in tiles",
        "'\"height\" : 2,\n    \"opacity\"' | '\"h\" : 2,\n    \"opacity\"' | layers[0].height | the layer height in tiles",
        "'\"data\" : [0,1,2,5,10,11]'     | '\"d\" : [0,1,2,5,10,11]' | layers[0].data     | an array of gids",
        "'\"id\" : 1,\n      \"name\" : \"Officer\"' | '\"i\" : 1,\n      \"name\" : \"Officer\"' | layers[1].objects[0].id | the object id",
        "'\"x\" : 10.5,'                  | '\"xx\" : 10.5,'      | layers[1].objects[0].x | the x coordinate in pixels",
        "'\"y\" : 20.0,'                  | '\"yy\" : 20.0,'      | layers[1].objects[0].y | the y coordinate in pixels",
        "'\"firstgid\" : 1,'              | '\"fg\" : 1,'         | tilesets[0].firstgid   | the tileset's first gid",
        "'\"name\" : \"filled\",'       | '\"n\" : \"filled\",' | tilesets[1].name     | the tileset name",
        "'\"tilewidth\" : 32,'            | '\"tw\" : 32,'        | tilesets[1].tilewidth  | the tile width in pixels",
        "'\"tileheight\" : 32,'           | '\"th\" : 32,'        | tilesets[1].tileheight | the tile height in pixels",
        "'\"tilecount\" : 1,'             | '\"tc\" : 1,'         | tilesets[1].tilecount  | the number of tiles",
        "'\"name\" : \"author\",'       | '\"n\" : \"author\",' | properties[0].name   | the property name",
    })
    void aMissingFieldIsNamed(String from, String to, String path, String expected) {
        MapFormatException e = refused(replaced(from.replace("\\n", "\n"), to.replace("\\n", "\n")));
        assertEquals(path, e.field(), e::getMessage);
        assertEquals(expected, e.expected());
        assertEquals("no such field", e.found());
    }

    @Test
    void theTilesetsAndTheLayersMustBeThere() {
        String noTilesets = SAMPLE.substring(0, SAMPLE.indexOf(",\n  \"tilesets\"")) + "\n}\n";
        MapFormatException e = refused(noTilesets);
        assertEquals("tilesets", e.field());
        assertEquals("an array of tilesets", e.expected());
        assertEquals(0, e.offset());
        MapFormatException layers = refused("{\"width\":1,\"height\":1,\"tilewidth\":1,\"tileheight\":1,"
                + "\"nextlayerid\":1,\"nextobjectid\":1,\"tilesets\":[]}");
        assertEquals("layers", layers.field());
        assertEquals("an array of layers", layers.expected());
        MapFormatException objects = refused(replaced("\"objects\" : [", "\"objectz\" : ["));
        assertEquals("layers[1].objects", objects.field());
        assertEquals("an array of objects", objects.expected());
        MapFormatException value = refused(replaced("\"value\" : -5", "\"valu\" : -5"));
        assertEquals("properties[1].value", value.field());
        assertEquals("the property value", value.expected());
        MapFormatException tile = refused(replaced("\"id\" : 0\n    }", "\"idx\" : 0\n    }"));
        assertEquals("tilesets[0].tiles[0].id", tile.field());
        assertEquals("the tile id", tile.expected());
    }

    /** A value of the wrong kind: refused at its own position with what was found, shortened to 40 characters. */
    @ParameterizedTest(name = "{0} → {1}")
    @CsvSource(delimiter = '|', value = {
        "'\"width\" : 3'           | '\"width\" : {}'                    | width   | a 32-bit integer | an object",
        "'\"width\" : 3'           | '\"width\" : [1]'                   | width   | a 32-bit integer | an array",
        "'\"width\" : 3'           | '\"width\" : null'                  | width   | a 32-bit integer | null",
        "'\"width\" : 3'           | '\"width\" : 2147483648'            | width   | a 32-bit integer | 2147483648",
        "'\"width\" : 3'           | '\"width\" : 3.0'                   | width   | a 32-bit integer | 3.0",
        "'\"width\" : 3'           | '\"width\" : 0'                     | width   | a positive integer | 0",
        "'\"width\" : 3'           | '\"width\" : \"3\"'                 | width   | a 32-bit integer | a string \"3\"",
        "'\"width\" : 3'           | '\"width\" : \"0123456789012345678901234567890123456789\"' | width | a 32-bit integer | a string \"0123456789012345678901234567890123456789\"",
        "'\"width\" : 3'           | '\"width\" : \"0123456789012345678901234567890123456789x\"' | width | a 32-bit integer | a string \"0123456789012345678901234567890123456789…\"",
        "'\"visible\" : false'     | '\"visible\" : 0'                   | layers[0].visible | true or false | 0",
        "'\"name\" : \"Action\"'   | '\"name\" : 7'                      | layers[0].name | a string | 7",
        "'\"data\" : [0,1,2,5,10,11]' | '\"encoding\" : \"base64\", \"data\" : [0,1,2,5,10,11]' | layers[0].encoding | \"csv\" | \"base64\"",
        "'\"draworder\" : \"index\"' | '\"draworder\" : \"bottomup\"'    | layers[1].draworder | topdown or index | \"bottomup\"",
        "'\"type\" : \"map\"'      | '\"type\" : \"tileset\"'            | type    | \"map\" | \"tileset\"",
        "'[0,1,2,5,10,11]'         | '[0,1,2,5,10,4294967296]'           | layers[0].data[5] | a whole number 0..4294967295 | 4294967296",
        "'[0,1,2,5,10,11]'         | '[0,1,2,5,10,-1]'                   | layers[0].data[5] | a whole number 0..4294967295 | -1",
        "'[0,1,2,5,10,11]'         | '[0,1,2,5,10,18446744073709551616]' | layers[0].data[5] | a whole number 0..4294967295 | 18446744073709551616",
        "'[0,1,2,5,10,11]'         | '[0,1,2,5,10,4294967295]'           | layers[0].data[5] | 0 or a gid of a tileset | 4294967295",
        "'[0,1,2,5,10,11]'         | '\"AAAA\"'                          | layers[0].data | an array of gids (mapharness reads no base64 layers) | a string",
        "'\"id\" : 9,'             | '\"id\" : 2147483648,'              | tilesets[0].tiles[9].id | a whole number 0..2147483647 | 2147483648",
        "'\"tilecount\" : 1,'      | '\"tilecount\" : 1.5,'              | tilesets[1].tilecount | a 32-bit integer | 1.5",
        "'\"value\" : -5'          | '\"value\" : \"five\"'              | properties[1].value | a 32-bit integer | five",
        "'\"value\" : -5'          | '\"value\" : 2147483648'            | properties[1].value | a 32-bit integer | 2147483648",
        "'\"value\" : -5'          | '\"value\" : 1E20'                  | properties[1].value | a 32-bit integer | 1.0E20",
        "'\"value\" : -5'          | '\"value\" : 100000000000000000000' | properties[1].value | a 32-bit integer | 1.0E20",
        "'\"value\" : -5'          | '\"value\" : null'                  | properties[1].value | a string, number or boolean | null",
        "'\"value\" : -5'          | '\"value\" : [5]'                   | properties[1].value | a string, number or boolean | an array",
        "'\"value\" : 1.0\n'       | '\"value\" : true\n'                | properties[2].value | a number | true",
        "'\"value\" : true\n  }'   | '\"value\" : 1\n  }'                | properties[3].value | true or false | 1",
        "'\"value\" : \"Officer\"' | '\"value\" : 5'                     | layers[1].objects[0].properties[0].value | a string | 5",
    })
    void aValueOfTheWrongKindIsRefusedAtItsPlace(String from, String to, String path, String expected, String found) {
        String json = replaced(from.replace("\\n", "\n"), to.replace("\\n", "\n"));
        MapFormatException e = refused(json);
        assertEquals(path, e.field(), e::getMessage);
        assertEquals(expected, e.expected(), e::getMessage);
        assertEquals(found, e.found(), e::getMessage);
    }

    @Test
    void aListThatIsNotAnArrayIsRefusedAtTheList() {
        MapFormatException e = refused("{\"layers\" : {\"type\" : \"tilelayer\"}}");
        assertEquals("layers", e.field());
        assertEquals("an array", e.expected());
        assertEquals("an object", e.found());
    }

    /** A string that is not UTF-8 cannot be shown: what was found reads "?", and the failure is still the field's. */
    @Test
    void whatWasFoundWhenItCannotBeShown() {
        byte[] b = {'{', '"', 'w', 'i', 'd', 't', 'h', '"', ':', '"', (byte) 0xFF, '"', '}'};
        MapFormatException e = assertThrows(MapFormatException.class, () -> TiledReader.read(b, ReadOptions.LENIENT));
        assertEquals("width", e.field());
        assertEquals("a string \"?\"", e.found());
        try (JsonCursor c = new JsonCursor("{}".getBytes(StandardCharsets.UTF_8))) {
            assertEquals("the end of input", c.found());
        }
    }

    @Test
    void anEncodingOfCsvAndNoCompressionAreRead() {
        String json = replaced("\"data\" : [0,1,2,5,10,11]", "\"encoding\" : \"csv\", \"compression\" : \"\", \"data\" : [0,1,2,5,10,11]");
        Decoded<TiledMap> d = read(json);
        assertEquals(List.of(), d.violations());
        assertEquals(TiledSamples.everything(), d.model());
        assertEquals("layers[0].compression", refused(json.replace("\"compression\" : \"\"", "\"compression\" : \"zlib\"")).field());
    }

    /** Numbers where Tiled reads numbers: an int property of a float type, a huge whole number as a float. */
    @Test
    void wholeNumbersReadAsFloatsWhereTheTypeSaysSo() {
        TiledMap m = read(replaced("\"value\" : 1.0\n", "\"value\" : 100000000000000000000\n")).model();
        assertEquals(1e20, m.properties().get("f").orElseThrow().boxedValue());
        TiledMap small = read(replaced("\"value\" : 1.0\n", "\"value\" : 3\n")).model();
        assertEquals(3.0, small.properties().get("f").orElseThrow().boxedValue());
        TiledMap min = read(replaced("\"value\" : -5", "\"value\" : -2147483648")).model();
        assertEquals(Integer.MIN_VALUE, min.properties().get("n").orElseThrow().boxedValue());
    }

    @Test
    void aPropertyTypeTheModelDoesNotKeepIsRefusedAtTheProperty() {
        MapFormatException e = refused(replaced("\"type\" : \"bool\"", "\"type\" : \"file\""));
        assertEquals("properties[3].type", e.field());
        assertEquals("\"file\"", e.found());
        assertEquals("string, int, float or bool (the types mapharness keeps)", e.expected());
    }

    /** A property's type may come after its value, as in a map a script wrote. */
    @Test
    void aPropertyWhoseTypeFollowsItsValue() {
        TiledMap m = read(replaced("\"type\" : \"int\",\n    \"value\" : -5", "\"value\" : -5,\n    \"type\" : \"int\"")).model();
        assertEquals(-5, m.properties().get("n").orElseThrow().boxedValue());
        TiledMap untyped = read(replaced("\"type\" : \"string\",\n    \"value\" : \"M", "\"value\" : \"M")).model();
        assertEquals(TiledSamples.everything(), untyped);
    }

    @Test
    void tilesetsMustBeEmbedded() {
        MapFormatException e = refused(replaced("\"name\" : \"filled\",", "\"source\" : \"filled.tsj\","));
        assertEquals("tilesets[1].source", e.field());
        assertEquals("an embedded tileset", e.expected());
        assertEquals("an external tileset", e.found());
    }

    @Test
    void tiledOneNinesClassIsTheObjectsType() {
        TiledMap m = read(replaced("\"type\" : \"Enemy\"", "\"class\" : \"Enemy\"")).model();
        assertEquals(TiledSamples.everything(), m);
        TiledMap both = read(replaced("\"type\" : \"Enemy\"", "\"class\" : \"Other\", \"type\" : \"Enemy\"")).model();
        assertEquals("Enemy", both.objectGroups().get(0).objects().get(0).type());
    }

    /** What the model does not keep: a warning at the field, in both modes, and the rest of the map read. */
    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "'\"renderorder\" : \"right-down\"' | '\"renderorder\" : \"left-up\"'   | renderorder",
        "'\"draworder\" : \"index\"'        | '\"draworder\" : \"index\", \"offsetx\" : 2' | layers[1]",
        "'\"draworder\" : \"index\"'        | '\"draworder\" : \"index\", \"offsety\" : 2' | layers[1]",
        "'\"draworder\" : \"index\"'        | '\"draworder\" : \"index\", \"parallaxx\" : 2' | layers[1]",
        "'\"draworder\" : \"index\"'        | '\"draworder\" : \"index\", \"parallaxy\" : 2' | layers[1]",
        "'\"id\" : 9,'                      | '\"id\" : 9, \"type\" : \"wall\",' | tilesets[0].tiles[9].type",
        "'\"name\" : \"logic\",'            | '\"name\" : \"logic\", \"propertytype\" : \"x\",' | layers[1].objects[0].properties[0].propertytype",
        "'\"version\" : \"1.8\",'           | '\"version\" : \"1.8\", \"backgroundcolor\" : \"#000000\",' | backgroundcolor",
        "'\"x\" : 0,'                       | '\"x\" : 0, \"locked\" : true,' | layers[0].locked",
        "'\"columns\" : 0,'                 | '\"columns\" : 0, \"image\" : \"a.png\",' | tilesets[0].image",
        "'\"rotation\" : 0,'                | '\"rotation\" : 0, \"gid\" : 3,' | layers[1].objects[0].gid",
    })
    void whatTheModelDoesNotKeepIsAWarning(String from, String to, String path) {
        String json = replaced(from, to);
        for (ReadOptions o : List.of(ReadOptions.STRICT, ReadOptions.LENIENT)) {
            Decoded<TiledMap> d = TiledReader.read(json.getBytes(StandardCharsets.UTF_8), o);
            assertEquals(1, d.violations().size(), d.violations()::toString);
            Violation v = d.violations().get(0);
            assertEquals(path, v.field());
            assertEquals(dev.mapharness.format.Severity.WARNING, v.severity());
            assertEquals(TiledSamples.everything(), d.model());
        }
    }

    /** The offset of a warning is that of the token it is about. */
    @Test
    void aWarningPointsAtItsField() {
        String json = replaced("\"renderorder\" : \"right-down\"", "\"renderorder\" : \"left-up\"");
        Violation v = read(json).violations().get(0);
        assertEquals(json.indexOf("\"left-up\""), v.offset());
        String renumbered = replaced("\"firstgid\" : 11", "\"firstgid\" : 12").replace("[11,0]", "[12,0]")
                .replace("[0,1,2,5,10,11]", "[0,1,2,5,10,12]");
        Violation r = read(renumbered).violations().get(0);
        assertEquals("tilesets[1].firstgid", r.field());
        assertEquals(0, r.offset());
        assertEquals("renumbered from 12 to 11, as Tiled numbers tilesets without gaps", r.message());
    }

    /**
     * With first gids renumbered, a cell no tileset holds in the file's numbering is refused, the first
     * cell too, though in the new numbering its gid would be held.
     */
    @Test
    void anUnheldGidInTheFirstCellIsRefused() {
        String gaps = replaced("\"firstgid\" : 11", "\"firstgid\" : 20").replace("\"firstgid\" : 1,", "\"firstgid\" : 3,")
                .replace("[0,1,2,5,10,11]", "[0,3,4,7,12,20]").replace("[11,0]", "[1,0]");
        MapFormatException e = refused(gaps);
        assertEquals("layers[2].data[0]", e.field());
        assertEquals("0 or a gid of a tileset", e.expected());
        assertEquals("1", e.found());
    }

    @Test
    void aLayerOfOtherThanWidthTimesHeightCellsIsRefused() {
        MapFormatException e = refused(replaced("[0,1,2,5,10,11]", "[0,1,2,5,10]"));
        assertEquals("layers[0].data", e.field());
        assertEquals("width × height = 6 gids", e.expected());
        assertEquals("5 gids", e.found());
    }

    /** An object group's own properties are written and read back. */
    @Test
    void anObjectGroupsPropertiesRoundTrip() {
        TiledMap m = TiledSamples.everything();
        TiledObjectGroup g = m.objectGroups().get(0);
        TiledObjectGroup withProperties = new TiledObjectGroup(g.id(), g.name(), g.drawOrder(), 0.75, false, g.objects(),
                TiledProperties.of(TiledProperty.of("layer", "enemies")));
        TiledMap changed = new TiledMap(m.width(), m.height(), m.tileWidth(), m.tileHeight(), m.nextLayerId(),
                m.nextObjectId(), List.of(m.layers().get(0), withProperties, m.layers().get(2)), m.tilesets(), m.properties());
        assertEquals(changed, TiledReader.read(TiledWriter.write(changed), ReadOptions.STRICT).model());
    }

    /** A layer of more cells than the reader's first guess (1024) grows its array as the gids come. */
    @Test
    void aLayerOfManyCellsIsReadWhole() {
        int[] cells = new int[45 * 50];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = i % 12;
        }
        TiledMap m = TiledSamples.everything();
        TiledTileLayer big = TiledTileLayer.plain(3, "Back", IntGrid.of(45, 50, cells));
        TiledMap withBig = new TiledMap(m.width(), m.height(), m.tileWidth(), m.tileHeight(), m.nextLayerId(),
                m.nextObjectId(), List.of(m.layers().get(0), m.layers().get(1), big), m.tilesets(), m.properties());
        assertEquals(withBig, TiledReader.read(TiledWriter.write(withBig), ReadOptions.STRICT).model());
    }

    @Test
    void layerAndObjectIdsMustStayBelowTheNextIds() {
        MapFormatException layer = refused(replaced("\"nextlayerid\" : 4", "\"nextlayerid\" : 3"));
        assertEquals("layers[2].id", layer.field());
        assertEquals("a unique id below nextlayerid 3", layer.expected());
        assertEquals("3", layer.found());
        MapFormatException object = refused(replaced("\"nextobjectid\" : 8", "\"nextobjectid\" : 7"));
        assertEquals("layers[1].objects[1].id", object.field());
        assertEquals("7", object.found());
        MapFormatException twice = refused(replaced("\"id\" : 3,", "\"id\" : 1,"));
        assertEquals("layers[2].id", twice.field());
    }
}
