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

class InfoCommandTest {
    @TempDir
    Path dir;

    private Path file(String name, byte[] bytes) throws IOException {
        Path p = dir.resolve(name);
        Files.write(p, bytes);
        return p;
    }

    @Test
    void showsFormatEvidenceSizeAndSummary() throws IOException {
        byte[] bytes = Wvr4Files.good();
        Path good = file("good.wrp", bytes);
        CliRun r = CliRun.run("info", good.toString());
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        assertTrue(r.out().startsWith(good + System.lineSeparator()), r::toString);
        assertTrue(r.out().contains("4WVR  (signature \"4WVR\")"), r::toString);
        assertTrue(r.out().contains(String.format("%,d bytes", bytes.length)), r::toString);
        assertTrue(r.out().contains("3 × 2"), r::toString);
        assertTrue(r.out().matches("(?s).*objects +2\\R.*"), r::toString);
        assertTrue(r.out().matches("(?s).*violations +none\\R.*"), r::toString);
    }

    @Test
    void strictByDefaultLenientOnRequest() throws IOException {
        Path garbage = file("garbage.wrp", Wvr4Files.garbageAfterEnd());
        assertEquals(ExitCodes.UNREADABLE, CliRun.run("info", garbage.toString()).exit());
        CliRun lenient = CliRun.run("info", "--lenient", garbage.toString());
        assertEquals(ExitCodes.OK, lenient.exit(), lenient::toString);
        assertTrue(lenient.out().contains("trailing bytes"), lenient::toString);
        assertTrue(lenient.out().matches("(?s).*violations +1 \\(1 warning\\)\\R.*"), lenient::toString);
        assertTrue(lenient.out().contains("5 bytes after the empty-name record"), lenient::toString);
    }

    @Test
    void unsupportedFormatIsNamedNotRead() throws IOException {
        Path oprw = file("world.wrp", Wvr4Files.oprw());
        CliRun r = CliRun.run("info", oprw.toString());
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        assertTrue(r.out().contains("OPRW v29"), r::toString);
        assertTrue(r.out().contains("recognised, not supported yet"), r::toString);
    }

    @Test
    void jsonHasTheFields() throws IOException {
        Path good = file("good.wrp", Wvr4Files.good());
        Path oprw = file("world.wrp", Wvr4Files.oprw());
        CliRun r = CliRun.run("info", "--json", "--lenient", good.toString(), oprw.toString());
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        JsonNode root = new ObjectMapper().readTree(r.out());
        assertEquals("info", root.get("command").asText());
        JsonNode f = root.get("files").get(0);
        assertEquals(Wvr4Files.good().length, f.get("size").asLong());
        assertEquals("4WVR", f.get("format").get("label").asText());
        assertEquals("signature \"4WVR\"", f.get("format").get("evidence").asText());
        assertEquals("lenient", f.get("mode").asText());
        assertEquals(2, f.get("summary").get("objects").asInt());
        assertTrue(f.get("violations").isArray());
        JsonNode o = root.get("files").get(1);
        assertEquals("unsupported-format", o.get("error").get("reason").asText());
        assertEquals(false, o.get("format").get("supported").asBoolean());
        assertTrue(o.get("summary").isNull());
    }
}
