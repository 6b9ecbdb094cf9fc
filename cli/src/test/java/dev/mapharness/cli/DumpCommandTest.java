package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mapharness.Codecs;
import dev.mapharness.format.ReadOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DumpCommandTest {
    @TempDir
    Path dir;

    @Test
    void dumpThenUndumpGivesACanonicalFileBackByteForByte() throws IOException {
        for (String file : List.of("1wvr/small.wrp", "4wvr/small.wrp", "8wvr/small.wrp", "oprw/v20-small.wrp",
                "wwd/medium-compressed.wwd", "wmp/small.wmp", "wmpb/small.wmp", "mm/small.$$m")) {
            Path json = dir.resolve("dump.json");
            Path back = dir.resolve("back");
            CliRun dump = CliRun.run("dump", CorpusPaths.of(file).toString(), "--out", json.toString());
            assertEquals(ExitCodes.OK, dump.exit(), dump::toString);
            CliRun undump = CliRun.run("undump", json.toString(), back.toString());
            assertEquals(ExitCodes.OK, undump.exit(), undump::toString);
            assertArrayEquals(Files.readAllBytes(CorpusPaths.of(file)), Files.readAllBytes(back), file);
        }
    }

    @Test
    void aFileInItsOwnLayoutComesBackByteForByteAndWithNoLayoutCanonically() throws IOException {
        // a level as WapMap writes it (zlib level 9, its checksum, its metadata after the stream) and a
        // text level laid out by hand: neither is the canonical encoding of its model
        for (String file : List.of("fuzz/wwd-decode/seeds/wapmap-compressed-meta.wwd", "fuzz/wmp-decode/seeds/hand-commented.wmp")) {
            byte[] in = Files.readAllBytes(CorpusPaths.of(file));
            byte[] canonical = Codecs.write(Codecs.read(in, ReadOptions.LENIENT).model());
            assertFalse(Arrays.equals(in, canonical), file);

            Path json = dir.resolve("dump.json");
            Path back = dir.resolve("back");
            assertEquals(ExitCodes.OK, CliRun.run("dump", CorpusPaths.of(file).toString(), "--out", json.toString()).exit());
            assertTrue(new ObjectMapper().readTree(json.toFile()).has("layout"), file);
            CliRun undump = CliRun.run("undump", json.toString(), back.toString());
            assertEquals(ExitCodes.OK, undump.exit(), undump::toString);
            assertArrayEquals(in, Files.readAllBytes(back), file);

            CliRun bare = CliRun.run("dump", "--no-layout", CorpusPaths.of(file).toString(), "--out", json.toString());
            assertEquals(ExitCodes.OK, bare.exit(), bare::toString);
            assertFalse(new ObjectMapper().readTree(json.toFile()).has("layout"), file);
            assertEquals(ExitCodes.OK, CliRun.run("undump", json.toString(), back.toString()).exit());
            assertArrayEquals(canonical, Files.readAllBytes(back), file);
        }
        assertTrue(CliRun.run("dump", "--help").out().contains("--no-layout"));
    }

    @Test
    void aLayoutThatIsNotItsFilesIsRefusedWithThePlaceAndNothingIsWritten() throws IOException {
        Path out = dir.resolve("out.wwd");
        ObjectMapper json = new ObjectMapper();
        JsonNode doc = json.readTree(CliRun.run("dump", CorpusPaths.of("fuzz/wwd-decode/seeds/wapmap-compressed-meta.wwd").toString()).out());
        ((com.fasterxml.jackson.databind.node.ObjectNode) doc.get("layout")).put("sha256", "0".repeat(64));
        Path tampered = Files.writeString(dir.resolve("t.json"), json.writeValueAsString(doc));
        CliRun r = CliRun.run("undump", tampered.toString(), out.toString());
        assertEquals(ExitCodes.UNREADABLE, r.exit(), r::toString);
        assertTrue(r.err().contains("/layout/sha256"), r::toString);
        assertFalse(Files.exists(out));
    }

    @Test
    void aModelTheWriterRefusesIsRefusedWithItsRuleAndNothingIsWritten() throws IOException {
        Path out = dir.resolve("out.wrp");
        ObjectMapper json = new ObjectMapper();
        JsonNode doc = json.readTree(CliRun.run("dump", CorpusPaths.of("4wvr/small.wrp").toString()).out());
        ((com.fasterxml.jackson.databind.node.ObjectNode) doc.get("model").get("objects").get(0).get("name")).put("text", "");
        Path refused = Files.writeString(dir.resolve("r.json"), json.writeValueAsString(doc));
        CliRun r = CliRun.run("undump", refused.toString(), out.toString());
        assertEquals(ExitCodes.FINDINGS, r.exit(), r::toString);
        assertTrue(r.err().contains("writer cannot represent this: [4wvr/write-object-name-empty] objects[0].name: "),
                r::toString);
        assertFalse(Files.exists(out));
    }

    @Test
    void everyFormatHasASchemaAndTheDumpNamesIt() throws IOException {
        ObjectMapper json = new ObjectMapper();
        for (String format : List.of("1wvr", "4wvr", "8wvr", "oprw", "wwd", "wmp", "wmpb", "mm", "tiled")) {
            CliRun r = CliRun.run("dump", "--schema", format);
            assertEquals(ExitCodes.OK, r.exit(), r::toString);
            JsonNode schema = json.readTree(r.out());
            assertEquals("https://json-schema.org/draft/2020-12/schema", schema.get("$schema").asText());
            assertTrue(schema.get("$id").asText().endsWith("/" + format + ".json"));
        }
        JsonNode doc = json.readTree(CliRun.run("dump", CorpusPaths.of("wwd/small.wwd").toString()).out());
        assertEquals(json.readTree(CliRun.run("dump", "--schema", "wwd").out()).get("$id"), doc.get("schema"));
        assertEquals(ExitCodes.USAGE, CliRun.run("dump", "--schema", "9wvr").exit());
        assertEquals(ExitCodes.USAGE, CliRun.run("dump").exit());
    }

    @Test
    void aDumpThatIsNotOneSaysWhereAndNothingIsWritten() throws IOException {
        Path out = dir.resolve("out.wwd");
        Path notJson = Files.writeString(dir.resolve("a.json"), "{\"dump\": ");
        CliRun r = CliRun.run("undump", notJson.toString(), out.toString());
        assertEquals(ExitCodes.UNREADABLE, r.exit());
        assertTrue(r.err().contains("not JSON"), r::toString);
        String good = CliRun.run("dump", CorpusPaths.of("wwd/small.wwd").toString()).out();
        Path wrongType = Files.writeString(dir.resolve("b.json"), good.replaceFirst("\"startX\" : -?\\d+", "\"startX\" : \"far\""));
        CliRun typed = CliRun.run("undump", wrongType.toString(), out.toString());
        assertEquals(ExitCodes.UNREADABLE, typed.exit(), typed::toString);
        assertTrue(typed.err().contains("/model/header/"), typed::toString);
        assertFalse(Files.exists(out));
        assertEquals(ExitCodes.UNREADABLE, CliRun.run("undump", dir.resolve("none.json").toString(), out.toString()).exit());
        assertEquals(ExitCodes.UNREADABLE, CliRun.run("dump", dir.resolve("none.wrp").toString()).exit());
    }
}
