package dev.mapharness.reports.dump;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import dev.mapharness.Codecs;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class ModelJsonTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    static Path corpus() {
        return Path.of(System.getProperty("mapharness.corpus", "../corpus"));
    }

    /** Every committed corpus map: the files in each format's corpus folder. */
    static List<Path> corpusMaps() throws IOException {
        List<Path> maps = new java.util.ArrayList<>();
        for (Format f : Format.values()) {
            if (f.corpusFolder().isPresent() && Files.isDirectory(corpus().resolve(f.corpusFolder().get()))) {
                try (Stream<Path> files = Files.list(corpus().resolve(f.corpusFolder().get()))) {
                    files.filter(Files::isRegularFile).filter(p -> f.extensions().stream()
                            .anyMatch(e -> p.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith("." + e)))
                            .sorted().forEach(maps::add);
                }
            }
        }
        return maps;
    }

    @Test
    void everyCorpusMapDumpsAndUndumpsToTheSameBytesAndItsSchemaValidatesTheDump() throws IOException {
        Map<Format, JsonSchema> schemas = new EnumMap<>(Format.class);
        int maps = 0;
        for (Path file : corpusMaps()) {
            byte[] bytes = Files.readAllBytes(file);
            var decoded = Codecs.read(bytes, ReadOptions.STRICT);
            MapModel model = decoded.model();
            // through text, as another tool would get it
            JsonNode doc = JSON.readTree(JSON.writeValueAsString(ModelJson.dump(model)));
            MapModel back = ModelJson.undump(doc);
            assertEquals(model, back, file::toString);
            // a hand-built text file keeps its writer's layout (the dump's "layout" member carries it)
            byte[] again = file.getFileName().toString().startsWith("hand-") ? Codecs.write(back, decoded.layout())
                    : Codecs.write(back);
            assertArrayEquals(bytes, again, file + ": a corpus file comes back byte for byte");
            JsonSchema schema = schemas.computeIfAbsent(model.format(), f -> JsonSchemaFactory
                    .getInstance(SpecVersion.VersionFlag.V202012).getSchema(DumpSchema.of(f)));
            Set<ValidationMessage> errors = schema.validate(doc);
            assertTrue(errors.isEmpty(), file + ": " + errors);
            maps++;
        }
        assertTrue(maps >= 38, "the corpus has its maps: " + maps);
        assertTrue(schemas.size() >= 7, "every format with corpus files was dumped: " + schemas.keySet());
    }

    @Test
    void aTiledMapDumpsAndUndumpsToTheSameModelAndBytes() throws IOException {
        // Tiled has no corpus folder: its fuzzing seed is a map the WWD → Tiled export wrote
        Path file = corpus().resolve("fuzz/tiled-decode/seeds/small-level.tmj");
        MapModel model = Codecs.read(Files.readAllBytes(file), ReadOptions.LENIENT).model();
        JsonNode doc = JSON.readTree(JSON.writeValueAsString(ModelJson.dump(model)));
        MapModel back = ModelJson.undump(doc);
        assertEquals(model, back);
        assertArrayEquals(Codecs.write(model), Codecs.write(back));
        JsonSchema schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(DumpSchema.of(Format.TILED));
        assertTrue(schema.validate(doc).isEmpty(), () -> schema.validate(doc).toString());
    }

    @Test
    void theSchemaRefusesWhatUndumpRefuses() throws IOException {
        Path file = corpus().resolve("4wvr/small.wrp");
        ObjectNode doc = ModelJson.dump(Codecs.read(Files.readAllBytes(file), ReadOptions.STRICT).model());
        JsonSchema schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(DumpSchema.of(Format.WVR4));
        ObjectNode extra = doc.deepCopy();
        ((ObjectNode) extra.get("model")).put("surprise", 1);
        assertTrue(!schema.validate(extra).isEmpty());
        DumpException e = assertThrows(DumpException.class, () -> ModelJson.undump(extra));
        assertEquals("/model/surprise", e.pointer());
    }

    @Test
    void hostileDocumentsAreRefusedWithThePlace() throws IOException {
        Path file = corpus().resolve("wwd/small.wwd");
        ObjectNode doc = ModelJson.dump(Codecs.read(Files.readAllBytes(file), ReadOptions.STRICT).model());
        String text = JSON.writeValueAsString(doc);
        // every truncation of the document's tree: drop each top-level model field in turn
        for (var it = doc.get("model").fieldNames(); it.hasNext(); ) {
            String field = it.next();
            ObjectNode cut = doc.deepCopy();
            ((ObjectNode) cut.get("model")).remove(field);
            DumpException e = assertThrows(DumpException.class, () -> ModelJson.undump(cut), field);
            assertEquals("/model/" + field, e.pointer());
        }
        assertThrows(DumpException.class, () -> ModelJson.undump(JSON.readTree(text.replace("\"wwd\"", "\"nope\""))));
        assertThrows(DumpException.class, () -> ModelJson.undump(JSON.readTree("[]")));
        assertThrows(DumpException.class, () -> ModelJson.undump(JSON.readTree(
                text.replace("\"version\":1", "\"version\":2"))));
    }

    @Test
    void everyFloatComesBackThroughJsonTextWhateverTheParserMakesOfIt() throws IOException {
        ObjectMapper exact = new ObjectMapper().enable(com.fasterxml.jackson.databind.DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);
        java.util.Random random = new java.util.Random(17);
        for (int i = 0; i < 200_000; i++) {
            float f = Float.intBitsToFloat(random.nextInt());
            String text = JSON.writeValueAsString(Numbers.ofFloat(f));
            for (ObjectMapper m : List.of(JSON, exact)) {
                float back = Numbers.toFloat(m.readTree(text), "");
                assertEquals(Float.floatToRawIntBits(f), Float.floatToRawIntBits(back), text);
            }
            double d = Double.longBitsToDouble(random.nextLong());
            String dtext = JSON.writeValueAsString(Numbers.ofDouble(d));
            for (ObjectMapper m : List.of(JSON, exact)) {
                assertEquals(Double.doubleToRawLongBits(d), Double.doubleToRawLongBits(Numbers.toDouble(m.readTree(dtext), "")), dtext);
            }
        }
    }

    @Test
    void floatsKeepTheirBitsNegativeZeroAndNaNPayloadsIncluded() {
        for (float f : new float[] {0f, -0f, 1.1f, Float.MIN_VALUE, Float.MAX_VALUE, Float.NaN,
                Float.intBitsToFloat(0x7FC00123), Float.NEGATIVE_INFINITY, 16777217f, 0.1f + 0.2f}) {
            JsonNode n = Numbers.ofFloat(f);
            assertEquals(Float.floatToRawIntBits(f), Float.floatToRawIntBits(Numbers.toFloat(n, "")), n::toString);
        }
        for (double d : new double[] {0d, -0d, 0.1 + 0.2, Double.MIN_VALUE, Double.MAX_VALUE,
                Double.longBitsToDouble(0x7FF8000000000123L), 1e-310}) {
            JsonNode n = Numbers.ofDouble(d);
            assertEquals(Double.doubleToRawLongBits(d), Double.doubleToRawLongBits(Numbers.toDouble(n, "")), n::toString);
        }
    }
}
