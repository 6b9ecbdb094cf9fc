package dev.mapharness.reports.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Detection;
import dev.mapharness.format.Format;
import dev.mapharness.format.Severity;
import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.Finding;
import dev.mapharness.reports.JsonReport;
import dev.mapharness.reports.ReadFailure;
import dev.mapharness.reports.TextReport;
import dev.mapharness.rules.Rule;
import dev.mapharness.wwd.WwdRules;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mapharness.reports.html.HtmlReport;
import dev.mapharness.reports.html.PictureSource;
import dev.mapharness.reports.junit.JUnitXml;
import dev.mapharness.rules.ReadRules;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** Settings applied to a file's findings: what is muted, re-graded, limited, and what still fails the file. */
class RuleSettingsTest {
    private static final Detection WWD = new Detection(Format.WWD, OptionalInt.empty(), "header size");
    private static final Rule CHECKSUM = WwdRules.CHECKSUM_UNKNOWN_FORMULA;
    private static final Rule RESERVED = WwdRules.STRING_UNTERMINATED;

    private static Finding finding(Rule rule, long offset) {
        return new Finding(Finding.Kind.VIOLATION, rule, rule.severity(), offset, "header.x", "m", "");
    }

    private static CheckResult result(List<Finding> findings) {
        return new CheckResult("level.wwd", 2000, Optional.of(WWD), findings, Optional.empty());
    }

    private static RuleSettings file(String json) {
        return RuleSettingsFile.parse("mapharness.json", json);
    }

    @Test
    void ignoredRulesAreRemovedAndSaidSo() {
        CheckResult r = file("{\n  \"ignore\": [\"wwd/checksum-unknown-formula\"]\n}")
                .apply(result(List.of(finding(CHECKSUM, 748), finding(CHECKSUM, 750))));
        assertEquals(List.of(), r.findings());
        assertEquals(List.of(new Overrides.Applied("wwd/checksum-unknown-formula", "ignored", "wwd/checksum-unknown-formula",
                "mapharness.json:2:14", 2)), r.overrides().applied());
        assertTrue(TextReport.checkFile(r).contains(
                "  overrides: wwd/checksum-unknown-formula ignored (mapharness.json:2:14), 2 findings"), TextReport.checkFile(r));
    }

    @Test
    void aSeverityChangesTheStatusAndJsonGivesTheDefault() {
        assumeDefaults();
        CheckResult before = result(List.of(finding(RESERVED, 10), finding(CHECKSUM, 748)));
        CheckResult raised = RuleSettingsFile.commandLine(List.of(), List.of(), List.of("wwd/checksum-unknown-formula=error"), null)
                .apply(before);
        assertEquals(CheckResult.Status.DOES_NOT_CONFORM, raised.status());
        ObjectNode json = JsonReport.checkFile(raised);
        assertEquals("error", json.get("findings").get(1).get("severity").asText());
        assertEquals("warning", json.get("findings").get(1).get("defaultSeverity").asText());
        assertFalse(json.get("findings").get(0).has("defaultSeverity"));
        assertEquals("command line", json.get("overrides").get(0).get("source").asText());
        assertEquals("error", json.get("overrides").get(0).get("setting").asText());
        CheckResult off = file("{\"severity\": {\"wwd/*\": \"off\"}}").apply(before);
        assertEquals(List.of(), off.findings());
        assertEquals(CheckResult.Status.CONFORMS, off.status());
    }

    @Test
    void anExactIdWinsOverItsFormatAndTheCommandLineOverTheFile() {
        RuleSettings s = file("{\"severity\": {\"wwd/checksum-unknown-formula\": \"note\", \"wwd/*\": \"off\"}}");
        assertEquals(Optional.of(Severity.NOTE), s.decide(CHECKSUM, Severity.WARNING).orElseThrow().severity());
        assertEquals(Optional.empty(), s.decide(RESERVED, RESERVED.severity()).orElseThrow().severity());
        RuleSettings merged = s.overriddenBy(RuleSettingsFile.commandLine(List.of(), List.of(),
                List.of("wwd/checksum-unknown-formula=error"), 3));
        RuleSettings.Decision d = merged.decide(CHECKSUM, Severity.WARNING).orElseThrow();
        assertEquals(Optional.of(Severity.ERROR), d.severity());
        assertEquals("command line", d.source());
        assertEquals(OptionalInt.of(3), merged.maxFindings());
    }

    @Test
    void onlyKeepsTheListedRules() {
        CheckResult r = file("{\"only\": [\"wwd/checksum-unknown-formula\"]}")
                .apply(result(List.of(finding(RESERVED, 10), finding(CHECKSUM, 748))));
        assertEquals(List.of(CHECKSUM), r.findings().stream().map(Finding::rule).toList());
        assertEquals("not in only", r.overrides().applied().get(0).setting());
    }

    @Test
    void maxFindingsNeverDropsAnErrorFromTheCountsOrTheStatus() {
        List<Finding> many = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            many.add(finding(CHECKSUM, i));
        }
        many.add(finding(RESERVED, 99));
        RuleSettings limit = RuleSettingsFile.commandLine(List.of(), List.of(), List.of(), 10);
        CheckResult r = limit.apply(result(many));
        assertEquals(10, r.findings().size());
        assertTrue(r.failing().isEmpty(), "the error is past the limit");
        assertEquals(CheckResult.Status.DOES_NOT_CONFORM, r.status());
        assertEquals(1, r.count(Severity.ERROR));
        assertEquals(50, r.count(Severity.WARNING));
        assertEquals(41, r.overrides().omittedTotal());
        String text = TextReport.checkFile(r);
        assertTrue(text.contains("does not conform (WWD): 1 error, 50 warnings"), text);
        assertTrue(text.contains("… 41 more findings not listed (max findings 10, command line): 40 wwd/checksum-unknown-formula,"
                + " 1 wwd/string-unterminated (1 error, 40 warnings)"), text);
        assertTrue(TextReport.checkLine(r).contains("none listed"), TextReport.checkLine(r));
        ObjectNode json = JsonReport.checkFile(r);
        assertEquals(1, json.get("severities").get("error").asInt());
        assertEquals(41, json.get("omitted").get("count").asInt());
        assertEquals("does-not-conform", json.get("status").asText());
    }

    @Test
    void junitAndHtmlSayWhatWasOverridden() {
        CheckResult r = file("{\n  \"ignore\": [\"wwd/checksum-unknown-formula\"],\n  \"maxFindings\": 0\n}")
                .apply(result(List.of(finding(CHECKSUM, 748), finding(RESERVED, 10))));
        String xml = new String(JUnitXml.check(List.of(r)), StandardCharsets.UTF_8);
        assertTrue(xml.contains("name=\"override\" value=\"wwd/checksum-unknown-formula ignored (mapharness.json:2:14), 1 finding\""),
                xml);
        assertTrue(xml.contains("name=\"omitted\""), xml);
        assertTrue(xml.contains("<failure message=\"… 1 more findings not listed"), "the error past the limit fails: " + xml);
        String html = HtmlReport.check(List.of(r), PictureSource.NONE);
        assertTrue(html.contains("overrides: wwd/checksum-unknown-formula ignored (mapharness.json:2:14), 1 finding"), html);
    }

    @Test
    void aFileThatDoesNotDecodeStaysUnreadableWhateverTheSettings() {
        CheckResult unread = new CheckResult("bad.wwd", 10, Optional.of(WWD), List.of(),
                Optional.of(ReadFailure.malformed(new MapFormatException(ReadRules.TRUNCATED, 4, "header", "8 bytes", "only 6 left"))));
        RuleSettings all = file("{\"ignore\": [\"wwd/*\", \"read/*\"], \"only\": [\"4wvr/trailing-bytes\"], \"maxFindings\": 0}");
        assertSame(unread, all.apply(unread));
        assertEquals(CheckResult.Status.UNREADABLE, all.apply(unread).status());
    }

    @Test
    void noSettingsChangeNothing() {
        CheckResult r = result(List.of(finding(CHECKSUM, 748)));
        assertSame(r, RuleSettings.NONE.apply(r));
        assertFalse(JsonReport.checkFile(r).has("overrides"));
    }

    private static void assumeDefaults() {
        assertEquals(Severity.WARNING, CHECKSUM.severity());
        assertEquals(Severity.ERROR, RESERVED.severity());
    }
}
