package dev.mapharness.reports.dump;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import dev.mapharness.Codecs;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.oprw.OprwSourceLayout;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.oprw.OprwWriter;
import dev.mapharness.wwd.WwdChecksum;
import dev.mapharness.wwd.WwdLevel;
import dev.mapharness.wwd.WwdWriteStyle;
import dev.mapharness.wwd.WwdWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The dump's {@code "layout"}: the file itself, so that undumping gives a non-canonical file's bytes. */
class ModelJsonLayoutTest {
    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(com.fasterxml.jackson.databind.DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

    /** A compressed level as WapMap writes it: zlib level 9 ({@code 78 DA}) and WapMap's checksum formula. */
    private static byte[] wapMapLevel() throws IOException {
        WwdLevel level = (WwdLevel) read(Files.readAllBytes(ModelJsonTest.corpus().resolve("wwd/medium-compressed.wwd"))).model();
        return WwdWriter.write(level, WwdWriteStyle.WAPMAP);
    }

    /** A text level with a comment line, doubled spaces and numbers spelled other than canonically (1e2, 171.0). */
    private static byte[] handSpacedWmp() throws IOException {
        String text = new String(Files.readAllBytes(ModelJsonTest.corpus().resolve("wmp/small.wmp")), StandardCharsets.ISO_8859_1);
        String edited = "// laid out by hand\r\n" + text.replaceFirst("vertices 8", "vertices  8")
                .replaceFirst("-120\\.25 100 171 ", "-120.250 1e2 171.0 ");
        assertFalse(edited.equals(text), "the WMP edit found its places");
        return edited.getBytes(StandardCharsets.ISO_8859_1);
    }

    /** An OPRW v17 world whose elevation is an LZSS stream of literals only, a parse mapharness's encoder does not make. */
    private static byte[] literalElevationWorld() throws IOException {
        OprwWorld w = (OprwWorld) read(Files.readAllBytes(ModelJsonTest.corpus().resolve("oprw/v17-medium.wrp"))).model();
        return OprwWriter.write(w, OprwSourceLayout.empty(w.version())
                .with(OprwSourceLayout.Section.ELEVATION, w.elevation(), literalElevation(w)));
    }

    /**
     * BIS LZSS of literals only, as {@code BisLzssDecoder} reads it (docs/oprw.md): a flag byte of 1 bits
     * before every 8 literals, then the unsigned sum of the bytes as a little-endian u32.
     */
    private static byte[] literalElevation(OprwWorld w) {
        ByteBuffer cells = ByteBuffer.allocate(4 * w.elevation().size()).order(ByteOrder.LITTLE_ENDIAN);
        cells.asIntBuffer().put(w.elevation().bitsUnsafe());
        byte[] data = cells.array();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int sum = 0;
        for (int i = 0; i < data.length; i++) {
            if (i % 8 == 0) {
                out.write(data.length - i >= 8 ? 0xFF : (1 << (data.length - i)) - 1);
            }
            out.write(data[i]);
            sum += data[i] & 0xFF;
        }
        for (int k = 0; k < 4; k++) {
            out.write(sum >>> 8 * k);
        }
        return out.toByteArray();
    }

    private static Decoded<? extends MapModel> read(byte[] bytes) {
        return Codecs.read(bytes, ReadOptions.LENIENT);
    }

    /** The dump of a file with its layout, through JSON text as another tool would get it. */
    private static JsonNode dumpOf(byte[] file) throws IOException {
        Decoded<? extends MapModel> d = read(file);
        return JSON.readTree(JSON.writeValueAsString(ModelJson.dump(d.model(), file, d.layout())));
    }

    @Test
    void aFileInItsOwnLayoutDumpsWithItAndUndumpsToItsBytes() throws IOException {
        for (byte[] file : List.of(wapMapLevel(), handSpacedWmp(), literalElevationWorld())) {
            MapModel model = read(file).model();
            assertFalse(Arrays.equals(file, Codecs.write(model)), "the case is not canonical");
            JsonNode doc = dumpOf(file);
            List<String> members = new ArrayList<>();
            doc.fieldNames().forEachRemaining(members::add);
            assertEquals(List.of("dump", "format", "schema", "version", "model", "layout"), members);
            JsonNode layout = doc.get("layout");
            assertArrayEquals(file, Base64.getDecoder().decode(layout.get("source").asText()));
            assertEquals(file.length, layout.get("size").asInt());
            assertEquals(LayoutMember.sha256(file), layout.get("sha256").asText());
            assertTrue(schema(model.format()).validate(doc).isEmpty(), () -> schema(model.format()).validate(doc).toString());

            UndumpedFile back = ModelJson.undumpFile(doc);
            assertEquals(model, back.model());
            assertArrayEquals(file, back.write(), "with the layout: the file's bytes");

            ObjectNode without = doc.deepCopy();
            without.remove("layout");
            assertArrayEquals(Codecs.write(model), ModelJson.undumpFile(without).write(), "without: the canonical bytes");
            ObjectNode nulled = doc.deepCopy();
            nulled.putNull("layout");
            assertArrayEquals(Codecs.write(model), ModelJson.undumpFile(nulled).write(), "null: the canonical bytes");
            assertTrue(schema(model.format()).validate(nulled).isEmpty());
            assertEquals(JSON.readTree(JSON.writeValueAsString(ModelJson.dump(model))), without,
                    "the dump without its layout is the model-only dump");
        }
    }

    /**
     * Every way a WWD writer may lay a level out (section order, zlib level, checksum formula, bytes
     * between sections), compressed or not: each file comes back through its dump byte for byte.
     */
    @Test
    void everyWwdWriteStyleComesBackThroughItsDump() throws IOException {
        int withLayout = 0;
        int styles = 0;
        for (String corpusFile : List.of("wwd/medium.wwd", "wwd/medium-compressed.wwd")) {
            WwdLevel level = (WwdLevel) read(Files.readAllBytes(ModelJsonTest.corpus().resolve(corpusFile))).model();
            for (boolean grouped : new boolean[] {true, false}) {
                for (int deflate : new int[] {-1, 1, 2, 3, 4, 5, 6, 7, 8, 9}) {
                    for (WwdChecksum.Formula formula : WwdChecksum.Formula.values()) {
                        for (int gap : new int[] {0, 4}) {
                            byte[] file = WwdWriter.write(level, new WwdWriteStyle(grouped, deflate, formula, gap));
                            Decoded<? extends MapModel> d = read(file);
                            assertArrayEquals(file, Codecs.write(d.model(), d.layout()), "the layout rewrites it");
                            JsonNode doc = dumpOf(file);
                            assertArrayEquals(file, ModelJson.undumpFile(doc).write(),
                                    () -> corpusFile + " grouped " + grouped + " zlib " + deflate + " " + formula + " gap " + gap);
                            withLayout += doc.has("layout") ? 1 : 0;
                            styles++;
                        }
                    }
                }
            }
        }
        assertEquals(160, styles);
        assertTrue(withLayout >= 100, "most styles are not the canonical encoding: " + withLayout);
    }

    @Test
    void aCanonicalFileOrOneWhoseLayoutDoesNotRewriteItHasNoLayoutMember() throws IOException {
        byte[] canonical = Files.readAllBytes(ModelJsonTest.corpus().resolve("wwd/medium-compressed.wwd"));
        assertNull(dumpOf(canonical).get("layout"));
        Decoded<? extends MapModel> wapMap = read(wapMapLevel());
        // the layout of another file does not give this file back: the member would not be faithful
        assertNull(ModelJson.dump(wapMap.model(), canonical, wapMap.layout()).get("layout"));
        assertNull(ModelJson.dump(wapMap.model(), wapMapLevel(), java.util.Optional.empty()).get("layout"));
    }

    @Test
    void anEditedModelKeepsThePartsOfTheFileTheEditDidNotTouch() throws IOException {
        // a WWD level: the edited header is written with the file's zlib level and checksum formula
        ObjectNode wwd = (ObjectNode) dumpOf(wapMapLevel());
        ((ObjectNode) wwd.get("model").get("header")).put("startX", 4242);
        UndumpedFile level = ModelJson.undumpFile(wwd);
        assertEquals(4242, ((WwdLevel) level.model()).header().startX());
        byte[] written = level.write();
        assertArrayEquals(WwdWriter.write((WwdLevel) level.model(), WwdWriteStyle.WAPMAP), written);
        assertFalse(Arrays.equals(Codecs.write(level.model()), written), "not the canonical encoding");

        // an OPRW world: the edited object id is written, the file's own elevation stream is kept
        OprwWorld before = (OprwWorld) read(literalElevationWorld()).model();
        ObjectNode oprw = (ObjectNode) dumpOf(literalElevationWorld());
        ((ObjectNode) oprw.get("model")).put("maxObjectId", before.maxObjectId() + 1000);
        UndumpedFile world = ModelJson.undumpFile(oprw);
        byte[] worldOut = world.write();
        assertEquals(world.model(), read(worldOut).model(), "the edit is in the file");
        byte[] stream = literalElevation(before);
        assertTrue(indexOf(worldOut, stream) >= 0, "the literal elevation stream is kept");
        assertTrue(indexOf(Codecs.write(world.model()), stream) < 0, "the canonical encoding has another stream");

        // a text level: the light's new range is printed, the hand-laid block and comment are copied
        ObjectNode wmp = (ObjectNode) dumpOf(handSpacedWmp());
        JsonNode light = find(wmp.get("model").get("items"), i -> "WmpLight".equals(i.path("type").asText()));
        ((ObjectNode) light).put("range", 123.5);
        UndumpedFile text = ModelJson.undumpFile(wmp);
        byte[] out = text.write();
        assertEquals(text.model(), read(out).model(), "the edit is in the file");
        String s = new String(out, StandardCharsets.ISO_8859_1);
        assertTrue(s.startsWith("// laid out by hand\r\n") && s.contains("vertices  8") && s.contains("-120.250 1e2 171.0 "), s);
        assertTrue(s.contains("123.5"), s);
    }

    @Test
    void aLayoutThatIsNotItsFilesIsRefusedWithThePlace() throws IOException {
        ObjectNode doc = (ObjectNode) dumpOf(wapMapLevel());
        ObjectNode layout = (ObjectNode) doc.get("layout");
        byte[] source = Base64.getDecoder().decode(layout.get("source").asText());

        byte[] changed = source.clone();
        changed[changed.length / 2] ^= 1;
        assertRefused(doc, "/layout/sha256", l -> l.put("source", Base64.getEncoder().encodeToString(changed)));
        assertRefused(doc, "/layout/size", l -> l.put("source", Base64.getEncoder().encodeToString(Arrays.copyOf(source, 100))));
        assertRefused(doc, "/layout/size", l -> l.put("size", "many"));
        assertRefused(doc, "/layout/sha256", l -> l.put("sha256", LayoutMember.sha256(source).toUpperCase(java.util.Locale.ROOT)));
        assertRefused(doc, "/layout/sha256", l -> l.remove("sha256"));
        assertRefused(doc, "/layout/source", l -> l.put("source", "not*base64"));
        assertRefused(doc, "/layout/source", l -> l.remove("source"));
        assertRefused(doc, "/layout/extra", l -> l.put("extra", 1));
        // another format's file, with its true size and digest
        byte[] wmp = handSpacedWmp();
        DumpException e = assertRefused(doc, "/layout/source", l -> l.put("source", Base64.getEncoder().encodeToString(wmp))
                .put("size", wmp.length).put("sha256", LayoutMember.sha256(wmp)));
        assertTrue(e.getMessage().contains("not a WWD file"), e::getMessage);
        // a WWD whose sections do not read, with its true size and digest
        byte[] cut = Arrays.copyOf(source, 2000);
        assertThrows(MapFormatException.class, () -> read(cut));
        assertRefused(doc, "/layout/source", l -> l.put("source", Base64.getEncoder().encodeToString(cut))
                .put("size", cut.length).put("sha256", LayoutMember.sha256(cut)));
        ObjectNode notObject = doc.deepCopy();
        notObject.put("layout", 3);
        assertEquals("/layout", assertThrows(DumpException.class, () -> ModelJson.undumpFile(notObject)).pointer());
        assertEquals("/layout", assertThrows(DumpException.class, () -> ModelJson.undump(notObject)).pointer(),
                "the model-only reading checks the layout too");
        assertFalse(schema(Format.WWD).validate(notObject).isEmpty(), "the schema refuses it too");
    }

    @Test
    void aFormatWhoseFilesHaveOneEncodingTakesNoLayout() throws IOException {
        byte[] wrp = Files.readAllBytes(ModelJsonTest.corpus().resolve("4wvr/small.wrp"));
        ObjectNode doc = ModelJson.dump(read(wrp).model());
        doc.putObject("layout").put("source", Base64.getEncoder().encodeToString(wrp)).put("size", wrp.length)
                .put("sha256", LayoutMember.sha256(wrp));
        DumpException e = assertThrows(DumpException.class, () -> ModelJson.undumpFile(doc));
        assertEquals("/layout/source", e.pointer());
        assertTrue(e.getMessage().contains("no layout"), e::getMessage);
    }

    /**
     * Every file of the corpus (the format folders and every fuzz target's seeds and findings) that
     * mapharness rewrites byte for byte in its layout dumps and undumps to its bytes, with its layout
     * where the canonical encoding differs; every such dump validates against its format's schema.
     */
    @Test
    void everyCorpusFileThatRewritesExactlyDumpsAndUndumpsToItsBytes() throws IOException {
        Map<Format, Integer> exact = new EnumMap<>(Format.class);
        List<String> withLayout = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> s = Files.walk(ModelJsonTest.corpus())) {
            // the corpus module's sources and build output are not maps of the corpus
            Path src = ModelJsonTest.corpus().resolve("src");
            Path target = ModelJsonTest.corpus().resolve("target");
            files = s.filter(Files::isRegularFile).filter(p -> !p.startsWith(src) && !p.startsWith(target) && !p.endsWith("pom.xml"))
                    .sorted().toList();
        }
        for (Path file : files) {
            byte[] bytes = Files.readAllBytes(file);
            Decoded<? extends MapModel> d;
            try {
                d = read(bytes);
            } catch (MapFormatException e) {
                continue; // a seed that is meant not to read
            }
            if (ModelJson.modelClass(d.model().format()).isEmpty() || !rewritesExactly(d, bytes)) {
                continue;
            }
            JsonNode doc = dumpOf(bytes);
            assertArrayEquals(bytes, ModelJson.undumpFile(doc).write(), file::toString);
            assertEquals(!Arrays.equals(bytes, Codecs.write(d.model())), doc.has("layout"), file::toString);
            if (doc.has("layout")) {
                withLayout.add(ModelJsonTest.corpus().relativize(file).toString());
            }
            assertTrue(schema(d.model().format()).validate(doc).isEmpty(), () -> file + ": " + schema(d.model().format()).validate(doc));
            exact.merge(d.model().format(), 1, Integer::sum);
        }
        System.out.println("corpus files that rewrite exactly, by format: " + exact + "; with a layout member: " + withLayout);
        assertTrue(exact.values().stream().mapToInt(Integer::intValue).sum() >= 100, exact::toString);
        assertTrue(exact.keySet().containsAll(List.of(Format.WWD, Format.WMP_TEXT, Format.GAMESTUDIO_MAP, Format.OPRW)), exact::toString);
        assertTrue(withLayout.size() >= 3, "the corpus has non-canonical files that keep their layout: " + withLayout);
    }

    private static boolean rewritesExactly(Decoded<? extends MapModel> d, byte[] bytes) {
        try {
            return Arrays.equals(bytes, Codecs.write(d.model(), d.layout()));
        } catch (MapWriteException e) {
            return false;
        }
    }

    private static DumpException assertRefused(ObjectNode doc, String pointer, java.util.function.Consumer<ObjectNode> tamper) {
        ObjectNode copy = doc.deepCopy();
        tamper.accept((ObjectNode) copy.get("layout"));
        DumpException e = assertThrows(DumpException.class, () -> ModelJson.undumpFile(copy), pointer);
        assertEquals(pointer, e.pointer(), e::getMessage);
        return e;
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    private static JsonNode find(JsonNode array, Function<JsonNode, Boolean> which) {
        for (JsonNode n : array) {
            if (which.apply(n)) {
                return n;
            }
        }
        throw new AssertionError("none in " + array);
    }

    private static JsonSchema schema(Format format) {
        return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(DumpSchema.of(format));
    }
}
