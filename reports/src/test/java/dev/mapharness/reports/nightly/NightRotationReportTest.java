package dev.mapharness.reports.nightly;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mapharness.reports.html.HtmlReport;
import dev.mapharness.reports.junit.JUnitXml;
import java.io.ByteArrayInputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.NodeList;

/** A night that fuzzed some targets and rotated the others out says which, in every report. */
class NightRotationReportTest {
    /** Two targets ran; one waits since an earlier night, one never ran. */
    private static final String SUMMARY = """
            {"schema":"mapharness-fuzz-summary/1","kind":"nightly","started":"2026-11-21T01:00:00Z","finished":"2026-11-21T01:02:00Z",
             "budgetSeconds":120,"seconds":110.5,"replay":{"inputs":200,"failures":[]},
             "targets":[{"target":"wwd-decode","seconds":21.5,"startSeconds":8.2,"fuzzSeconds":12,"executions":5000,"execPerSecond":416,
                         "coverage":900,"features":2000,"corpusSize":77,"exitCode":0,"log":"wwd-decode/fuzz.log","findings":[]},
                        {"target":"mm-decode","seconds":20.0,"startSeconds":7.9,"fuzzSeconds":12,"executions":9000,"execPerSecond":750,
                         "coverage":800,"features":1500,"corpusSize":50,"exitCode":0,"log":"mm-decode/fuzz.log","findings":[]}],
             "findings":[],
             "rotatedOut":[{"target":"tiled-write","lastRan":null},{"target":"lzss-decode","lastRan":"20261119-010000"}],
             "lastRan":{"lzss-decode":"20261119-010000","mm-decode":"20261121-010000","wwd-decode":"20261121-010000"},
             "startSeconds":8.2}
            """;

    @TempDir
    Path runs;

    @Test
    void theReportsSayWhichTargetsRanAndWhichWereRotatedOut() throws Exception {
        Path dir = Nights.run(runs, "20261121-010000", SUMMARY);
        NightlyReport r = NightlyReports.build(dir, List.of(), List.of(), 118.7);
        assertEquals(118.7, r.seconds(), "the whole night, not only its fuzzing");
        assertEquals(List.of("wwd-decode", "mm-decode"), r.fuzz().targets().stream().map(FuzzNight.TargetRow::target).toList());
        assertEquals(List.of(new FuzzNight.RotatedRow("tiled-write", ""), new FuzzNight.RotatedRow("lzss-decode", "20261119-010000")),
                r.fuzz().rotatedOut());

        JsonNode json = new ObjectMapper().readTree(NightlyJson.render(r));
        JsonNode rotated = json.get("fuzz").get("rotatedOut");
        assertEquals("tiled-write", rotated.get(0).get("target").asText());
        assertEquals("20261119-010000", rotated.get(1).get("lastRan").asText());
        assertEquals(2, json.get("fuzz").get("targets").size());

        Document page = Jsoup.parse(HtmlReport.nightly(r));
        assertEquals(List.of("wwd-decode", "mm-decode"), page.select("table.targets tbody td.name").eachText());
        List<String> rows = new ArrayList<>();
        for (Element row : page.select("table.rotated tbody tr")) {
            rows.add(row.select("td").eachText().toString());
        }
        assertEquals(List.of("[tiled-write, never]", "[lzss-decode, 20261119-010000]"), rows);
        assertTrue(page.select("p.turns").text().startsWith("2 of 4 targets fuzzed tonight"), page.select("p.turns").text());

        org.w3c.dom.Document xml = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(JUnitXml.nightly(r)));
        NodeList cases = xml.getElementsByTagName("testcase");
        List<String> skipped = new ArrayList<>();
        List<String> ran = new ArrayList<>();
        for (int i = 0; i < cases.getLength(); i++) {
            org.w3c.dom.Element c = (org.w3c.dom.Element) cases.item(i);
            if (!c.getAttribute("name").equals("fuzz")) {
                continue;
            }
            NodeList skip = c.getElementsByTagName("skipped");
            if (skip.getLength() > 0) {
                skipped.add(c.getAttribute("classname") + ": " + ((org.w3c.dom.Element) skip.item(0)).getAttribute("message"));
            } else {
                ran.add(c.getAttribute("classname"));
            }
        }
        assertEquals(List.of("wwd-decode", "mm-decode"), ran);
        assertEquals(2, skipped.size(), skipped::toString);
        assertTrue(skipped.get(0).startsWith("tiled-write: rotated out") && skipped.get(0).contains("never"), skipped::toString);
        assertTrue(skipped.get(1).startsWith("lzss-decode: rotated out") && skipped.get(1).contains("20261119-010000"), skipped::toString);
    }

    @Test
    void aNightThatFuzzedEveryTargetSaysSo() throws Exception {
        Path dir = Nights.run(runs, "20261121-010000", Nights.summary("nightly", List.of(), List.of()));
        NightlyReport r = NightlyReports.build(dir, List.of(), List.of());
        assertEquals(List.of(), r.fuzz().rotatedOut(), "an older summary without the field: none rotated out");
        Document page = Jsoup.parse(HtmlReport.nightly(r));
        assertEquals("Every target fuzzed tonight (1).", page.select("p.turns").text());
        assertTrue(page.select("table.rotated").isEmpty());
    }
}
