package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DiffCommandTest {
    @TempDir
    Path dir;

    private Path file(String name, byte[] bytes) throws IOException {
        Path p = dir.resolve(name);
        Files.write(p, bytes);
        return p;
    }

    private static Set<String> fields(JsonNode list) {
        Set<String> out = new HashSet<>();
        list.forEach(d -> out.add(d.get("field").asText()));
        return out;
    }

    @Test
    void versions18And24DifferOnlyWhereTheTableSays() throws IOException {
        Path a = file("v18.wrp", OprwFiles.asVersion(18));
        Path b = file("v24.wrp", OprwFiles.asVersion(24));
        CliRun r = CliRun.run("diff", "--json", a.toString(), b.toString());
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        JsonNode root = new ObjectMapper().readTree(r.out());
        // 18 has the random array (zeros) and no primary texture; 24 has road connection types
        assertEquals(Set.of("version", "random", "primaryTexture",
                "roads[0].links[0].connectionTypes", "roads[1].links[0].connectionTypes"), fields(root.get("expected")));
        assertEquals(0, root.get("unexpected").size(), r::toString);
        assertEquals("agrees", root.get("status").asText());

        CliRun text = CliRun.run("diff", a.toString(), b.toString());
        assertEquals(ExitCodes.OK, text.exit(), text::toString);
        assertTrue(text.outLines().contains("  random  (RANDOM, in OPRW 17–20)"), text::toString);
        assertTrue(text.outLines().contains("  roads[0].links[0].connectionTypes  (ROAD_CONNECTION_TYPES, in OPRW 24–25)"),
                text::toString);
        assertTrue(text.outLines().contains("unexpected: none"), text::toString);
    }

    @Test
    void aTamperedFileExits1NamingTheField() throws IOException {
        byte[] good = OprwFiles.asVersion(24);
        Path a = file("ours.wrp", good);
        Path b = file("theirs.wrp", OprwFiles.replaceFloat(good, OprwFiles.OBJECT_X, OprwFiles.OBJECT_X + 1));
        CliRun r = CliRun.run("diff", a.toString(), b.toString());
        assertEquals(ExitCodes.FINDINGS, r.exit(), r::toString);
        assertTrue(r.outLines().contains("  objects[0].transform[9]"), r::toString);
        assertTrue(r.outLines().contains("      " + a + "    1234.5"), r::toString);
        assertTrue(r.outLines().contains("      " + b + "  1235.5"), r::toString);
        assertTrue(r.out().contains("result: 1 unexpected divergence"), r::toString);
        assertTrue(r.out().contains("expected (the version table explains these): none"), r::toString);
    }

    @Test
    void filesOfDifferentFormatsAreAUsageError() throws IOException {
        Path a = file("a.wrp", OprwFiles.asVersion(24));
        Path b = file("b.wrp", Wvr4Files.good());
        CliRun r = CliRun.run("diff", a.toString(), b.toString());
        assertEquals(ExitCodes.USAGE, r.exit(), r::toString);
        assertTrue(r.err().contains("is OPRW and"), r::toString);
        assertTrue(r.err().contains("is 4WVR"), r::toString);
    }

    @Test
    void aMissingFileExits3() throws IOException {
        Path a = file("a.wrp", OprwFiles.asVersion(24));
        CliRun r = CliRun.run("diff", a.toString(), dir.resolve("missing.wrp").toString());
        assertEquals(ExitCodes.UNREADABLE, r.exit(), r::toString);
        assertTrue(r.out().contains("missing.wrp: unreadable: [input/missing] no such file"), r::toString);
    }

    @Test
    void versionsModeComparesEveryVersionOfOneWorld() throws IOException {
        Path w = file("w.wrp", OprwFiles.asVersion(24));
        CliRun r = CliRun.run("diff", "--json", "--versions", "18,20,23,24,25", w.toString());
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        JsonNode root = new ObjectMapper().readTree(r.out());
        assertEquals("versions", root.get("mode").asText());
        assertEquals(5, root.get("sides").size());
        assertEquals("OPRW 25", root.get("sides").get(4).asText());
        assertEquals(Set.of("version", "random", "primaryTexture", "appId",
                "roads[0].links[0].connectionTypes", "roads[1].links[0].connectionTypes"), fields(root.get("expected")));
        assertEquals(0, root.get("unexpected").size());
        assertEquals(0, root.get("failures").size());
    }

    @Test
    void versionsModeNeedsOneOprwFileAndKnownVersions() throws IOException {
        Path w = file("w.wrp", OprwFiles.asVersion(24));
        Path wvr4 = file("e.wrp", Wvr4Files.good());
        assertEquals(ExitCodes.USAGE, CliRun.run("diff", "--versions", "18,24", w.toString(), w.toString()).exit());
        assertEquals(ExitCodes.USAGE, CliRun.run("diff", "--versions", "16,24", w.toString()).exit());
        assertEquals(ExitCodes.USAGE, CliRun.run("diff", "--versions", "24", w.toString()).exit());
        CliRun r = CliRun.run("diff", "--versions", "18,24", wvr4.toString());
        assertEquals(ExitCodes.USAGE, r.exit(), r::toString);
        assertTrue(r.err().contains("is 4WVR"), r::toString);
        assertEquals(ExitCodes.USAGE, CliRun.run("diff", w.toString()).exit(), "one file without --versions");
    }

    /**
     * The same $$M level with three numbers printed as a float32 fully (what a converter that keeps
     * float32 values writes) and one vertex moved: the tolerance absorbs the three and only them.
     */
    @Test
    void aToleranceAbsorbsNumbersPrintedOtherwiseAndSaysHowMany() throws IOException {
        String wed = Files.readString(CorpusPaths.of("mm/small.$$m"));
        String converted = wed.replace("94.5 -289.5 41.25   94.5", "94.50000762939453 -289.4999694824219 41.25   94.5")
                .replace("\t-20.75 22.75 -6.75", "\t-20.75 22.75 -6.7501");
        assertTrue(!converted.equals(wed) && converted.contains("-6.7501"), "the corpus level changed");
        Path a = file("converted.$$m", converted.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        Path b = file("wed.$$m", wed.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));

        CliRun exact = CliRun.run("diff", "--json", a.toString(), b.toString());
        assertEquals(ExitCodes.FINDINGS, exact.exit(), exact::toString);
        assertEquals(3, new ObjectMapper().readTree(exact.out()).get("unexpected").size());

        CliRun loose = CliRun.run("diff", "--json", "--tolerance", "1e-6", a.toString(), b.toString());
        assertEquals(ExitCodes.FINDINGS, loose.exit(), loose::toString);
        JsonNode root = new ObjectMapper().readTree(loose.out());
        assertEquals(Set.of("items[1].position.z"), fields(root.get("unexpected")), "1e-4 at 6.75 is no rounding");
        assertEquals(1e-6, root.get("tolerance").get("relative").asDouble());
        assertEquals(0, root.get("tolerance").get("ulps").asInt());
        assertEquals(2, root.get("tolerance").get("absorbed").asLong());

        Path html = dir.resolve("diff.html");
        CliRun text = CliRun.run("diff", "--tolerance", "1e-4", "--html", html.toString(), a.toString(), b.toString());
        assertEquals(ExitCodes.OK, text.exit(), text::toString);
        assertTrue(text.outLines().contains("tolerance: numbers within 0.0001 (|a − b| ≤ T·max(1, |a|, |b|)) count as"
                + " equal: 3 differing values absorbed"), text::toString);
        assertTrue(text.out().contains("result: no unexpected divergence"), text::toString);
        assertTrue(Files.readString(html).contains("3 differing values absorbed"));

        CliRun exactJson = CliRun.run("diff", "--json", b.toString(), b.toString());
        JsonNode none = new ObjectMapper().readTree(exactJson.out()).get("tolerance");
        assertEquals(0, none.get("absorbed").asLong());
        assertTrue(!CliRun.run("diff", b.toString(), b.toString()).out().contains("tolerance:"), "no line without one");
    }

    @Test
    void aToleranceOutOfRangeOrWithVersionsIsAUsageError() throws IOException {
        Path w = file("w.wrp", OprwFiles.asVersion(24));
        for (String[] bad : new String[][] {{"--tolerance", "-0.1"}, {"--tolerance", "NaN"}, {"--tolerance", "Infinity"},
            {"--ulps", "-1"}, {"--tolerance", "x"}}) {
            CliRun r = CliRun.run("diff", bad[0], bad[1], w.toString(), w.toString());
            assertEquals(ExitCodes.USAGE, r.exit(), r::toString);
        }
        CliRun r = CliRun.run("diff", "--ulps", "4", "--versions", "18,24", w.toString());
        assertEquals(ExitCodes.USAGE, r.exit(), r::toString);
        assertTrue(r.err().contains("--versions compares exactly"), r::toString);
        assertEquals(ExitCodes.OK, CliRun.run("diff", "--ulps", "4", "--tolerance", "0", w.toString(), w.toString()).exit());
    }

    @Test
    void helpSaysWhyFilesAreReadLenientlyAndListsExitCodes() {
        CliRun r = CliRun.run("diff", "--help");
        assertEquals(ExitCodes.OK, r.exit());
        assertTrue(r.out().contains("Files are read leniently"), r::toString);
        assertTrue(r.out().contains("what the games read"), r::toString);
        assertTrue(r.out().contains("--versions"), r::toString);
        assertTrue(r.out().contains("--tolerance=T") && r.out().contains("T·max(1,"), r::toString);
        assertTrue(r.out().contains("--ulps=N"), r::toString);
        assertTrue(r.out().contains("Exit codes:"), r::toString);
        assertTrue(CliRun.run("--help").out().contains("diff"), "registered as a command");
    }
}
