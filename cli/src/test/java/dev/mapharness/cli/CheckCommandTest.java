package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CheckCommandTest {
    @TempDir
    Path dir;

    private Path file(String name, byte[] bytes) throws IOException {
        Path p = dir.resolve(name);
        Files.write(p, bytes);
        return p;
    }

    @Test
    void conformingFileExits0() throws IOException {
        Path good = file("good.wrp", Wvr4Files.good());
        CliRun r = CliRun.run("check", good.toString());
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        assertEquals(good + ": conforms (4WVR)" + System.lineSeparator()
                + "  written by  unknown (one encoding per world and no known writer's mark)", r.out().strip());
    }

    @Test
    void violationsAreListedWithDecimalAndHexOffsetAndFieldAndExit1() throws IOException {
        Path bad = file("dup.wrp", Wvr4Files.duplicateIds());
        CliRun r = CliRun.run("check", bad.toString());
        assertEquals(ExitCodes.FINDINGS, r.exit(), r::toString);
        long at = Wvr4Files.OBJECTS_AT + 128 + 48;
        String hex = Long.toHexString(at).toUpperCase();
        assertTrue(r.out().contains("at byte " + at + " (0x" + hex + ")"), r::toString);
        assertTrue(r.out().contains("objects[1].id"), r::toString);
        assertTrue(r.out().contains("does not conform"), r::toString);
    }

    @Test
    void worstFileDecidesTheExitCode() throws IOException {
        Path good = file("good.wrp", Wvr4Files.good());
        Path dup = file("dup.wrp", Wvr4Files.duplicateIds());
        assertEquals(ExitCodes.FINDINGS, CliRun.run("check", good.toString(), dup.toString()).exit());
        CliRun r = CliRun.run("check", good.toString(), dup.toString(), dir.resolve("missing").toString());
        assertEquals(ExitCodes.UNREADABLE, r.exit());
        assertTrue(r.out().contains("3 files: 1 conform, 1 do not conform, 1 unreadable"), r::toString);
    }

    @Test
    void aDirectoryStandsForTheMapFilesUnderIt() throws IOException {
        Path tree = Files.createDirectories(dir.resolve("corpus/4wvr"));
        Files.write(tree.resolve("b.wrp"), Wvr4Files.good());
        Files.write(tree.resolve("a.WRP"), Wvr4Files.good());
        Files.writeString(tree.resolve("notes.hex"), "not a map, and not looked at");
        CliRun r = CliRun.run("check", dir.resolve("corpus").toString());
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        assertTrue(r.out().contains("a.WRP: conforms") && r.out().contains("b.wrp: conforms"), r::toString);
        assertTrue(r.out().indexOf("a.WRP") < r.out().indexOf("b.wrp"), "sorted by path: " + r.out());
        assertTrue(!r.out().contains("notes.hex"), r::toString);

        Path empty = Files.createDirectories(dir.resolve("empty"));
        CliRun none = CliRun.run("check", empty.toString());
        assertEquals(ExitCodes.UNREADABLE, none.exit(), none::toString);
        assertTrue(none.out().contains("is a directory with no map files (.$$m, .tmj, .wmp, .wrp, .wwd)"), none::toString);
    }

    @Test
    void binaryWmpbIsReadLikeAnyFormatAndACutOneSaysWhere() throws IOException {
        Path good = file("level.wmp", Files.readAllBytes(CorpusPaths.of("wmpb/small.wmp")));
        CliRun ok = CliRun.run("check", good.toString());
        assertEquals(ExitCodes.OK, ok.exit(), ok::toString);
        assertEquals(good + ": conforms (WMPB)" + System.lineSeparator()
                + "  written by  WED 8 / wmpio 1.30 (header comment), likely", ok.out().strip());
        Path cut = file("cut.wmp", new byte[] {'W', 'M', 'P', 'B', 1, 0, 0, 0});
        CliRun r = CliRun.run("check", cut.toString());
        assertEquals(ExitCodes.UNREADABLE, r.exit(), r::toString);
        assertTrue(r.out().contains(cut + ": unreadable: [read/truncated] at byte 4 (0x4), header"), r::toString);
    }

    @Test
    void recognisedButUnsupportedFormatExits3() throws IOException {
        Path oprw = file("world.wrp", Wvr4Files.oprw());
        CliRun r = CliRun.run("check", oprw.toString());
        assertEquals(ExitCodes.UNREADABLE, r.exit(), r::toString);
        assertTrue(r.out().contains("OPRW v29: recognised, not supported yet"), r::toString);
    }

    @Test
    void jsonListsFindingsWithStableFields() throws IOException {
        Path dup = file("dup.wrp", Wvr4Files.duplicateIds());
        Path trunc = file("trunc.wrp", Wvr4Files.truncated());
        CliRun r = CliRun.run("check", "--json", dup.toString(), trunc.toString());
        assertEquals(ExitCodes.UNREADABLE, r.exit());
        JsonNode root = new ObjectMapper().readTree(r.out());
        assertEquals("check", root.get("command").asText());
        assertEquals(3, root.get("exitCode").asInt());
        JsonNode first = root.get("files").get(0);
        assertEquals(dup.toString(), first.get("file").asText());
        assertEquals("does-not-conform", first.get("status").asText());
        assertEquals("4wvr", first.get("format").get("id").asText());
        JsonNode finding = first.get("findings").get(0);
        assertEquals("violation", finding.get("kind").asText());
        assertEquals(Wvr4Files.OBJECTS_AT + 128 + 48, finding.get("offset").asLong());
        assertEquals("objects[1].id", finding.get("field").asText());
        assertTrue(first.get("error").isNull());
        JsonNode second = root.get("files").get(1);
        assertEquals("unreadable", second.get("status").asText());
        assertEquals("malformed", second.get("error").get("reason").asText());
        assertTrue(second.get("error").get("offset").isNumber());
        assertTrue(second.get("error").get("field").asText().startsWith("textureNames["));
    }

    @Test
    void hostileFileNamesPrintEscaped() throws IOException {
        Path odd = file("it's \"odd\"\u001b[31m\nname.wrp", Wvr4Files.good());
        CliRun r = CliRun.run("check", odd.toString());
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        assertTrue(r.out().contains("it's \"odd\"\\x1B[31m\\x0Aname.wrp: conforms"), r::toString);
        assertEquals(2, r.out().lines().count(), "the newline in the name is escaped, not printed (the second line names the writer)");
        assertTrue(r.out().chars().noneMatch(c -> c == 0x1B), "no raw escape reaches the terminal");
        CliRun json = CliRun.run("check", "--json", odd.toString());
        assertTrue(json.out().chars().allMatch(c -> c == '\n' || c == '\r' || (c >= 0x20 && c < 0x7F)), json::toString);
        assertEquals(odd.toString(), new ObjectMapper().readTree(json.out()).get("files").get(0).get("file").asText());
    }
}
