package dev.mapharness.reports.html;

import org.jsoup.select.Elements;
import dev.mapharness.rules.RulesDoc;
import dev.mapharness.rules.Rule;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.FieldMap;
import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.DiffResult;
import dev.mapharness.reports.nightly.MutationResults;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class HtmlReportTest {

    @Test
    void checkPageListsEveryDifferenceOfAFileWhoseWriterGotHeightsWrong() throws Exception {
        byte[] good = ReportFixtures.bytes("4wvr/small.wrp");
        FieldMap.Entry grid = ReportFixtures.largestArray(good);
        byte[] bad = ReportFixtures.mutated(good, (int) grid.start() + 3 * grid.elementSize(), 5, 40 * grid.elementSize());
        CheckResult result = ReportFixtures.check("bad-heights.wrp", bad, Optional.of(good));
        assertFalse(result.encoding().isEmpty(), "the fixture must differ from its canonical encoding");

        Document page = Jsoup.parse(HtmlReport.check(List.of(result), ReportFixtures.tinyPictures()));
        // every finding's rule id links to its section of the rules page
        Elements rules = page.select("table.findings tbody td.rule a");
        assertEquals(result.findings().size(), rules.size());
        for (int i = 0; i < rules.size(); i++) {
            Rule rule = result.findings().get(i).rule();
            assertEquals(rule.id(), rules.get(i).text());
            assertEquals("docs/rules.md#" + RulesDoc.anchor(rule), rules.get(i).attr("href"));
        }

        assertEquals(result.encoding().size(), page.select("table.encoding tbody tr").size());
        assertEquals("real", page.select("table.encoding tbody tr").first().select(".tag").text());
        assertTrue(page.select(".summary .verdict").text().contains("does not conform"), page.select(".summary").text());
        assertEquals(1, page.select("img").size());
        assertTrue(page.select("img").attr("src").startsWith("data:image/png;base64,"));
        // the hex view names the field of each byte and highlights exactly the differing ones
        Element firstDiffering = page.select("figure.hex .hx .b.d").first();
        assertTrue(firstDiffering.attr("title").startsWith(grid.path() + "[3] @ "), firstDiffering.attr("title"));
        // one byte of each changed cell lies in the bounded window: the rows from the first change on
        long first = grid.start() + 3L * grid.elementSize();
        long windowEnd = (first / HexView.WIDTH + HexView.MAX_RANGE_ROWS) * HexView.WIDTH;
        long expected = java.util.stream.LongStream.range(0, 5).map(i -> first + i * 40L * grid.elementSize())
                .filter(o -> o < windowEnd).count();
        Element fileSide = page.select("figure.hex").first().select(".hexside").first();
        assertEquals(expected, fileSide.select(".hx .b.d").size());
        assertEquals(expected, page.select("figure.hex").first().select(".hexside").get(1).select(".hx .b.d").size());
    }

    @Test
    void everyPageIsSelfContainedWithAPolicyThatAllowsExactlyItsStylesheet() throws Exception {
        for (String html : List.of(
                HtmlReport.check(List.of(ReportFixtures.check("small.wrp", ReportFixtures.bytes("8wvr/small.wrp"))),
                        ReportFixtures.tinyPictures()),
                HtmlReport.diff(ReportFixtures.diffFiles("a.wrp", ReportFixtures.bytes("oprw/v17-small.wrp"), "b.wrp",
                        ReportFixtures.bytes("oprw/v25-small.wrp")), ReportFixtures.tinyPictures()),
                HtmlReport.nightly(ReportFixtures.nightlyWithCoverage()))) {
            Document page = Jsoup.parse(html);
            String policy = page.select("meta[http-equiv=Content-Security-Policy]").attr("content");
            assertTrue(policy.startsWith("default-src 'none'; img-src data:; style-src 'sha256-"), policy);
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(page.select("style").first().data()
                    .getBytes(StandardCharsets.UTF_8));
            assertTrue(policy.contains("'sha256-" + Base64.getEncoder().encodeToString(hash) + "'"),
                    "the policy must carry the inlined stylesheet's hash");
            assertEquals(1, page.select("style").size());
            assertTrue(page.select("script, link, iframe, object, embed, [style]").isEmpty());
            // a link the reader follows loads nothing into the page: the nightly's to its coverage report
            for (Element e : page.select("[src], [href]:not(a)")) {
                assertTrue(e.attr("src").startsWith("data:image/png;base64,"), e.outerHtml());
            }
        }
    }

    @Test
    void nightlyPageShowsCoverageWithItsChangesTheStalledTargetsAndTheReport() {
        Document page = Jsoup.parse(HtmlReport.nightly(ReportFixtures.nightlyWithCoverage()));
        Element table = page.select("table.coverage").first();
        assertTrue(table.text().contains("dev.mapharness.wwd 940 of 1,213 (77.5 %) +2 366 of 588 (62.2 %) +2"), table.text());
        assertTrue(page.text().contains("No coverage growth for 3 nights: wwd-decode"), page.text());
        assertEquals("file:///var/lib/mapharness/runs/20261121-020000/coverage/index.html",
                page.select("a:contains(The report)").attr("href"));
        assertTrue(Jsoup.parse(HtmlReport.nightly(ReportFixtures.nightly())).text()
                .contains("Not measured tonight"), "a night without coverage says so");
    }

    @Test
    void nightlyPageShowsTheLatestMutationResultsAgainstTheGoals() {
        MutationResults results = new MutationResults("/work/checkout/target/mutation", List.of(
                new MutationResults.Row("wvr4", 99, 95, 0, 4, 95.96, 95.96, "a41e70f", "2026-11-29T03:00:00Z", "harness"),
                new MutationResults.Row("wwd", 796, 716, 30, 50, 89.95, 93.47, "a41e70f+changes", "2026-11-29T03:00:00Z", "codecs")));
        Document page = Jsoup.parse(HtmlReport.nightly(ReportFixtures.nightly().withMutation(Optional.of(results))));
        Element table = page.select("table.mutation").first();
        assertTrue(table.text().contains("wvr4 99 95 0 4 95.9 % 95.9 % a41e70f, 2026-11-29"), table.text());
        assertTrue(table.text().contains("wwd below goal 796 716 30 50 89.9 % 93.4 % a41e70f+changes, 2026-11-29, codecs' tests"),
                "a score just short of 90 % is below it; a lower bound says so: " + table.text());
        assertEquals("file:///work/checkout/target/mutation/wwd/index.html", table.select("a:contains(wwd)").attr("href"));
        assertTrue(page.text().contains("1 of 2 packages at the goals"), page.text());
        assertTrue(Jsoup.parse(HtmlReport.nightly(ReportFixtures.nightly())).text().contains("No results in this checkout"),
                "a checkout without results says how to get them");
    }

    @Test
    void diffPageSplitsExpectedFromUnexpectedGroups() {
        byte[] good = ReportFixtures.bytes("4wvr/small.wrp");
        FieldMap.Entry grid = ReportFixtures.largestArray(good);
        DiffResult result = ReportFixtures.diffFiles("ours.wrp", good, "theirs.wrp",
                ReportFixtures.mutated(good, (int) grid.start(), 3, grid.elementSize()));
        long unexpected = result.groups().stream().filter(g -> !g.expected()).count();
        assertTrue(unexpected > 0);

        Document page = Jsoup.parse(HtmlReport.diff(result, ReportFixtures.tinyPictures()));

        assertEquals(unexpected, page.select("table.groups.unexpected tbody tr").size());
        assertTrue(page.select("table.groups.expected").isEmpty());
        assertEquals(2, page.select("img").size());
        assertEquals(2, page.select("figure.hex").first().select(".hexside").size(), "two sides next to each other");
        assertTrue(page.select(".summary").hasClass("bad"));
    }

    @Test
    void versionDifferentialOfOneWorldAgrees() {
        DiffResult result = ReportFixtures.versions("v25-small.wrp", ReportFixtures.bytes("oprw/v25-small.wrp"));
        Document page = Jsoup.parse(HtmlReport.diff(result, ReportFixtures.tinyPictures()));
        assertEquals(result.groups().stream().filter(g -> g.expected()).count(),
                page.select("table.groups.expected tbody tr").size());
        assertTrue(page.select(".summary").hasClass("ok"), page.select(".summary").text());
    }

    @Test
    void filesOfTwoFormatsShowBothAndTheRefusal() {
        DiffResult result = ReportFixtures.diffFiles("a.wrp", ReportFixtures.bytes("4wvr/small.wrp"), "b.wrp",
                ReportFixtures.bytes("8wvr/small.wrp"));
        Document page = Jsoup.parse(HtmlReport.diff(result, ReportFixtures.tinyPictures()));
        assertTrue(page.select("section.refusal").text().contains("is 4WVR and b.wrp is 8WVR"), page.select("section.refusal").text());
        assertEquals(2, page.select("table.files tbody tr").size());
        assertEquals(2, page.select("img").size());
    }

    @Test
    void aFileThatDoesNotDecodeShowsTheFailureAndTheBytesAroundIt() {
        byte[] good = ReportFixtures.bytes("4wvr/small.wrp");
        byte[] truncated = java.util.Arrays.copyOf(good, good.length / 2);
        CheckResult result = ReportFixtures.check("truncated.wrp", truncated);
        long offset = result.failure().orElseThrow().offset();

        Document page = Jsoup.parse(HtmlReport.check(List.of(result), ReportFixtures.tinyPictures()));

        assertTrue(page.select(".failure").text().contains(result.failure().get().message()));
        assertTrue(page.select("img").isEmpty());
        Element blamed = page.select("figure.hex .hx .b.d").first();
        assertEquals(1, page.select("figure.hex .hx .b.d").size(), "only the byte where reading stopped is marked");
        assertTrue(blamed.attr("title").contains("(" + Math.min(offset, truncated.length) + ")"), blamed.attr("title"));
    }
}
