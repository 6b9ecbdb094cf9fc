package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mapharness.fuzz.FuzzTargets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FuzzCommandTest {
    private static final Path CORPUS = Path.of("..", "corpus").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    @Test
    void listNamesEveryTarget() {
        CliRun r = CliRun.run("fuzz", "--list");
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        for (String name : FuzzTargets.names()) {
            assertTrue(r.out().lines().anyMatch(l -> l.startsWith(name + " ")), name + "\n" + r);
        }
    }

    @Test
    void anUnknownTargetIsAUsageErrorThatListsTheTargets() {
        CliRun r = CliRun.run("fuzz", "oprw-lzss-decod", "--time", "1m", "--out", dir.resolve("out").toString());
        assertEquals(ExitCodes.USAGE, r.exit(), r::toString);
        assertTrue(r.err().contains("no fuzz target 'oprw-lzss-decod'") && r.err().contains("oprw-lzss-decode"), r::toString);
        assertFalse(Files.exists(dir.resolve("out")), "nothing written");
    }

    @Test
    void aPatternThatMatchesNothingIsAUsageError() {
        assertEquals(ExitCodes.USAGE, CliRun.run("fuzz", "zzz-*", "--time", "1m").exit());
    }

    @Test
    void aZeroOrUnreadableBudgetIsAUsageError() {
        CliRun zero = CliRun.run("fuzz", "wwd-decode", "--time", "0");
        assertEquals(ExitCodes.USAGE, zero.exit(), zero::toString);
        assertTrue(zero.err().contains("--time must be more than zero"), zero::toString);
        CliRun words = CliRun.run("nightly", "--time", "ten minutes");
        assertEquals(ExitCodes.USAGE, words.exit(), words::toString);
        assertTrue(words.err().contains("not a duration"), words::toString);
        assertEquals(ExitCodes.USAGE, CliRun.run("nightly", "--time", "0s").exit());
    }

    @Test
    void aMissingCorpusIsReportedAndNothingIsWritten() {
        Path out = dir.resolve("out");
        CliRun r = CliRun.run("fuzz", "wwd-decode", "--time", "5s", "--corpus", dir.resolve("nowhere").toString(),
                "--out", out.toString());
        assertEquals(ExitCodes.UNREADABLE, r.exit(), r::toString);
        assertTrue(r.err().contains("no fuzzing corpus"), r::toString);
        assertFalse(Files.exists(out), "nothing written");
    }

    @Test
    void anOutputDirectoryThatCannotBeCreatedIsReportedBeforeFuzzing() throws IOException {
        Path blocked = Files.writeString(dir.resolve("a-file"), "not a directory");
        CliRun r = CliRun.run("fuzz", "wwd-decode", "--time", "5s", "--corpus", CORPUS.toString(),
                "--out", blocked.resolve("out").toString());
        assertEquals(ExitCodes.UNREADABLE, r.exit(), r::toString);
        assertTrue(r.err().contains("output directory"), r::toString);
        assertEquals("not a directory", Files.readString(blocked));
    }

    /** A real, short run: a Jazzer JVM is started, fuzzes from the committed seeds, and the summary says so. */
    @Test
    void aShortRunFuzzesAndWritesItsSummary() throws IOException {
        Path out = dir.resolve("runs");
        // time for a JVM start on a busy machine and the useful minimum of fuzzing, besides the reserve
        CliRun r = CliRun.run("fuzz", "oprw-lzo-decode", "--time", "30s", "--corpus", CORPUS.toString(),
                "--out", out.toString(), "--json");
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        JsonNode summary = new ObjectMapper().readTree(r.out());
        assertEquals("mapharness-fuzz-summary/1", summary.get("schema").asText());
        JsonNode target = summary.get("targets").get(0);
        assertEquals("oprw-lzo-decode", target.get("target").asText());
        assertTrue(target.get("executions").asLong() > 100, r::toString);
        assertTrue(target.get("coverage").asLong() > 100, r::toString);
        assertEquals(0, summary.get("findings").size(), r::toString);
        assertEquals(r.out().strip(), Files.readString(out.resolve("latest.json")).strip());
        assertTrue(r.err().contains("[1/1] oprw-lzo-decode"), "progress is shown: " + r.err());
        assertTrue(Files.list(out.resolve("corpus").resolve("oprw-lzo-decode")).findAny().isPresent(),
                "libFuzzer's growing corpus is kept for the next run");
    }

    /** The same short run's JUnit XML: one testcase for the target, passing, with its throughput. */
    @Test
    void aShortRunWritesJUnitXml() throws Exception {
        Path junit = dir.resolve("fuzz.xml");
        CliRun r = CliRun.run("fuzz", "lzss-decode", "--time", "6s", "--corpus", CORPUS.toString(),
                "--out", dir.resolve("runs").toString(), "--junit", junit.toString());
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        org.w3c.dom.Element root = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(junit.toFile()).getDocumentElement();
        assertEquals("testsuites", root.getTagName());
        assertEquals("1", root.getAttribute("tests"));
        assertEquals("0", root.getAttribute("failures"));
        org.w3c.dom.NodeList cases = root.getElementsByTagName("testcase");
        org.w3c.dom.Element testcase = (org.w3c.dom.Element) cases.item(0);
        assertEquals("lzss-decode", testcase.getAttribute("classname"));
        assertTrue(testcase.getElementsByTagName("system-out").item(0).getTextContent().contains(" executions"), r::toString);
    }
}
