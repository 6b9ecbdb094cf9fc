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

class ConvertBatchTest {
    @TempDir
    Path dir;

    @Test
    void everyInputIsConvertedIntoTheDirectoryKeepingItsPathWithTheTargetsExtension() throws IOException {
        Path levels = Files.createDirectories(dir.resolve("levels/world1"));
        Files.copy(CorpusPaths.of("wwd/small.wwd"), levels.resolve("a.wwd"));
        Files.copy(CorpusPaths.of("wwd/medium.wwd"), dir.resolve("levels/b"));
        Path out = dir.resolve("out");
        CliRun r = CliRun.run("convert", "--to", "wwd-uncompressed", "--out-dir", out.toString(), "-j", "2",
                dir.resolve("levels").toString());
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        assertTrue(Files.isRegularFile(out.resolve("world1/a.wwd")), r::toString);
        assertTrue(Files.isRegularFile(out.resolve("b.wwd")), r::toString);
        // same format: the file's own bytes back
        assertEquals(Files.readAllBytes(levels.resolve("a.wwd")).length, Files.size(out.resolve("world1/a.wwd")));
    }

    @Test
    void twoInputsForOneOutputAndUnreadableOnesAreRefusedPerFile() throws IOException {
        Path a = Files.createDirectories(dir.resolve("a"));
        Path b = Files.createDirectories(dir.resolve("b"));
        Files.write(a.resolve("x.wrp"), Wvr4Files.good());
        Files.write(b.resolve("x.wrp"), Wvr4Files.good());
        Path out = dir.resolve("out");
        CliRun r = CliRun.run("convert", "--to", "8wvr", "--out-dir", out.toString(), "--json-lines",
                a.resolve("x.wrp").toString(), b.resolve("x.wrp").toString(), dir.resolve("missing.wrp").toString());
        String[] lines = r.out().split("\n");
        assertEquals(3, lines.length, r::toString);
        JsonNode first = new ObjectMapper().readTree(lines[0]);
        JsonNode second = new ObjectMapper().readTree(lines[1]);
        JsonNode third = new ObjectMapper().readTree(lines[2]);
        assertEquals("written", first.get("status").asText(), lines[0]);
        assertEquals("refused-write", second.get("status").asText(), lines[1]);
        assertTrue(second.get("refusal").get("reason").asText().contains("another input is converted to"), lines[1]);
        assertEquals("unreadable", third.get("status").asText(), lines[2]);
        assertEquals(ExitCodes.UNREADABLE, r.exit());
    }

    @Test
    void withoutOutDirConvertTakesExactlyInAndOut() throws IOException {
        Path a = Files.write(dir.resolve("a.wrp"), Wvr4Files.good());
        CliRun r = CliRun.run("convert", "--to", "8wvr", a.toString());
        assertEquals(ExitCodes.USAGE, r.exit(), r::toString);
        assertTrue(r.err().contains("give IN and OUT, or --out-dir DIR"), r::toString);
    }
}
