package dev.mapharness.tiled;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.Codecs;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.Formats;
import dev.mapharness.format.ReadOptions;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class TiledCodecTest {
    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private static MapFormatException refused(String json) {
        return assertThrows(MapFormatException.class, () -> TiledCodec.INSTANCE.read(utf8(json), ReadOptions.STRICT));
    }

    private static String sample() {
        return new String(TiledCodec.INSTANCE.write(TiledSamples.everything()), StandardCharsets.UTF_8);
    }

    @Test
    void writtenMapReadsBackEqualWithNoViolations() {
        TiledMap m = TiledSamples.everything();
        for (ReadOptions o : List.of(ReadOptions.STRICT, ReadOptions.LENIENT)) {
            Decoded<TiledMap> d = TiledCodec.INSTANCE.read(TiledCodec.INSTANCE.write(m), o);
            assertEquals(List.of(), d.violations());
            assertEquals(m, d.model());
        }
    }

    /** The sample as Tiled 1.8.2 saved it (sorted keys, defaults left out, fields of its own, properties sorted). */
    @Test
    void mapSavedByTiledReadsAsTheSampleWithPropertiesSorted() throws IOException {
        byte[] saved;
        try (InputStream in = getClass().getResourceAsStream("saved-by-tiled-1.8.json")) {
            saved = in.readAllBytes();
        }
        Decoded<TiledMap> d = TiledCodec.INSTANCE.read(saved, ReadOptions.STRICT);
        assertEquals(List.of(), d.violations());
        assertEquals(TiledComparison.normalised(TiledSamples.everything()), TiledComparison.normalised(d.model()));
    }

    /**
     * The sample as the writer lays it out: every field Tiled requires, defaults included, objects one
     * field a line, cells on one line, every tile of a tileset listed, a final newline.
     */
    @Test
    void theSampleIsWrittenFieldByField() throws IOException {
        byte[] expected;
        try (InputStream in = getClass().getResourceAsStream("everything-as-written.json")) {
            expected = in.readAllBytes();
        }
        byte[] written = TiledWriter.write(TiledSamples.everything());
        assertEquals(new String(expected, StandardCharsets.UTF_8), new String(written, StandardCharsets.UTF_8));
        assertArrayEquals(expected, written);
    }

    @Test
    void detectionAndTheRegistryFindTiled() {
        byte[] b = TiledCodec.INSTANCE.write(TiledSamples.everything());
        assertEquals(Format.TILED, Formats.detect(b).orElseThrow().format());
        assertEquals(Format.TILED, Formats.detect(utf8("\uFEFF \n{ \r\n\t\"type\":\"map\"}")).orElseThrow().format());
        assertEquals(Format.GAMESTUDIO_MAP, Formats.detect(utf8("{ 1 2 3 }")).orElseThrow().format());
        assertEquals(Format.GAMESTUDIO_MAP, Formats.detect(utf8("{\n// brush\n")).orElseThrow().format());
        assertEquals(TiledSamples.everything(), Codecs.read(b, ReadOptions.STRICT).model());
        // Tiled saves the same map with other spacing and key order
        assertEquals(false, TiledCodec.INSTANCE.uniqueEncoding());
    }

    @Test
    void malformedJsonFailsWithLineAndColumn() {
        MapFormatException e = refused("{\n  \"width\": 3,\n  \"height\": ]\n}");
        assertEquals(3, e.line());
        assertTrue(e.column() > 1, e::getMessage);
        assertEquals("well-formed JSON", e.expected());
    }

    @Test
    void missingFieldIsNamedByItsPath() {
        String json = sample().replaceFirst("\"nextobjectid\" : 8,", "");
        MapFormatException e = refused(json);
        assertEquals("nextobjectid", e.field());
        assertEquals(1, e.line());
        String noLayerName = sample().replaceFirst("\"name\" : \"Back\",", "");
        assertEquals("layers[2].name", refused(noLayerName).field());
    }

    @Test
    void mistypedFieldIsNamedByItsPathAndPosition() {
        String json = sample().replace("\"opacity\" : 0.5", "\"opacity\" : \"half\"");
        MapFormatException e = refused(json);
        assertEquals("layers[0].opacity", e.field());
        assertEquals("a finite number", e.expected());
        assertTrue(e.found().contains("half"));
        int line = (int) json.lines().takeWhile(l -> !l.contains("\"half\"")).count() + 1;
        assertEquals(line, e.line());
        String badInt = sample().replace("\"value\" : 4000", "\"value\" : 4000.5");
        assertEquals("layers[0].properties[0].value", refused(badInt).field());
        String badGid = sample().replace("[0,1,2,5,10,11]", "[0,1,2,5,10,12]");
        assertEquals("layers[0].data[5]", refused(badGid).field());
    }

    @Test
    void rulesBetweenFieldsAreChecked() {
        String dupId = sample().replace("\"id\" : 7,", "\"id\" : 1,");
        assertEquals("layers[1].objects[1].id", refused(dupId).field());
        String shortData = sample().replace("[0,1,2,5,10,11]", "[0,1,2,5,10]");
        assertEquals("layers[0].data", refused(shortData).field());
        String dupProperty = sample().replace("\"name\" : \"wrap\"", "\"name\" : \"z\"");
        assertEquals("layers[0].properties", refused(dupProperty).field());
        String overlap = sample().replace("\"firstgid\" : 11", "\"firstgid\" : 10");
        assertEquals("tilesets[1].firstgid", refused(overlap).field());
    }

    /** Tiled numbers tilesets from 1 without gaps when it loads a map, and the cells with them: so does the reader. */
    @Test
    void firstGidsWithGapsAreRenumberedWithTheCells() {
        String gaps = sample().replace("\"firstgid\" : 11", "\"firstgid\" : 20").replace("\"firstgid\" : 1,", "\"firstgid\" : 3,")
                .replace("[0,1,2,5,10,11]", "[0,3,4,7,12,20]").replace("[11,0]", "[20,0]");
        Decoded<TiledMap> d = TiledCodec.INSTANCE.read(utf8(gaps), ReadOptions.STRICT);
        assertEquals(TiledSamples.everything(), d.model());
        assertEquals(List.of("tilesets[0].firstgid", "tilesets[1].firstgid"),
                d.violations().stream().map(v -> v.field()).toList());
        String unheld = gaps.replace("[0,3,4,7,12,20]", "[0,3,4,7,13,20]");
        assertEquals("layers[0].data[4]", refused(unheld).field());
    }

    /** Every tile of an image-less tileset is written out: 64 full tilesets and one more would make gigabytes. */
    @Test
    void tilesetsBeyondTheTileBudgetAreRefused() {
        StringBuilder json = new StringBuilder("{\"type\":\"map\",\"orientation\":\"orthogonal\",\"width\":1,"
                + "\"height\":1,\"tilewidth\":1,\"tileheight\":1,\"nextlayerid\":1,\"nextobjectid\":1,"
                + "\"layers\":[],\"tilesets\":[");
        int full = TiledValues.MAX_TILES / TiledTileset.MAX_TILE_COUNT;
        for (int i = 0; i <= full; i++) {
            json.append(i == 0 ? "" : ",").append("{\"firstgid\":").append(1 + (long) i * TiledTileset.MAX_TILE_COUNT)
                    .append(",\"name\":\"t\",\"tilewidth\":1,\"tileheight\":1,\"tilecount\":")
                    .append(TiledTileset.MAX_TILE_COUNT).append('}');
        }
        MapFormatException e = refused(json.append("]}").toString());
        assertEquals("tilesets[" + full + "].tilecount", e.field(), e::getMessage);
    }

    @Test
    void whatTheModelCannotHoldIsRefused() {
        assertEquals("orientation", refused(sample().replace("\"orthogonal\"", "\"isometric\"")).field());
        assertEquals("infinite", refused(sample().replace("\"infinite\" : false", "\"infinite\" : true")).field());
        assertEquals("properties[1].type", refused(sample().replace("\"type\" : \"int\"", "\"type\" : \"color\"")).field());
        assertEquals("properties[0].value", refused(sample().replace("Mónica", "M\\ud800nica")).field());
        assertEquals("properties[4].value", refused(sample().replace("1.0E300", "1.0E400")).field());
        assertEquals("properties[4].value", refused(sample().replace("1.0E300", "1.7976931348623157E308")).field());
        assertEquals("layers[0].type", refused(sample().replace("\"tilelayer\"", "\"group\"")).field());
    }

    /** Tiled saves numbers with 15 significant digits: the model holds them so, and Tiled saves them unchanged. */
    @Test
    void numbersAreHeldToTiledsFifteenDigits() {
        assertEquals(0.3, TiledProperty.of("x", 0.1 + 0.2).boxedValue());
        assertEquals(1.79769313486231e308, TiledProperty.of("x", 1.79769313486231e308).boxedValue());
        assertEquals(0.0, Double.doubleToRawLongBits((double) TiledProperty.of("x", -0.0).boxedValue()));
        String json = sample().replace("1.0E300", "0.30000000000000004").replace("\"opacity\" : 0.5", "\"opacity\" : 0.49999999999999999999");
        TiledMap m = TiledCodec.INSTANCE.read(utf8(json), ReadOptions.STRICT).model();
        assertEquals(0.3, m.properties().get("big").orElseThrow().boxedValue());
        assertEquals(0.5, m.tileLayers().get(0).opacity());
        assertThrows(IllegalArgumentException.class, () -> TiledProperty.of("x", Double.MAX_VALUE));
    }

    /** Tiled saves control characters unescaped and NUL as it is, and reads them back: so do we. */
    @Test
    void controlCharactersAsTiledSavesThemAreRead() {
        String json = sample().replace("Mónica", "M\u0000\u0001\u001f\tnica").replace("\"Officer\"", "\"Off\\u0000icer\"");
        TiledMap m = TiledCodec.INSTANCE.read(utf8(json), ReadOptions.STRICT).model();
        assertEquals("M\u0000\u0001\u001f\tnica \"M\" ✓", m.properties().get("author").orElseThrow().boxedValue());
        assertEquals(m, TiledCodec.INSTANCE.read(TiledCodec.INSTANCE.write(m), ReadOptions.STRICT).model());
    }

    @Test
    void hostileInputStopsAtJacksonsLimits() {
        String deep = "{\"editorsettings\":" + "[".repeat(100_000) + "]".repeat(100_000) + "}";
        MapFormatException e = refused(deep);
        assertEquals("well-formed JSON", e.expected());
        String longNumber = "{\"width\":" + "9".repeat(100_000) + "}";
        assertEquals("well-formed JSON", refused(longNumber).expected());
        assertEquals("width", refused("{\"width\":" + "9".repeat(500) + "}").field());
        assertEquals("well-formed JSON", refused("{\"width\":1,\"width\":2}").expected());
        assertEquals("", refused(sample() + "{}").field());
        assertEquals("", refused("").field());
        assertEquals("", refused("[]").field());
        assertEquals("", refused("\u00ff\u00fe").field());
    }

    @Test
    void unknownFieldsAreViolationsNotFailures() {
        String json = sample().replace("\"rotation\" : 0", "\"rotation\" : 45")
                .replace("\"draworder\" : \"index\"", "\"draworder\" : \"index\", \"tintcolor\" : \"#ff0000\"");
        Decoded<TiledMap> d = TiledCodec.INSTANCE.read(utf8(json), ReadOptions.STRICT);
        assertEquals(List.of("layers[1].tintcolor", "layers[1].objects[0].rotation", "layers[1].objects[1].rotation"),
                d.violations().stream().map(v -> v.field()).toList());
        assertEquals(TiledSamples.everything(), d.model());
    }
}
