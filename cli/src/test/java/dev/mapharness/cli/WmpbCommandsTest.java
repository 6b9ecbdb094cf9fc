package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every command that takes a map on binary WMP levels: the corpus's, one with a bad face and one cut short. */
class WmpbCommandsTest {
    private static final Path SMALL = CorpusPaths.of("wmpb/small.wmp");

    @TempDir
    Path dir;

    /** The small level with its first face's first vertex number set to 99 (its block has 8). */
    private Path badFace() throws IOException {
        byte[] b = Files.readAllBytes(SMALL);
        int faces = indexOf(b, new byte[] {17, 2, 3, 0});
        assertTrue(faces > 0, "the small level has a faces chunk");
        // chunk header (8 bytes), face count (u32), the face's vertex count (u16), its first vertex (u16)
        b[faces + 14] = 99;
        b[faces + 15] = 0;
        return Files.write(dir.resolve("bad-face.wmp"), b);
    }

    private static int indexOf(byte[] b, byte[] pattern) {
        outer:
        for (int i = 0; i + pattern.length <= b.length; i++) {
            for (int k = 0; k < pattern.length; k++) {
                if (b[i + k] != pattern[k]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    @Test
    void theCorpusLevelsConform() {
        CliRun r = CliRun.run("check", CorpusPaths.of("wmpb").toString());
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        assertTrue(r.out().contains("4 files: 4 conform"), r::toString);
    }

    @Test
    void aFaceNamingAMissingVertexIsAnErrorWithItsOffsetAndFieldPath() throws IOException {
        Path bad = badFace();
        int at = indexOf(Files.readAllBytes(bad), new byte[] {17, 2, 3, 0}) + 14;
        CliRun r = CliRun.run("check", bad.toString());
        assertEquals(ExitCodes.FINDINGS, r.exit(), r::toString);
        assertTrue(r.out().contains("does not conform (WMPB): 1 error"), r::toString);
        assertTrue(r.out().contains("error [wmpb/face-vertex-past-block]  at byte " + at + " (0x" + Integer.toHexString(at).toUpperCase() + ")"), r::toString);
        assertTrue(r.out().contains("root.children[0].children[0].data[2.5].faces") && r.out().contains("names vertex 99"),
                r::toString);
    }

    @Test
    void infoShowsTheHeaderAndTheObjectsByType() {
        CliRun r = CliRun.run("info", SMALL.toString());
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        assertTrue(r.out().contains("format           WMPB  (signature \"WMPB\")"), r::toString);
        assertTrue(r.out().contains("version          710"), r::toString);
        assertTrue(r.out().contains("extended entity  1") && r.out().contains("region           1"), r::toString);
    }

    @Test
    void diffNamesTheDifferingFieldAndBothValues() throws IOException {
        Path bad = badFace();
        CliRun r = CliRun.run("diff", SMALL.toString(), bad.toString());
        assertEquals(ExitCodes.FINDINGS, r.exit(), r::toString);
        assertTrue(r.outLines().contains("  root.children[0].children[0].data.faces[0][0]"), r::toString);
        assertTrue(r.outLines().stream().anyMatch(l -> l.startsWith("      " + SMALL) && l.endsWith(" 1")), r::toString);
        assertTrue(r.outLines().stream().anyMatch(l -> l.startsWith("      " + bad) && l.endsWith(" 99")), r::toString);
        assertTrue(r.out().contains("result: 1 unexpected divergence"), r::toString);
    }

    @Test
    void convertingToItsOwnFormatGivesTheSameBytes() throws IOException {
        Path out = dir.resolve("out.wmp");
        CliRun r = CliRun.run("convert", SMALL.toString(), out.toString(), "--to", "wmpb");
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        assertArrayEquals(Files.readAllBytes(SMALL), Files.readAllBytes(out));
        Path canonical = dir.resolve("canonical.wmp");
        assertEquals(ExitCodes.OK, CliRun.run("convert", SMALL.toString(), canonical.toString(), "--to", "wmpb",
                "--canonical").exit());
        assertArrayEquals(Files.readAllBytes(SMALL), Files.readAllBytes(canonical), "a binary level has one encoding");
    }

    @Test
    void conformanceRunsAWriterAndAReaderOverTheCorpusLevels() throws IOException {
        Path corpus = dir.resolve("corpus");
        Path c = Files.createDirectories(corpus.resolve("wmpb"));
        Files.copy(SMALL, c.resolve("small.wmp"));
        Files.copy(CorpusPaths.of("wmpb/hand-entity-in-groups.wmp"), c.resolve("hand-entity-in-groups.wmp"));
        CliRun writer = ConformanceWriterTest.runOn(corpus, "wmpb", "none", "--cases", "3");
        assertEquals(ExitCodes.OK, writer.exit(), writer::toString);
        assertEquals("5 cases: 5 pass", writer.outLines().get(writer.outLines().size() - 1), writer::toString);

        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String cmd = "'" + java + "' -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -cp '" + System.getProperty("java.class.path")
                + "' dev.mapharness.cli.StandInReader {in} {out} none";
        List<String> args = new ArrayList<>(List.of("conformance", "reader", "--format", "wmpb", "--corpus",
                corpus.toString(), "--cmd", cmd, "--json", "--cases", "0", "--shrink-runs", "0"));
        CliRun reader = CliRun.run(args.toArray(String[]::new));
        assertEquals(ExitCodes.OK, reader.exit(), reader::toString);
        JsonNode doc = new ObjectMapper().readTree(reader.out());
        // each level as it is, cut at a third and at two thirds, and overwritten three times
        assertEquals(12, doc.get("cases").size(), reader::toString);
    }
}
