package dev.mapharness.reports.sarif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Detection;
import dev.mapharness.format.Format;
import dev.mapharness.format.Severity;
import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.Finding;
import dev.mapharness.reports.ReadFailure;
import dev.mapharness.reports.conformance.CaseResult;
import dev.mapharness.reports.conformance.CaseVerdict;
import dev.mapharness.rules.ReadRules;
import dev.mapharness.rules.Rules;
import dev.mapharness.wvr4.Wvr4Rules;
import dev.mapharness.wwd.WwdRules;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SarifWriterTest {
    private static final class SafeProblems {
        static String of(JsonNode log) {
            try {
                return SarifSchema.problems(log).toString();
            } catch (IOException e) {
                return e.toString();
            }
        }
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private static CheckResult twoFindings(String name) {
        return new CheckResult(name, 9000, Optional.of(new Detection(Format.WVR4, OptionalInt.empty(), "magic")), List.of(
                Finding.error(Finding.Kind.VIOLATION, Wvr4Rules.TEXTURE_INDEX_PAST_TABLE, 12, "textureIndices[0]",
                        "3 cells use slots past the table").withPlace(new Finding.Place(2, 0, 0)),
                new Finding(Finding.Kind.VIOLATION, WwdRules.CHECKSUM_WAPMAP_FORMULA, Severity.NOTE, -1, "", "whole file", "WapMap")),
                Optional.empty());
    }

    private static CheckResult textFinding(String name) {
        return new CheckResult(name, 500, Optional.of(new Detection(Format.WMP_TEXT, OptionalInt.empty(), "text")), List.of(
                new Finding(Finding.Kind.VIOLATION, Wvr4Rules.OBJECT_ID_DUPLICATE, Severity.WARNING, 58, "objects[0].name",
                        "a warning", "").withPlace(new Finding.Place(5, 4, 7)).withBaseline(Finding.Baseline.KNOWN)),
                Optional.empty());
    }

    private static CheckResult malformed(String name) {
        return new CheckResult(name, 100, Optional.of(new Detection(Format.WVR4, OptionalInt.empty(), "magic")), List.of(),
                Optional.of(ReadFailure.malformed(new MapFormatException(ReadRules.TRUNCATED, 100, "textureNames[2]", "32 bytes", "only 0 bytes"))));
    }

    private JsonNode write(Optional<URI> page, CheckResult... results) throws IOException {
        Path log = dir.resolve("check.sarif");
        try (SarifWriter w = SarifWriter.open(log, "1.2.3", page)) {
            for (CheckResult r : results) {
                w.add(r);
            }
            w.commit(3);
        }
        return JSON.readTree(log.toFile());
    }

    @Test
    void aLogHasEveryRuleAResultPerFindingAndOnePerUnreadableFile() throws IOException {
        JsonNode log = write(Optional.empty(), twoFindings("maps/my level.wrp"), textFinding("/abs/dir/ü.wmp"),
                malformed("broken.wrp"));
        assertEquals(List.of(), SarifSchema.problems(log));
        assertEquals("2.1.0", log.get("version").asText());
        JsonNode run = log.get("runs").get(0);
        JsonNode driver = run.get("tool").get("driver");
        assertEquals("mapharness", driver.get("name").asText());
        assertEquals("1.2.3", driver.get("version").asText());
        assertEquals(Rules.all().size(), driver.get("rules").size());
        JsonNode results = run.get("results");
        assertEquals(4, results.size());
        for (JsonNode r : results) {
            assertEquals(r.get("ruleId").asText(), driver.get("rules").get(r.get("ruleIndex").asInt()).get("id").asText());
        }
        JsonNode first = results.get(0);
        assertEquals("error", first.get("level").asText());
        JsonNode where = first.get("locations").get(0);
        assertEquals("maps/my%20level.wrp", where.at("/physicalLocation/artifactLocation/uri").asText());
        assertEquals(12, where.at("/physicalLocation/region/byteOffset").asLong());
        assertEquals(2, where.at("/physicalLocation/region/byteLength").asLong());
        assertEquals("textureIndices[0]", where.at("/logicalLocations/0/fullyQualifiedName").asText());
        // a whole-file finding: no region, no field; its own severity
        assertEquals("note", results.get(1).get("level").asText());
        assertTrue(results.get(1).at("/locations/0/physicalLocation/region").isMissingNode());
        assertTrue(results.get(1).at("/locations/0/logicalLocations").isMissingNode());
        JsonNode text = results.get(2);
        assertEquals("file:///abs/dir/%C3%BC.wmp", text.at("/locations/0/physicalLocation/artifactLocation/uri").asText());
        assertEquals(4, text.at("/locations/0/physicalLocation/region/startLine").asInt());
        assertEquals(7, text.at("/locations/0/physicalLocation/region/startColumn").asInt());
        assertEquals("unchanged", text.get("baselineState").asText());
        assertEquals("unicodeCodePoints", run.get("columnKind").asText());
        JsonNode unread = results.get(3);
        assertEquals(ReadRules.TRUNCATED.id(), unread.get("ruleId").asText(), "the rule the reader refused it by");
        assertEquals("error", unread.get("level").asText());
        assertTrue(unread.at("/message/text").asText().contains("textureNames[2]"), unread::toString);
        assertEquals(100, unread.at("/locations/0/physicalLocation/region/byteOffset").asLong());
        assertEquals(3, run.at("/invocations/0/exitCode").asInt());
        assertTrue(run.at("/invocations/0/executionSuccessful").asBoolean());
    }

    @Test
    void helpUrisPointIntoTheRulesPageWhenItIsThere() throws IOException {
        Path page = Files.createDirectories(dir.resolve("home with space/docs")).resolve("rules.md");
        Files.writeString(page, "# Rules");
        Optional<URI> uri = SarifWriter.rulesPage(dir.resolve("home with space"));
        assertTrue(uri.isPresent());
        assertTrue(SarifWriter.rulesPage(dir.resolve("nowhere")).isEmpty());
        JsonNode log = write(uri, twoFindings("a.wrp"));
        assertEquals(List.of(), SarifSchema.problems(log));
        JsonNode rule = log.at("/runs/0/tool/driver/rules/0");
        assertTrue(rule.get("helpUri").asText().startsWith("file:///"), rule::toString);
        assertTrue(rule.get("helpUri").asText().endsWith("/home%20with%20space/docs/rules.md#1wvrworld-size"), rule::toString);
        assertEquals("1wvrWorldSize", rule.get("name").asText());
        assertTrue(rule.at("/help/text").asText().contains("docs/rules.md#1wvrworld-size"), rule::toString);
        assertEquals("error", rule.at("/defaultConfiguration/level").asText());
    }

    @Test
    void conformanceCasesThatDoNotPassAreResultsOfTheirVerdictsRule() throws IOException {
        Path log = dir.resolve("conf.sarif");
        try (SarifWriter w = SarifWriter.open(log, "1.2.3", Optional.empty())) {
            w.add(new CaseResult("4wvr/corpus/small.wrp", CaseVerdict.PASS, List.of(), "tool a b", "", Duration.ZERO), false, true);
            w.add(new CaseResult("4wvr/corpus/small.wrp", CaseVerdict.CRASH, List.of("exit code 3"), "tool a b", "boom",
                    Duration.ZERO), true, true);
            w.add(new CaseResult("4wvr/generated/1-0", CaseVerdict.FAIL, List.of("objects[0].id: 1 ≠ 2"), "tool c d", "",
                    Duration.ZERO), false, true);
            w.add(new CaseResult("4wvr/generated/1-1", CaseVerdict.FAIL, List.of("error [4wvr/object-id-duplicate] at byte 12"
                    + " (0xC) objects[1].id: id 7 is already used"), "tool e f", "", Duration.ZERO), false, true);
            w.commit(1);
        }
        JsonNode doc = JSON.readTree(log.toFile());
        assertEquals(List.of(), SarifSchema.problems(doc));
        JsonNode results = doc.at("/runs/0/results");
        assertEquals(3, results.size());
        assertEquals("4wvr/object-id-duplicate", results.get(2).get("ruleId").asText());
        assertEquals("conformance/tool-crashed", results.get(0).get("ruleId").asText());
        assertEquals("unchanged", results.get(0).get("baselineState").asText());
        assertEquals("conformance/case-failed", results.get(1).get("ruleId").asText());
        assertEquals("new", results.get(1).get("baselineState").asText());
        assertEquals("4wvr/generated/1-0", results.get(1).at("/locations/0/logicalLocations/0/fullyQualifiedName").asText());
    }

    @Test
    void anInterruptedLogLeavesTheEarlierOneAndNoTemporaryFile() throws IOException {
        Path log = dir.resolve("check.sarif");
        Files.writeString(log, "earlier");
        try (SarifWriter w = SarifWriter.open(log, "1", Optional.empty())) {
            w.add(twoFindings("a.wrp"));
        }
        assertEquals("earlier", Files.readString(log));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(log), files.toList());
        }
    }

    @Test
    void theSchemaCatchesWhatIsWrong() throws IOException {
        JsonNode log = write(Optional.empty(), twoFindings("a.wrp"));
        ((com.fasterxml.jackson.databind.node.ObjectNode) log.at("/runs/0/results/0")).put("level", "fatal");
        assertFalse(SarifSchema.problems(log).isEmpty());
        JsonNode relative = write(Optional.empty(), twoFindings("a.wrp"));
        ((com.fasterxml.jackson.databind.node.ObjectNode) relative.at("/runs/0/tool/driver/rules/0")).put("helpUri", "docs/rules.md#x");
        // why helpUri is a file: URI or absent: the schema wants an absolute URI there
        assertEquals(1, SarifSchema.problems(relative).size(), () -> "a relative helpUri: " + SafeProblems.of(relative));
    }

    @Test
    void artifactUrisArePercentEncoded() {
        assertEquals("a/b%20c.wwd", ArtifactUri.of("a/b c.wwd"));
        assertEquals("b.wwd", ArtifactUri.of("./a/../b.wwd"));
        assertEquals("%24%24m/x%3Ay%23z%25.%24%24m".replace("%24", "$"), ArtifactUri.of("$$m/x:y#z%.$$m"));
        assertEquals("file:///tmp/a%20b/c.wrp", ArtifactUri.of("/tmp/a b/c.wrp"));
        assertFalse(ArtifactUri.of("é.wrp").contains("é"));
    }
}
