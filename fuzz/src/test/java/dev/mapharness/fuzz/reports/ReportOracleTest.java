package dev.mapharness.fuzz.reports;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.fuzz.FuzzTarget;
import dev.mapharness.fuzz.FuzzTargets;
import dev.mapharness.fuzz.replay.Outcome;
import dev.mapharness.fuzz.replay.Replay;
import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.SafeText;
import dev.mapharness.reports.TextReport;
import dev.mapharness.reports.html.HtmlReport;
import dev.mapharness.reports.html.PictureSource;
import dev.mapharness.reports.junit.JUnitXml;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The report target's oracle passes the real writers on models full of hostile strings, and turns each
 * kind of broken output (markup let through, an attribute quote unescaped, a raw control character,
 * JSON that is not ASCII or not JSON, XML with a DTD) into a finding. (CorpusReplayTest replays the seeds.)
 */
class ReportOracleTest {
    private static final String HOSTILE = String.join("", HostileText.PIECES);

    @Test
    void theRealWritersPassOnRandomModels() {
        FuzzTarget reports = FuzzTargets.byName("reports").orElseThrow();
        Random random = new Random(5);
        for (int n = 0; n < 200; n++) {
            int i = n;
            byte[] data = new byte[64 + random.nextInt(2048)];
            random.nextBytes(data);
            Outcome outcome = Replay.run(reports, data);
            assertTrue(outcome.passed(), () -> "random data " + i + ": " + outcome.firstLine() + outcome.failure()
                    .map(t -> java.util.Arrays.stream(t.getStackTrace()).limit(12).map(e -> "\n  at " + e)
                            .reduce("", String::concat)).orElse(""));
        }
    }

    @Test
    void aTagOrAnAttributeFromTheDataIsAFinding() {
        CheckResult named = new CheckResult(HOSTILE, 10, Optional.empty(), List.of(), Optional.empty());
        String page = HtmlReport.check(List.of(named), PictureSource.NONE);
        assertDoesNotThrow(() -> OutputChecks.html("page", page));
        String escapedTag = "&lt;" + HostileText.TAG + "&gt;";
        assertTrue(page.contains(escapedTag), "the page shows the tag as text");
        assertThrows(AssertionError.class, () -> OutputChecks.html("page",
                page.replace(escapedTag, "<" + HostileText.TAG + ">")));
        assertThrows(AssertionError.class, () -> OutputChecks.html("page",
                page.replaceFirst("<td", "<td title=\"x\" " + HostileText.ATTRIBUTE + "=\"1\"")));
        assertThrows(AssertionError.class, () -> OutputChecks.html("page", page.replaceFirst("<td", "<td onclick=x")));
        assertThrows(AssertionError.class, () -> OutputChecks.html("page", page + "<SCRIPT>"));
        assertThrows(AssertionError.class, () -> OutputChecks.html("page", page + "<p title=\"never closed>"));
        assertThrows(AssertionError.class, () -> OutputChecks.html("page", page.replaceFirst("<td", "<td>\u202E")));
    }

    @Test
    void aRawControlCharacterInTextIsAFinding() {
        CheckResult named = new CheckResult(HOSTILE, 10, Optional.empty(), List.of(), Optional.empty());
        String text = TextReport.check(List.of(named));
        assertDoesNotThrow(() -> OutputChecks.text("text", text));
        assertThrows(AssertionError.class, () -> OutputChecks.text("text", text + "\u001b[2J"));
        assertThrows(AssertionError.class, () -> OutputChecks.text("text", text + "\t"));
        assertThrows(AssertionError.class, () -> OutputChecks.text("text", text + "\uD800"));
        assertDoesNotThrow(() -> OutputChecks.text("text", SafeText.of("a\u0000b\u202Ec") + "\n"));
    }

    @Test
    void jsonThatIsNotAsciiOrNotJsonIsAFinding() {
        assertDoesNotThrow(() -> OutputChecks.json("json", "{\"file\": \"a\\u001Bb\"}\n"));
        assertThrows(AssertionError.class, () -> OutputChecks.json("json", "{\"file\": \"a\u001Bb\"}"));
        assertThrows(AssertionError.class, () -> OutputChecks.json("json", "{\"file\": \"é\"}"));
        assertThrows(AssertionError.class, () -> OutputChecks.json("json", "{\"file\": \"a\"} {}"));
        assertThrows(AssertionError.class, () -> OutputChecks.json("json", "{\"file\": \"a}"));
    }

    @Test
    void xmlThatDoesNotParseWithoutADtdIsAFinding() {
        CheckResult named = new CheckResult(HOSTILE, 10, Optional.empty(), List.of(), Optional.empty());
        byte[] xml = JUnitXml.check(List.of(named));
        assertDoesNotThrow(() -> OutputChecks.xml("xml", xml));
        String s = new String(xml, StandardCharsets.UTF_8);
        assertThrows(AssertionError.class, () -> OutputChecks.xml("xml",
                s.replaceFirst("<testsuites", "<!DOCTYPE testsuites [<!ENTITY e \"x\">]><testsuites")
                        .getBytes(StandardCharsets.UTF_8)));
        assertThrows(AssertionError.class, () -> OutputChecks.xml("xml",
                s.replace("]]&gt;", "]]>").replace("&lt;", "<").getBytes(StandardCharsets.UTF_8)));
        assertThrows(AssertionError.class, () -> OutputChecks.xml("xml",
                s.replaceFirst("name=\"", "name=\"\u202E").getBytes(StandardCharsets.UTF_8)));
    }
}
