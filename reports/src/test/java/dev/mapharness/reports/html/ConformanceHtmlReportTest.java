package dev.mapharness.reports.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import dev.mapharness.reports.conformance.BaselineKeys;
import dev.mapharness.reports.conformance.CaseEvidence;
import dev.mapharness.reports.conformance.CaseResult;
import dev.mapharness.reports.conformance.CaseVerdict;
import dev.mapharness.reports.conformance.ConformanceRun;
import dev.mapharness.reports.conformance.ShrunkCase;
import dev.mapharness.wvr4.Wvr4Object;
import dev.mapharness.wvr4.Wvr4World;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.select.Elements;
import org.junit.jupiter.api.Test;

/**
 * The conformance page over a hand-made run of 4WVR worlds: a tool that renames an object, crashes,
 * hangs, writes nothing, and fails a case the baseline already knows.
 */
class ConformanceHtmlReportTest {
    private static final String HOSTILE = "<script>alert(1)</script>";
    private static final String TOOL = "python3 mywriter.py {in} {out}";

    /** A 4×4 world with two objects, one named {@code name}. */
    private static Wvr4World world(String name) {
        short[] heights = new short[16];
        for (int i = 0; i < heights.length; i++) {
            heights[i] = (short) (i * 37 - 200);
        }
        List<FixedString> slots = new ArrayList<>(Collections.nCopies(Wvr4World.TEXTURE_SLOTS,
                FixedString.padded("", Wvr4World.TEXTURE_NAME_LENGTH)));
        slots.set(1, FixedString.padded("grass.pac", Wvr4World.TEXTURE_NAME_LENGTH));
        return new Wvr4World(ShortGrid.of(4, 4, heights), ShortGrid.filled(4, 4, (short) 1), slots, List.of(
                new Wvr4Object(Transform.headingAt(0, 10, 0, 10), 1, FixedString.padded("data3d\\house.p3d", Wvr4Object.NAME_LENGTH)),
                new Wvr4Object(Transform.headingAt(90, 30, 0, 20), 2, FixedString.padded(name, Wvr4Object.NAME_LENGTH))),
                Optional.empty(), Blob.EMPTY);
    }

    private static final Wvr4World EXPECTED = world("data3d\\tree.p3d");
    private static final Wvr4World RENAMED = world("data3d\\tree.p3");

    private static CaseResult pass(String name) {
        return new CaseResult(name, CaseVerdict.PASS, List.of(), "python3 mywriter.py in.json out.wrp", "", Duration.ofMillis(40));
    }

    /** A writer case whose output reads back with the second object's name one byte short. */
    private static CaseResult renamed(String name, String reason) {
        return new CaseResult(name, CaseVerdict.FAIL, List.of(reason, "objects[1].id: fine, listed to show a second line"),
                "python3 mywriter.py /keep/" + name + "/case.json out.wrp", "warning: <b>short</b>\tname\n\u001b[31mred\u001b[0m",
                Duration.ofMillis(1250), List.of("objects[1].name"),
                new CaseEvidence(Optional.of(EXPECTED), Optional.of(RENAMED), Optional.empty()));
    }

    private static CaseResult without(String name, CaseVerdict verdict, String reason) {
        return new CaseResult(name, verdict, List.of(reason), "python3 mywriter.py in.json out.wrp", "", Duration.ofSeconds(2));
    }

    private static ShrunkCase shrunk() {
        Wvr4World small = new Wvr4World(ShortGrid.filled(1, 1, (short) 0), ShortGrid.filled(1, 1, (short) 0),
                EXPECTED.textureNames(), List.of(EXPECTED.objects().get(1)), Optional.empty(), Blob.EMPTY);
        Wvr4World smallRenamed = new Wvr4World(small.heights(), small.textureIndices(), small.textureNames(),
                List.of(RENAMED.objects().get(1)), Optional.empty(), Blob.EMPTY);
        CaseResult run = new CaseResult("4wvr/corpus/small", CaseVerdict.FAIL,
                List.of("objects[0].name: expected \"data3d\\tree.p3d\", found \"data3d\\tree.p3\""),
                "python3 mywriter.py /keep/shrunk/case.json out.wrp", "", Duration.ofMillis(300), List.of("objects[0].name"),
                new CaseEvidence(Optional.of(small), Optional.of(smallRenamed), Optional.empty()));
        return new ShrunkCase(run, new byte[16_540], 16_780, List.of("model: objects 2 → 1", "model: grid 4 × 4 → 1 × 1"));
    }

    /** Every verdict, a shrunk case, a known failure, cases with no model, and hostile text in a name and a reason. */
    private static List<CaseResult> results() {
        return List.of(
                pass("4wvr/corpus/hand-4x4"),
                renamed("4wvr/corpus/small", "objects[1].name: expected \"data3d\\tree.p3d\", found " + HOSTILE)
                        .withEvidence(new CaseEvidence(Optional.of(EXPECTED), Optional.of(RENAMED), Optional.of(shrunk()))),
                pass("4wvr/truncated/small-at-100"),
                without("4wvr/truncated/small-at-200", CaseVerdict.CRASH, "exit code 1"),
                without("4wvr/mutated/small-1", CaseVerdict.TIMEOUT, "still running after 30 s"),
                without("4wvr/mutated/" + HOSTILE + "-2", CaseVerdict.NO_OUTPUT, "exit code 0 and no file at {out}"),
                renamed("4wvr/finding/abc", "objects[1].name: expected \"data3d\\tree.p3d\", found \"data3d\\tree.p3\""),
                pass("odd-name-without-kind"));
    }

    private static final List<CaseResult> RESULTS = results();
    private static final Set<String> KNOWN = Set.of(BaselineKeys.of(RESULTS.get(6)),
            // a baseline key of a case that now passes is not a known failure
            "4wvr/corpus/hand-4x4\tfail");

    private static Document page(List<CaseResult> results, Set<String> known, int exit, PictureSource pictures) {
        return Jsoup.parse(HtmlReport.conformance(
                new ConformanceRun("conformance writer", Format.WVR4, TOOL, "every corpus map of 4WVR", results, known, exit),
                pictures));
    }

    private static Document page() {
        return page(RESULTS, KNOWN, 1, PictureSource.MAPS);
    }

    /** The matrix as {kind → {column → cell text}}. */
    private static Map<String, Map<String, String>> matrix(Document page) {
        List<String> columns = page.select("table.matrix thead th").eachText();
        return page.select("table.matrix tbody tr").stream().collect(Collectors.toMap(
                tr -> tr.child(0).text(),
                tr -> {
                    Map<String, String> cells = new java.util.HashMap<>();
                    for (int i = 1; i < tr.childrenSize(); i++) {
                        cells.put(columns.get(i), tr.child(i).text());
                    }
                    return cells;
                }));
    }

    @Test
    void headerNamesTheToolFormatCountsKnownAndExitCode() {
        Document page = page();
        Element header = page.select("header.summary").first();
        assertTrue(header.hasClass("bad"), header.className());
        assertEquals("Writer conformance", header.select("h1").text());
        assertEquals("5 of 8 cases do not pass, 1 of them known from the baseline", header.select(".verdict").text());
        assertTrue(header.text().contains(TOOL), header.text());
        assertTrue(header.text().contains("4WVR (4wvr)"), header.text());
        assertTrue(header.text().contains("every corpus map of 4WVR"), header.text());
        assertTrue(header.text().contains("mapharness conformance writer --format 4wvr"), header.text());
        assertEquals("1", header.select("td.exit").text());
        assertEquals(List.of("pass 3", "fail 2", "crash 1", "timeout 1", "no-output 1", "known (baseline) 1"),
                header.select(".statuses .count").eachText());
    }

    @Test
    void matrixCountsEachKindOfCaseByVerdict() {
        Document page = page();
        assertEquals(List.of("Kind", "pass", "fail", "crash", "timeout", "no-output", "All"),
                page.select("table.matrix thead th").eachText());
        Map<String, Map<String, String>> m = matrix(page);
        assertEquals(List.of("corpus", "truncated", "mutated", "finding", "other"),
                page.select("table.matrix tbody tr td.kind").eachText(), "kinds in the order they first ran");
        assertEquals(Map.of("pass", "1", "fail", "1", "crash", "0", "timeout", "0", "no-output", "0", "All", "2"), m.get("corpus"));
        assertEquals(Map.of("pass", "1", "fail", "0", "crash", "1", "timeout", "0", "no-output", "0", "All", "2"), m.get("truncated"));
        assertEquals(Map.of("pass", "0", "fail", "0", "crash", "0", "timeout", "1", "no-output", "1", "All", "2"), m.get("mutated"));
        assertEquals(Map.of("pass", "0", "fail", "1 (1 known)", "crash", "0", "timeout", "0", "no-output", "0", "All", "1"), m.get("finding"));
        assertEquals("1", m.get("other").get("pass"));
        assertEquals(List.of("All", "3", "2 (1 known)", "1", "1", "1", "8"), page.select("table.matrix tfoot tr > *").eachText());
    }

    @Test
    void gridHasACellPerCaseLinkingEachFailureToItsSection() {
        Document page = page();
        Elements cells = page.select(".grid .cell");
        assertEquals(RESULTS.size(), cells.size());
        for (int i = 0; i < RESULTS.size(); i++) {
            CaseResult r = RESULTS.get(i);
            Element cell = cells.get(i);
            assertTrue(cell.hasClass("v-" + r.verdict().id()), cell.outerHtml());
            assertTrue(cell.attr("title").startsWith(r.name() + ": " + r.verdict().id()), cell.attr("title"));
            if (r.verdict() == CaseVerdict.PASS) {
                assertEquals("span", cell.tagName());
            } else {
                assertEquals("a", cell.tagName());
                Element target = page.getElementById(cell.attr("href").substring(1));
                assertEquals(r.name(), target.select("h2 .name").text(), "the cell of " + r.name() + " links to its section");
            }
        }
        assertTrue(cells.get(6).hasClass("known"));
        assertFalse(cells.get(1).hasClass("known"));
    }

    @Test
    void newFailuresComeBeforeKnownOnesEachWithReasonsStderrAndCommand() {
        Document page = page();
        Elements sections = page.select("section.case");
        assertEquals(List.of("4wvr/corpus/small", "4wvr/truncated/small-at-200", "4wvr/mutated/small-1",
                "4wvr/mutated/" + HOSTILE + "-2", "4wvr/finding/abc"), sections.select("h2 .name").eachText());
        assertEquals(List.of("known (baseline)"), sections.last().select("h2 .tag.known").eachText());
        assertTrue(sections.first().select("h2 .tag.known").isEmpty());

        Element renamed = sections.first();
        assertEquals(List.of("objects[1].name: expected \"data3d\\tree.p3d\", found " + HOSTILE,
                "objects[1].id: fine, listed to show a second line"), renamed.select("> ul.reasons li").eachText());
        assertTrue(renamed.select("p.facts").first().text().contains("objects[1].name"));
        // standard error keeps its lines, shows control characters as escapes and markup as text
        String stderr = renamed.select("> pre.stderr").first().wholeText();
        assertEquals("warning: <b>short</b>    name\n\\x1B[31mred\\x1B[0m\n", stderr);
        assertEquals("python3 mywriter.py /keep/4wvr/corpus/small/case.json out.wrp", renamed.select("> pre.command").text());
        // no standard error, no block
        assertTrue(sections.get(1).select("pre.stderr").isEmpty());
        assertEquals(List.of("exit code 1"), sections.get(1).select("ul.reasons li").eachText());
    }

    @Test
    void hostileTextIsEscapedEverywhere() {
        String html = HtmlReport.conformance(new ConformanceRun("conformance writer", Format.WVR4, TOOL + " " + HOSTILE,
                HOSTILE, RESULTS, KNOWN, 1), PictureSource.MAPS);
        Document page = Jsoup.parse(html);
        assertTrue(page.select("script").isEmpty());
        assertFalse(html.contains(HOSTILE), "every <script> from a case name, reason or tool is escaped");
        assertTrue(page.text().contains("4wvr/mutated/" + HOSTILE + "-2"));
        assertTrue(page.select(".grid .cell").get(5).attr("title").contains(HOSTILE));
    }

    @Test
    void bothMapsAreDrawnMarkingTheirDifferencesAndAbsentSidesSaySo() {
        Document page = page();
        Element renamed = page.select("section.case").first();
        Elements sides = renamed.select("> .sides > .side-pictures");
        assertEquals(List.of("Expected (the case's model)", "The tool's file, read back"), sides.select("h4").eachText());
        for (Element side : sides) {
            assertFalse(side.select("img").isEmpty(), side.outerHtml());
            for (Element img : side.select("img")) {
                assertTrue(img.attr("src").startsWith("data:image/png;base64,"));
            }
            // the renamed object is marked on both sides, drawn against each other
            assertTrue(side.select("figcaption").text().contains("marked"), side.select("figcaption").text());
        }
        Element crash = page.select("section.case").get(1);
        assertTrue(crash.select("img").isEmpty());
        assertEquals(List.of("No picture: the case has no model.", "No picture: the tool wrote nothing that reads as a map."),
                crash.select(".side-pictures p.muted").eachText());
    }

    @Test
    void shrunkCaseShowsSizesStepsReasonsCommandAndItsMaps() {
        Element renamed = page().select("section.case").first();
        Element shrunk = renamed.select(".shrunk").first();
        assertEquals("Shrunk case: 16 780 bytes (16.4 KB) → 16 540 bytes (16.2 KB)", shrunk.select("h3").text());
        assertEquals(List.of("model: objects 2 → 1", "model: grid 4 × 4 → 1 × 1"), shrunk.select("ul.steps li").eachText());
        assertEquals(List.of("objects[0].name: expected \"data3d\\tree.p3d\", found \"data3d\\tree.p3\""),
                shrunk.select("ul.reasons li").eachText());
        assertEquals("python3 mywriter.py /keep/shrunk/case.json out.wrp", shrunk.select("pre.command").text());
        assertEquals(2, shrunk.select(".side-pictures").size());
        assertTrue(shrunk.select(".side-pictures").stream().allMatch(s -> !s.select("img").isEmpty()));
        // the other sections have no shrunk case
        assertEquals(1, page().select(".shrunk").size());
    }

    @Test
    void pageIsSelfContainedAndEveryLinkStaysOnIt() throws Exception {
        Document page = page();
        String policy = page.select("meta[http-equiv=Content-Security-Policy]").attr("content");
        byte[] hash = MessageDigest.getInstance("SHA-256").digest(page.select("style").first().data()
                .getBytes(StandardCharsets.UTF_8));
        assertTrue(policy.contains("'sha256-" + Base64.getEncoder().encodeToString(hash) + "'"), policy);
        assertTrue(page.select("script, link, iframe, object, embed, [style]").isEmpty());
        assertFalse(page.select("img").isEmpty());
        for (Element e : page.select("[src]")) {
            assertTrue(e.attr("src").startsWith("data:image/png;base64,"), e.outerHtml());
        }
        for (Element e : page.select("[href]")) {
            assertTrue(e.attr("href").startsWith("#") && page.getElementById(e.attr("href").substring(1)) != null, e.outerHtml());
        }
    }

    @Test
    void readerRunNamesItsSidesAndDrawsTheToolsDumpOfAFileMapharnessRefuses() {
        CaseResult garbage = new CaseResult("4wvr/mutated/small-3", CaseVerdict.FAIL,
                List.of("the tool read a file mapharness refuses: objects[0].name: not terminated"), "myreader in.wrp out.json",
                "", Duration.ofMillis(80), List.of("objects[0].name"),
                new CaseEvidence(Optional.empty(), Optional.of(RENAMED), Optional.empty()));
        Document page = Jsoup.parse(HtmlReport.conformance(new ConformanceRun("conformance reader", Format.WVR4,
                "myreader {in} {out}", "corpus, cut and overwritten maps", List.of(garbage), Set.of(), 1), PictureSource.MAPS));

        assertEquals("Reader conformance", page.select("h1").text());
        Elements sides = page.select("section.case .side-pictures");
        assertEquals(List.of("mapharness reads", "The tool's dump"), sides.select("h4").eachText());
        assertEquals("No picture: mapharness refuses this file.", sides.get(0).select("p.muted").text());
        assertTrue(sides.get(0).select("img").isEmpty());
        assertFalse(sides.get(1).select("img").isEmpty());
    }

    @Test
    void allPassingRunSaysSoAndABaselinedRunIsAmber() {
        Document green = page(List.of(pass("4wvr/corpus/a"), pass("4wvr/corpus/b")), Set.of(), 0, PictureSource.MAPS);
        assertEquals("All 2 cases pass", green.select(".verdict").text());
        assertTrue(green.select("header.summary").hasClass("ok"));
        assertTrue(green.select("section.case").isEmpty());
        assertTrue(green.select(".grid a").isEmpty());

        CaseResult known = renamed("4wvr/finding/abc", "objects[1].name differs");
        Document amber = page(List.of(pass("4wvr/corpus/a"), known), Set.of(BaselineKeys.of(known)), 0, PictureSource.MAPS);
        assertEquals("1 of 2 cases does not pass, all known from the baseline", amber.select(".verdict").text());
        assertTrue(amber.select("header.summary").hasClass("warn"));
    }

    @Test
    void theGridOfAVeryLargeRunIsCappedAndSaysSo() {
        List<CaseResult> results = new ArrayList<>(Collections.nCopies(ConformancePage.GRID_CELLS + 50, pass("4wvr/generated/g")));
        results.add(without("4wvr/generated/last", CaseVerdict.CRASH, "exit code 3"));

        Document page = page(results, Set.of(), 1, PictureSource.NONE);

        assertEquals(ConformancePage.GRID_CELLS, page.select(".grid .cell").size());
        assertTrue(page.select(".grid + p.note").text().contains("of 10 051 cases"), page.select("p.note").text());
        assertEquals(List.of("4wvr/generated/last"), page.select("section.case h2 .name").eachText());
        assertEquals("10 050", matrix(page).get("generated").get("pass"));
    }

    @Test
    void aHugeRunDrawsTheFirstFailuresAndListsTheRest() {
        int failing = ConformancePage.SECTIONS + 50;
        List<CaseResult> results = new ArrayList<>();
        for (int i = 0; i < failing; i++) {
            results.add(renamed("4wvr/mutated/case-" + i, "reason " + i + " of case " + i));
            results.add(pass("4wvr/corpus/case-" + i));
        }
        // the first failure is known: it comes after every new one, so it is listed, not drawn
        Set<String> known = Set.of(BaselineKeys.of(results.get(0)));
        AtomicInteger drawn = new AtomicInteger();
        PictureSource counting = (side, marked, other) -> {
            drawn.incrementAndGet();
            return ReportFixtures.tinyPictures().draw(side, marked, other);
        };

        Document page = page(results, known, 1, counting);

        assertEquals(2 * failing, page.select(".grid .cell").size());
        assertEquals(ConformancePage.SECTIONS, page.select("section.case").size());
        assertEquals("4wvr/mutated/case-1", page.select("section.case h2 .name").first().text());
        assertEquals(2 * ConformancePage.SECTIONS, drawn.get(), "pictures only for the cases drawn, both sides each");
        Elements rows = page.select("table.listed tbody tr");
        assertEquals(failing - ConformancePage.SECTIONS, rows.size());
        assertEquals("4wvr/mutated/case-" + (ConformancePage.SECTIONS + 1), rows.first().select("td.name").text());
        assertEquals("reason " + (ConformancePage.SECTIONS + 1) + " of case " + (ConformancePage.SECTIONS + 1),
                rows.first().select("td").get(2).text());
        assertEquals("4wvr/mutated/case-0", rows.last().select("td.name").text());
        assertTrue(rows.last().text().contains("known (baseline)"));
        // every failing cell links to its section or its row
        for (Element a : page.select(".grid a")) {
            assertTrue(page.getElementById(a.attr("href").substring(1)) != null, a.outerHtml());
        }
        assertEquals(failing, page.select(".grid a").size());
    }

    @Test
    void eachRunnersPageNamesItsOwnKind() {
        CaseResult passed = new CaseResult("wwd/corpus/small", CaseVerdict.PASS, List.of(), "resave in.wwd out.wwd", "",
                Duration.ofMillis(5), List.of(), new CaseEvidence(Optional.empty(), Optional.empty(), Optional.empty()));
        for (String[] kind : new String[][] {{"conformance writer", "Writer conformance"},
            {"conformance reader", "Reader conformance"}, {"conformance resaver", "Re-saver conformance"}}) {
            Document page = Jsoup.parse(HtmlReport.conformance(new ConformanceRun(kind[0], Format.WWD, "resave {in} {out}",
                    "every corpus level of WWD", List.of(passed), Set.of(), 0), PictureSource.MAPS));
            assertEquals(kind[1], page.select("h1").text(), kind[0]);
        }
    }
}
