package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code info}, {@code check} and {@code dump} name the tool that most likely wrote each file (docs/provenance.md). */
class WrittenByTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void infoPrintsAWrittenByLine() {
        CliRun r = CliRun.run("info", CorpusPaths.of("wwd/small.wwd").toString(), CorpusPaths.of("wmp/small.wmp").toString());
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        assertTrue(r.out().lines().anyMatch(l -> l.matches(" {2}written by +WapWorld \\(retail checksum formula, section order\\), likely")),
                r::toString);
        assertTrue(r.out().lines().anyMatch(l -> l.matches(" {2}written by +mapharness \\S+ \\(canonical print, no header\\), likely")),
                r::toString);
    }

    @Test
    void checkNamesTheWriterInTextJsonAndJunit() throws Exception {
        String oprw = CorpusPaths.of("oprw/v24-small.wrp").toString();
        CliRun text = CliRun.run("check", oprw);
        assertEquals(ExitCodes.OK, text.exit(), text::toString);
        assertTrue(text.out().lines().anyMatch(l -> l.startsWith("  written by  mapharness ")
                && l.endsWith("(compressed streams, quad-tree shapes), likely")), text::toString);

        CliRun json = CliRun.run("check", "--json", oprw);
        JsonNode writer = JSON.readTree(json.out()).get("files").get(0).get("writer");
        assertTrue(writer.get("name").asText().startsWith("mapharness "), writer::toString);
        assertEquals("likely", writer.get("confidence").asText());
        assertFalse(writer.get("evidence").isEmpty());

        Path xml = dir.resolve("check.xml");
        CliRun junit = CliRun.run("check", "--junit", xml.toString(), CorpusPaths.of("8wvr/terrain-builder.wrp").toString());
        assertEquals(ExitCodes.OK, junit.exit(), junit::toString);
        String report = Files.readString(xml);
        assertTrue(report.contains("<property name=\"writer\" value=\"Terrain Builder\">"), report);
        assertTrue(report.contains("<property name=\"writer.confidence\" value=\"likely\">"), report);
    }

    @Test
    void anUnreadableMapBuilderFileIsStillNamedFromItsBytes() throws Exception {
        Path mm = dir.resolve("export.$$m");
        Files.write(mm, "// Exported by MapBuilder for 3D GameStudio\r\n\r\nversion 711\r\n\r\n{ //level\r\n\t0\r\n"
                .getBytes(StandardCharsets.ISO_8859_1));
        CliRun r = CliRun.run("check", mm.toString());
        assertEquals(ExitCodes.UNREADABLE, r.exit(), r::toString);
        assertTrue(r.out().contains("  written by  MapBuilder for 3D GameStudio (header comment), certain"), r::toString);
        CliRun info = CliRun.run("info", "--json", mm.toString());
        assertEquals("MapBuilder for 3D GameStudio",
                JSON.readTree(info.out()).get("files").get(0).get("writer").get("name").asText(), info::toString);
    }

    @Test
    void dumpHasAWriterThatUndumpIgnoresAndNoLayoutLeavesOut() throws Exception {
        Path file = CorpusPaths.of("wwd/medium-compressed.wwd");
        Path json = dir.resolve("level.json");
        CliRun dump = CliRun.run("dump", file.toString(), "--out", json.toString());
        assertEquals(ExitCodes.OK, dump.exit(), dump::toString);
        JsonNode doc = JSON.readTree(json.toFile());
        assertEquals("WapWorld", doc.get("writer").get("name").asText());
        Path back = dir.resolve("back.wwd");
        CliRun undump = CliRun.run("undump", json.toString(), back.toString());
        assertEquals(ExitCodes.OK, undump.exit(), undump::toString);
        assertArrayEquals(Files.readAllBytes(file), Files.readAllBytes(back));
        CliRun bare = CliRun.run("dump", "--no-layout", file.toString());
        assertFalse(JSON.readTree(bare.out()).has("writer"), bare::toString);
    }
}
