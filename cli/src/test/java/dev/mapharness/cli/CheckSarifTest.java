package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code check --sarif}, {@code --baseline} and {@code --write-baseline}, and {@code conformance … --sarif}. */
class CheckSarifTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    /** Maps with findings (binary and text), a conforming one and one that does not read, in a folder with a space. */
    private Path archive() throws IOException {
        Path a = Files.createDirectories(dir.resolve("my maps"));
        Files.write(a.resolve("a-good.wrp"), Wvr4Files.good());
        Files.write(a.resolve("b dup.wrp"), Wvr4Files.duplicateIds());
        Files.copy(CorpusPaths.of("mm/hand-mapbuilder-habits.$$m"), a.resolve("c-habits.$$m"));
        Files.write(a.resolve("d-broken.wwd"), new byte[] {(byte) 0xF4, 5, 0, 0, 1, 2});
        return a;
    }

    private static List<JsonNode> results(JsonNode log) {
        List<JsonNode> out = new ArrayList<>();
        log.at("/runs/0/results").forEach(out::add);
        return out;
    }

    private static String uri(JsonNode result) {
        return result.at("/locations/0/physicalLocation/artifactLocation/uri").asText();
    }

    @Test
    void aBatchGetsAValidLogWithAResultPerFindingAndPerUnreadableFile() throws IOException {
        Path a = archive();
        Path sarif = dir.resolve("check.sarif");
        CliRun r = CliRun.run("check", "--quiet", "--sarif", sarif.toString(), a.toString());
        assertEquals(ExitCodes.UNREADABLE, r.exit(), r::toString);
        JsonNode log = JSON.readTree(sarif.toFile());
        assertEquals(List.of(), SarifSchemaFile.problems(log));
        assertEquals(ExitCodes.UNREADABLE, log.at("/runs/0/invocations/0/exitCode").asInt());
        List<JsonNode> results = results(log);
        JsonNode dup = results.stream().filter(x -> uri(x).endsWith("b%20dup.wrp")).findFirst().orElseThrow();
        assertEquals("4wvr/object-id-duplicate", dup.get("ruleId").asText(), dup::toString);
        assertTrue(uri(dup).startsWith("file:///"), dup::toString);
        assertTrue(dup.at("/locations/0/physicalLocation/region/byteLength").asLong() >= 1, dup::toString);
        assertFalse(dup.at("/locations/0/logicalLocations/0/fullyQualifiedName").asText().isEmpty(), dup::toString);
        JsonNode text = results.stream().filter(x -> uri(x).endsWith("c-habits.$$m")).findFirst().orElseThrow();
        assertTrue(text.at("/locations/0/physicalLocation/region/startLine").asInt() >= 1, text::toString);
        assertTrue(text.at("/locations/0/physicalLocation/region/startColumn").asInt() >= 1, text::toString);
        JsonNode broken = results.stream().filter(x -> uri(x).endsWith("d-broken.wwd")).findFirst().orElseThrow();
        assertEquals("read/truncated", broken.get("ruleId").asText(), "the rule the reader refused it by");
        assertTrue(results.stream().noneMatch(x -> uri(x).endsWith("a-good.wrp")));
        try (Stream<Path> files = Files.list(dir)) {
            assertTrue(files.noneMatch(p -> p.getFileName().toString().endsWith(".tmp")), "no temporary file is left");
        }
    }

    @Test
    void relativeNamesGiveRelativeUrisAndTheLogRecordsASuccessfulRun() throws IOException {
        Path sarif = dir.resolve("one.sarif");
        Path good = Files.write(dir.resolve("good.wrp"), Wvr4Files.good());
        String relative = Path.of("").toAbsolutePath().relativize(good).toString();
        CliRun r = CliRun.run("check", "--sarif", sarif.toString(), relative);
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        JsonNode log = JSON.readTree(sarif.toFile());
        assertEquals(List.of(), SarifSchemaFile.problems(log));
        assertEquals(0, log.at("/runs/0/results").size());
        assertTrue(log.at("/runs/0/invocations/0/executionSuccessful").asBoolean());
    }

    @Test
    void aBaselineMakesKnownFindingsPassAndNewOnesFail() throws IOException {
        Path a = Files.createDirectories(dir.resolve("maps"));
        Files.write(a.resolve("dup.wrp"), Wvr4Files.duplicateIds());
        Files.write(a.resolve("good.wrp"), Wvr4Files.good());
        Path known = dir.resolve("known.json");
        CliRun first = CliRun.run("check", "--quiet", "--write-baseline", known.toString(), a.toString());
        assertEquals(ExitCodes.FINDINGS, first.exit(), first::toString);
        assertTrue(Files.readString(known).contains("4wvr/object-id-duplicate"));

        CliRun again = CliRun.run("check", "--quiet", "--baseline", known.toString(), a.toString());
        assertEquals(ExitCodes.OK, again.exit(), again::toString);
        assertTrue(again.out().contains("known from the baseline"), again::toString);
        assertTrue(again.out().contains("(known: the baseline has it)"), again::toString);

        JsonNode json = JSON.readTree(CliRun.run("check", "--quiet", "--json", "--baseline", known.toString(), a.toString()).out());
        assertEquals("known", json.at("/files/0/findings/0/baseline").asText(), json::toString);

        // the same findings, from the --json report or the SARIF log of the first run, are a baseline too
        Path report = Files.writeString(dir.resolve("earlier.json"),
                CliRun.run("check", "--quiet", "--json", a.toString()).out());
        assertEquals(ExitCodes.OK, CliRun.run("check", "--quiet", "--baseline", report.toString(), a.toString()).exit());
        Path sarif = dir.resolve("earlier.sarif");
        CliRun.run("check", "--quiet", "--sarif", sarif.toString(), a.toString());
        assertEquals(ExitCodes.OK, CliRun.run("check", "--quiet", "--baseline", sarif.toString(), a.toString()).exit());

        // a new finding fails; the good file's findings were none
        Files.write(a.resolve("good.wrp"), Wvr4Files.duplicateIds());
        CliRun newer = CliRun.run("check", "--quiet", "--sarif", dir.resolve("new.sarif").toString(), "--baseline",
                known.toString(), a.toString());
        assertEquals(ExitCodes.FINDINGS, newer.exit(), newer::toString);
        JsonNode log = JSON.readTree(dir.resolve("new.sarif").toFile());
        assertEquals(List.of(), SarifSchemaFile.problems(log));
        List<String> states = results(log).stream().map(x -> x.get("baselineState").asText()).distinct().sorted().toList();
        assertEquals(List.of("new", "unchanged"), states);

        // a file that does not read always fails
        Files.write(a.resolve("dup.wrp"), new byte[] {'4', 'W', 'V', 'R', 1});
        assertEquals(ExitCodes.UNREADABLE, CliRun.run("check", "--quiet", "--baseline", known.toString(), a.toString()).exit());
    }

    @Test
    void aBaselineThatIsNoneIsExit3() throws IOException {
        Path notOne = Files.writeString(dir.resolve("nope.json"), "{\"cases\": []}");
        Path good = Files.write(dir.resolve("good.wrp"), Wvr4Files.good());
        CliRun r = CliRun.run("check", "--baseline", notOne.toString(), good.toString());
        assertEquals(ExitCodes.UNREADABLE, r.exit(), r::toString);
        assertTrue(r.err().contains("--baseline"), r::toString);
    }

    @Test
    void aConformanceRunWritesAResultPerCaseThatDoesNotPass() throws IOException {
        Path c = Files.createDirectories(dir.resolve("corpus/4wvr"));
        Files.copy(CorpusPaths.of("4wvr/small.wrp"), c.resolve("small.wrp"));
        Path sarif = dir.resolve("conformance.sarif");
        CliRun r = ConformanceWriterTest.runOn(dir.resolve("corpus"), "4wvr", "exit-3", "--sarif", sarif.toString());
        assertEquals(ExitCodes.FINDINGS, r.exit(), r::toString);
        JsonNode log = JSON.readTree(sarif.toFile());
        assertEquals(List.of(), SarifSchemaFile.problems(log));
        List<JsonNode> results = results(log);
        assertEquals(1, results.size(), log::toString);
        assertEquals("conformance/tool-crashed", results.get(0).get("ruleId").asText());
        assertEquals(1, log.at("/runs/0/invocations/0/exitCode").asInt());
    }
}
