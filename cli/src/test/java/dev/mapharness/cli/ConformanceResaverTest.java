package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The re-saver runner driven over the stand-in re-saver: faithful, corrupting, checksum-breaking, crashing, hanging. */
class ConformanceResaverTest {
    @TempDir
    Path dir;

    /** A corpus of two WWD levels (one compressed) and a text WMP whose spelling is not mapharness's own. */
    private Path corpus() throws IOException {
        Path wwd = Files.createDirectories(dir.resolve("corpus/wwd"));
        for (String f : List.of("small.wwd", "medium-compressed.wwd")) {
            Files.copy(CorpusPaths.of("wwd/" + f), wwd.resolve(f), StandardCopyOption.REPLACE_EXISTING);
        }
        Path wmp = Files.createDirectories(dir.resolve("corpus/wmp"));
        Files.copy(CorpusPaths.of("fuzz/wmp-decode/seeds/hand-commented.wmp"), wmp.resolve("commented.wmp"),
                StandardCopyOption.REPLACE_EXISTING);
        return dir.resolve("corpus");
    }

    static String tool(String bug) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return "'" + java + "' -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xshare:auto -cp '" + System.getProperty("java.class.path")
                + "' dev.mapharness.cli.StandInResaver {in} {out} " + bug;
    }

    private CliRun run(String format, String bug, String... more) throws IOException {
        List<String> args = new ArrayList<>(List.of("conformance", "resaver", "--format", format,
                "--corpus", corpus().toString(), "--cmd", tool(bug)));
        args.addAll(Arrays.asList(more));
        if (!args.contains("--cases")) {
            args.addAll(List.of("--cases", "0"));
        }
        if (!args.contains("--shrink-runs")) {
            args.addAll(List.of("--shrink-runs", "0"));
        }
        return CliRun.run(args.toArray(String[]::new));
    }

    private static JsonNode cases(CliRun r) throws IOException {
        return new ObjectMapper().readTree(r.out()).get("cases");
    }

    @Test
    void aFaithfulResaverPassesEveryCaseEvenByTheByte() throws IOException {
        CliRun r = run("wwd", "copy", "--exact", "--cases", "2");
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        assertEquals("4 cases: 4 pass", r.outLines().get(r.outLines().size() - 1), r::toString);
        assertTrue(r.out().contains("pass      wwd/corpus/medium-compressed"), r::toString);
        assertTrue(r.out().contains("pass      wwd/generated/0-0001"), r::toString);
    }

    @Test
    void anotherSpellingOfTheSameModelPassesUnlessExactIsAsked() throws IOException {
        assertEquals(ExitCodes.OK, run("wmp", "rewrite").exit());
        CliRun exact = run("wmp", "rewrite", "--exact", "--json");
        assertEquals(ExitCodes.FINDINGS, exact.exit(), exact::toString);
        JsonNode c = cases(exact).get(0);
        assertEquals("fail", c.get("verdict").asText(), c::toString);
        assertEquals("[\"bytes\"]", c.get("fields").toString(), c::toString);
        assertTrue(c.get("reasons").toString().contains("not the input's bytes: the first difference is at byte"), c::toString);
    }

    @Test
    void aChangedValueFailsWithTheFieldAndBothValues() throws IOException {
        CliRun r = run("wwd", "rename", "--json");
        assertEquals(ExitCodes.FINDINGS, r.exit(), r::toString);
        for (JsonNode c : cases(r)) {
            assertEquals("fail", c.get("verdict").asText(), c::toString);
            assertTrue(c.get("fields").toString().contains("header.name"), c::toString);
            assertTrue(c.get("reasons").toString().contains("the saved file Resaved")
                    || c.get("reasons").toString().contains("\\\"Resaved\\\""), c::toString);
        }
    }

    @Test
    void aChecksumTheInputGotRightIsANewWarningAndFails() throws IOException {
        CliRun r = run("wwd", "wrong-checksum", "--json");
        assertEquals(ExitCodes.FINDINGS, r.exit(), r::toString);
        JsonNode small = cases(r).get(1);
        assertEquals("wwd/corpus/small", small.get("case").asText());
        assertEquals("fail", small.get("verdict").asText(), small::toString);
        assertEquals("[\"header.checksum\"]", small.get("fields").toString(), small::toString);
        assertTrue(small.get("reasons").get(0).asText().startsWith("warning [wwd/checksum-unknown-formula] at byte 748 (0x2EC)"
                + " header.checksum"), small::toString);
        assertTrue(small.get("reasons").get(0).asText().endsWith("(the input has none)"), small::toString);
    }

    @Test
    void mutingTheChecksumRuleLetsAWrongChecksumPassButNotAChangedValue() throws IOException {
        CliRun muted = run("wwd", "wrong-checksum", "--ignore", "wwd/checksum-unknown-formula", "--no-config");
        assertEquals(ExitCodes.OK, muted.exit(), muted::toString);
        assertTrue(muted.err().contains("rule setting: wwd/checksum-unknown-formula ignored (command line)"), muted::toString);
        CliRun noted = run("wwd", "wrong-checksum", "--severity", "wwd/checksum-unknown-formula=note", "--no-config");
        assertEquals(ExitCodes.OK, noted.exit(), "a note never fails a case: " + noted);
        CliRun renamed = run("wwd", "rename", "--ignore", "wwd/checksum-unknown-formula", "--no-config");
        assertEquals(ExitCodes.FINDINGS, renamed.exit(), "real failures still show: " + renamed);
        Path config = Files.writeString(dir.resolve("rules.json"), "{\"ignore\": [\"wwd/checksum-unknown-formul\"]}");
        CliRun bad = run("wwd", "wrong-checksum", "--config", config.toString());
        assertEquals(ExitCodes.USAGE, bad.exit(), bad::toString);
        assertTrue(bad.err().contains(config + ":1:13: unknown rule id"), bad::toString);
    }

    @Test
    void crashesGarbageAndHangsHaveTheirVerdicts() throws IOException {
        JsonNode crash = cases(run("wwd", "exit-3", "--json")).get(0);
        assertEquals("crash", crash.get("verdict").asText(), crash::toString);
        assertTrue(crash.get("stderr").asText().contains("cannot save this"), crash::toString);
        JsonNode garbage = cases(run("wwd", "garbage", "--json")).get(0);
        assertEquals("fail", garbage.get("verdict").asText(), garbage::toString);
        assertTrue(garbage.get("reasons").get(0).asText().startsWith("the saved file does not read"), garbage::toString);
        JsonNode hang = cases(run("wwd", "hang", "--json", "--timeout", "2s")).get(0);
        assertEquals("timeout", hang.get("verdict").asText(), hang::toString);
        CliRun absent = CliRun.run("conformance", "resaver", "--format", "wwd", "--corpus", corpus().toString(),
                "--cases", "0", "--json", "--cmd", dir.resolve("no-such-tool") + " {in} {out}");
        JsonNode none = cases(absent).get(0);
        assertEquals("crash", none.get("verdict").asText(), none::toString);
        assertTrue(none.get("reasons").get(0).asText().startsWith("the tool does not start"), none::toString);
        assertFalse(none.has("shrunk"), "a tool that never ran is not shrunk");
        assertFalse(absent.err().contains("shrinking"), absent::toString);
    }

    @Test
    void theUsersOwnFilesAreCasesByTheirPathAndOthersAreLeftOutAloud() throws IOException {
        Path mine = Files.createDirectories(dir.resolve("mine/levels"));
        Files.copy(CorpusPaths.of("wwd/small.wwd"), mine.resolve("first.wwd"));
        Files.writeString(mine.resolve("notes.txt"), "not a level");
        byte[] cut = Arrays.copyOf(Files.readAllBytes(CorpusPaths.of("wwd/small.wwd")), 900);
        Files.write(mine.resolve("cut.wwd"), cut);
        CliRun r = run("wwd", "copy", "--files", dir.resolve("mine").toString());
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        assertTrue(r.out().contains("pass      wwd/file/levels/first"), r::toString);
        assertTrue(r.err().contains("1 files under"), r::toString);
        assertTrue(r.err().contains("wwd/file/levels/cut: not a case, mapharness does not read it as WWD"), r::toString);
        assertEquals(ExitCodes.USAGE, run("wwd", "copy", "--files", dir.resolve("nowhere").toString()).exit());
    }

    @Test
    void aFailureIsShrunkKeptWithItsCommandAndReported() throws Exception {
        Path keep = dir.resolve("kept");
        Path html = dir.resolve("resaver.html");
        Path junit = dir.resolve("resaver.xml");
        CliRun r = run("wwd", "rename", "--json", "--shrink-runs", "30", "--keep", keep.toString(),
                "--html", html.toString(), "--junit", junit.toString());
        JsonNode first = cases(r).get(0);
        assertTrue(first.has("shrunk"), first::toString);
        assertTrue(first.get("shrunk").get("size").asInt() <= first.get("shrunk").get("originalSize").asInt(), first::toString);
        Path kept = keep.resolve("wwd_corpus_medium-compressed");
        assertTrue(Files.isRegularFile(kept.resolve("case.wwd")), r::toString);
        assertTrue(Files.isRegularFile(kept.resolve("out.wwd")), r::toString);
        assertTrue(Files.isRegularFile(kept.resolve("shrunk/case.wwd")), r::toString);
        String again = Files.readString(kept.resolve("command.txt")).strip();
        Files.delete(kept.resolve("out.wwd"));
        assertEquals(0, new ProcessBuilder(List.of("sh", "-c", again)).inheritIO().start().waitFor());
        assertTrue(Files.isRegularFile(kept.resolve("out.wwd")));
        String page = Files.readString(html);
        assertTrue(page.contains("conformance resaver") && page.contains("header.name"), "the HTML report names the run and the field");
        String xml = Files.readString(junit);
        assertTrue(xml.contains("tests=\"2\"") && xml.contains("failures=\"2\""), xml);
        assertFalse(r.err().contains("Exception"), r::toString);
    }
}
