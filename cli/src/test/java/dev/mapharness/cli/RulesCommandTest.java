package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mapharness.rules.Rules;
import java.util.List;
import org.junit.jupiter.api.Test;

class RulesCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void listsEveryRuleWithItsFormatSeverityAndSummary() {
        CliRun r = CliRun.run("rules");
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        assertEquals(Rules.all().size() + 1, r.outLines().size(), r::toString);
        assertTrue(r.out().matches("(?s).*\\Rwwd/checksum-unknown-formula +wwd +warning +the header checksum matches no"
                + " known editor's formula\\R.*"), r::toString);
        assertTrue(r.out().contains(Rules.all().size() + " rules; each is explained in docs/rules.md"), r::toString);
    }

    @Test
    void aFormatListsItsRulesOnlyByEitherName() {
        CliRun wvr8 = CliRun.run("rules", "8wvr");
        assertEquals(ExitCodes.OK, wvr8.exit(), wvr8::toString);
        List<String> lines = wvr8.outLines();
        assertEquals(Rules.ofFormat("8wvr").size() + 1, lines.size(), wvr8::toString);
        assertTrue(lines.subList(0, lines.size() - 1).stream().allMatch(l -> l.startsWith("8wvr/")), wvr8::toString);
        assertEquals(wvr8.out(), CliRun.run("rules", "8WVR").out(), "the format's display name works too");
        assertEquals(Rules.ofFormat("mm").size() + 1, CliRun.run("rules", "$$M").outLines().size());
        assertEquals(Rules.ofFormat("text").size() + 1, CliRun.run("rules", "text").outLines().size());
    }

    @Test
    void anUnknownFormatIsAUsageErrorThatListsTheFormats() {
        CliRun r = CliRun.run("rules", "doom");
        assertEquals(ExitCodes.USAGE, r.exit(), r::toString);
        assertTrue(r.err().contains("no rules of format \"doom\"; the formats are 1wvr, 4wvr, 8wvr, oprw, wwd"), r::toString);
    }

    @Test
    void jsonGivesEveryFieldOfEveryRule() throws Exception {
        CliRun r = CliRun.run("rules", "--json", "wwd");
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        JsonNode arr = JSON.readTree(r.out());
        assertEquals(Rules.ofFormat("wwd").size(), arr.size());
        JsonNode meta = null;
        for (JsonNode n : arr) {
            assertEquals(List.of("id", "format", "kind", "severity", "summary", "description", "why", "editors",
                    "example"), iterable(n));
            if (n.get("id").asText().equals("wwd/checksum-wapmap-formula")) {
                meta = n;
            }
        }
        assertEquals("note", meta.get("severity").asText());
        assertEquals("violation", meta.get("kind").asText());
        assertEquals("[\"WapMap\"]", meta.get("editors").toString());
        assertTrue(meta.get("description").asText().length() > 40);
    }

    private static List<String> iterable(JsonNode n) {
        List<String> names = new java.util.ArrayList<>();
        n.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
