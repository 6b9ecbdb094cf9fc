package dev.mapharness.reports.html;

import dev.mapharness.wvr4.Wvr4Rules;
import dev.mapharness.rules.Rule;
import dev.mapharness.wwd.WwdRules;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Severity;
import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.Evidence;
import dev.mapharness.reports.Finding;
import dev.mapharness.reports.Forgotten;
import dev.mapharness.reports.SafeText;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BatchHtmlReportTest {
    @TempDir
    Path dir;

    private Path write(Path index, List<CheckResult> results) throws IOException {
        try (BatchHtmlReport report = BatchHtmlReport.open(index, ReportFixtures.tinyPictures())) {
            for (CheckResult r : results) {
                report.add(r);
            }
            report.commit();
        }
        return index;
    }

    private static List<String> listing(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private static Document parse(Path page) throws IOException {
        return Jsoup.parse(Files.readString(page));
    }

    /** The file a relative link on {@code page} points to. */
    private static Path target(Path page, String href) {
        URI uri = page.toUri().resolve(href);
        return Path.of(uri);
    }

    @Test
    void theIndexCountsAMixedBatchAndLinksExactlyTheFilesThatFail() throws IOException {
        List<CheckResult> batch = ReportFixtures.batch();
        Path index = write(dir.resolve("report.html"), batch);
        Document page = parse(index);

        assertEquals(List.of("report.files", "report.html"), listing(dir), "no temporary file is left");
        long failing = batch.stream().filter(r -> r.status() != CheckResult.Status.CONFORMS).count();
        assertTrue(failing > 0 && failing < batch.size());
        assertEquals(failing + " of " + batch.size() + " files do not conform", page.select(".summary .verdict").text());

        for (CheckResult.Status s : CheckResult.Status.values()) {
            long n = batch.stream().filter(r -> r.status() == s).count();
            assertTrue(n > 0, "the batch has a file that " + s.id());
            assertEquals(CheckPage.statusText(s) + " " + n, page.select(".statuses .count").get(s.ordinal()).text());
        }
        Map<String, Long> byFormat = new TreeMap<>();
        batch.forEach(r -> byFormat.merge(BatchTally.format(r), 1L, Long::sum));
        Map<String, Long> shown = new LinkedHashMap<>();
        for (Element row : page.select("table.formats tbody tr")) {
            shown.put(row.child(0).text(), Long.parseLong(row.child(1).text().replace(" ", "")));
        }
        assertEquals(byFormat, shown);
        for (Element row : page.select("table.severities tbody tr")) {
            Severity s = Severity.of(row.child(0).text());
            assertEquals(batch.stream().mapToLong(r -> r.count(s)).sum(), Long.parseLong(row.child(1).text().replace(" ", "")));
            assertEquals(batch.stream().filter(r -> r.count(s) > 0).count(), Long.parseLong(row.child(2).text()));
        }

        List<Element> rows = page.select("table.batch tbody tr");
        assertEquals(batch.size(), rows.size());
        List<String> pages = new ArrayList<>();
        for (int i = 0; i < batch.size(); i++) {
            CheckResult r = batch.get(i);
            Element row = rows.get(i);
            assertEquals(String.valueOf(i + 1), row.child(0).text());
            assertEquals(r.file(), row.child(1).text());
            assertEquals(CheckPage.statusText(r.status()), row.child(4).text());
            assertEquals(String.valueOf(r.count(Severity.ERROR)), row.child(5).text().replace(" ", ""));
            Element link = row.child(1).selectFirst("a");
            assertEquals(r.status() != CheckResult.Status.CONFORMS, link != null, r.file());
            if (link != null) {
                Path linked = target(index, link.attr("href"));
                assertEquals(dir.resolve("report.files"), linked.getParent());
                pages.add(linked.getFileName().toString());
                assertOwnPage(linked, r, index);
            }
        }
        assertEquals(pages.stream().sorted().toList(), listing(dir.resolve("report.files")), "pages exist exactly for those");
    }

    /** The page is the one-file check page, with a link back to the index on top. */
    private static void assertOwnPage(Path page, CheckResult r, Path index) throws IOException {
        String html = Files.readString(page);
        Element back = Jsoup.parse(html).selectFirst("nav.back a");
        assertEquals(index, target(page, back.attr("href")));
        String nav = html.substring(html.indexOf("<nav class=\"back\">"), html.indexOf("</nav>\n\n") + "</nav>\n\n".length());
        assertEquals(HtmlReport.check(List.of(r), ReportFixtures.tinyPictures()), html.replace(nav, ""), r.file());
    }

    @Test
    void theMostCommonKindsOfFindingAreCountedByFile() throws IOException {
        CheckResult base = ReportFixtures.batch().get(0);
        List<CheckResult> batch = List.of(
                withFindings(base, "a.wrp", violation(Severity.ERROR, "objects[1].id", "id 5 is already used"),
                        violation(Severity.ERROR, "objects[7].id", "id 9 is already used"),
                        violation(Severity.WARNING, "header.name", "non-zero bytes after the NUL")),
                withFindings(base, "b.wrp", violation(Severity.ERROR, "objects[12].id", "id 1 is already used")),
                withFindings(base, "c.wrp", violation(Severity.WARNING, "", "12 bytes in 2 gaps"),
                        violation(Severity.ERROR, "objects[3].id", "id 2 is already used")),
                withFindings(base, "d.wrp", violation(Severity.WARNING, "", "40 bytes in 1 gap"),
                        violation(Severity.NOTE, "header.checksum", "another formula")));
        Document page = parse(write(dir.resolve("kinds.html"), batch));

        List<Element> kinds = page.select("table.kinds tbody tr");
        assertEquals(5, kinds.size(), page.select("table.kinds").outerHtml());
        Element top = kinds.get(0);
        assertEquals(List.of("error", "4wvr/object-id-duplicate", "violation", "objects[*].id", "3", "4"),
                top.children().subList(0, 6).stream().map(Element::text).toList());
        assertEquals(RuleLink.PAGE + "#4wvrobject-id-duplicate", top.child(1).selectFirst("a").attr("href"),
                "a rule id links to its section of the rules page");
        assertEquals("objects[1].id: id 5 is already used in a.wrp", top.child(6).text(), "the first one seen is the example");
        // findings about the whole file are told apart by their message without its numbers
        assertEquals(List.of("warning", "wwd/section-gap", "violation", "# bytes in # gap", "1", "1"),
                kinds.stream().filter(k -> k.child(3).text().startsWith("#")).findFirst().orElseThrow()
                        .children().subList(0, 6).stream().map(Element::text).toList());
        assertEquals(3, page.select("table.batch tbody a").size(), "d.wrp has no error: it conforms and has no page");
    }

    @Test
    void hostileNamesStayInsideTheFolderAndReadBackEscaped() throws IOException {
        CheckResult failing = ReportFixtures.batch().stream().filter(r -> r.status() == CheckResult.Status.UNREADABLE)
                .findFirst().orElseThrow();
        List<String> names = List.of("../../../etc/passwd", "..\\..\\boot.ini", "/", "", "..", "a/.hidden",
                "x\"><script>alert(1)</script>.wrp", "\u202Eevil\u0007\u0000\uD800.wrp", "\uD83D\uDDFA map #1?.wrp",
                "%2e%2e%2fup.wrp", "long".repeat(200) + ".wrp", "x\"><script>alert(1)</script>.wrp");
        List<CheckResult> batch = names.stream().map(n -> rename(failing, n)).toList();
        Path index = write(dir.resolve("my report #1?.html"), batch);
        Path folder = dir.resolve("my report #1?.files");

        assertEquals(List.of("my report #1?.files", "my report #1?.html"), listing(dir));
        List<String> pages = listing(folder);
        assertEquals(names.size(), pages.size(), "one page each, also for two files of the same name");
        for (String p : pages) {
            assertTrue(BatchFiles.isPageName(p) && p.length() < 100, p);
        }
        Document page = parse(index);
        assertTrue(page.select("script, [onerror]").isEmpty());
        List<Element> rows = page.select("table.batch tbody tr");
        for (int i = 0; i < names.size(); i++) {
            Element link = rows.get(i).child(1).selectFirst("a");
            assertEquals(Fmt.text(names.get(i)), link.text());
            Path linked = target(index, link.attr("href"));
            assertEquals(folder, linked.getParent());
            assertTrue(Files.isRegularFile(linked), link.attr("href"));
            Document own = parse(linked);
            assertEquals(index, target(linked, own.selectFirst("nav.back a").attr("href")));
            assertTrue(own.text().contains(SafeText.of(names.get(i)).substring(0, Math.min(100, SafeText.of(names.get(i)).length()))));
            assertTrue(own.select("script").isEmpty());
        }
        assertEquals("0001-passwd.html", pages.get(0));
        assertEquals("0009-__map__1_.wrp.html", rows.get(8).child(1).selectFirst("a").attr("href").split("/")[1]);
    }

    @Test
    void anInterruptedRunLeavesTheEarlierReportAsItWas() throws IOException {
        List<CheckResult> batch = ReportFixtures.batch();
        Path index = write(dir.resolve("report.html"), batch);
        Path folder = dir.resolve("report.files");
        String before = Files.readString(index);
        Map<String, String> pagesBefore = contents(folder);

        BatchHtmlReport report = BatchHtmlReport.open(index, ReportFixtures.tinyPictures());
        for (CheckResult r : batch.subList(batch.size() - 6, batch.size())) {
            report.add(r);
        }
        assertEquals(3, listing(dir).size(), "the new pages and rows wait in a folder of their own");
        report.close();

        assertEquals(List.of("report.files", "report.html"), listing(dir));
        assertEquals(before, Files.readString(index));
        assertEquals(pagesBefore, contents(folder));
        assertThrows(IllegalStateException.class, report::commit);
    }

    @Test
    void aNewReportReplacesTheEarlierPagesAndKeepsOtherFiles() throws IOException {
        List<CheckResult> batch = ReportFixtures.batch();
        Path index = write(dir.resolve("report.html"), batch);
        Path folder = dir.resolve("report.files");
        Files.writeString(folder.resolve("README.txt"), "notes of my own");
        List<CheckResult> last = batch.subList(batch.size() - 6, batch.size());
        write(index, last);

        long failing = last.stream().filter(r -> r.status() != CheckResult.Status.CONFORMS).count();
        List<String> pages = listing(folder).stream().filter(BatchFiles::isPageName).toList();
        assertEquals(failing, pages.size(), pages.toString());
        assertTrue(Files.exists(folder.resolve("README.txt")));
        assertEquals(last.size(), parse(index).select("table.batch tbody tr").size());
    }

    @Test
    void aRowDoesNotGrowWithTheFindingsOfItsFile() throws IOException {
        CheckResult base = ReportFixtures.batch().get(0);
        Finding[] many = new Finding[5_000];
        for (int i = 0; i < many.length; i++) {
            many[i] = violation(Severity.ERROR, "objects[" + i + "].id", "id " + i + " is already used");
        }
        long one = Files.size(write(dir.resolve("one.html"), List.of(withFindings(base, "a.wrp", many[0]))));
        long all = Files.size(write(dir.resolve("all.html"), List.of(withFindings(base, "a.wrp", many))));
        assertTrue(all - one < 40, one + " bytes with one finding, " + all + " with " + many.length);

        long named = Files.size(write(dir.resolve("named.html"), List.of(withFindings(base, "n".repeat(100_000), many[0]))));
        assertTrue(named - one < 4 * Fmt.MAX_TEXT, "a long name is shown cut: " + named + " bytes");
    }

    @Test
    void aFileInThePlaceOfThePagesFolderIsRefusedBeforeAnythingIsWritten() throws IOException {
        Files.writeString(dir.resolve("report.files"), "mine");
        assertThrows(IOException.class, () -> BatchHtmlReport.open(dir.resolve("report.html"), PictureSource.NONE));
        assertEquals(List.of("report.files"), listing(dir));
    }

    @Test
    void keepsNoResultAfterAddingIt() throws IOException {
        List<CheckResult> kinds = ReportFixtures.batch();
        Forgotten forgotten = new Forgotten();
        Path index = dir.resolve("many.html");
        try (BatchHtmlReport report = BatchHtmlReport.open(index, PictureSource.NONE)) {
            for (int i = 0; i < 2_000; i++) {
                CheckResult r = kinds.get(i % kinds.size());
                report.add(forgotten.track(new CheckResult("file-" + i + ".wrp", r.size(), r.detection(), r.findings(),
                        r.failure(), r.encoding(), forgotten.track(new Evidence(r.evidence().bytes().clone(),
                        r.evidence().fieldMap(), r.evidence().model())), r.canonical(), r.encodingOmitted(), r.failOn(),
                        r.rewriteDiffersAt())));
            }
            forgotten.assertAllCollected();
            report.commit();
        }
        assertEquals(4_000, forgotten.tracked());
        assertEquals(2_000, parse(index).select("table.batch tbody tr").size());
    }

    private Map<String, String> contents(Path folder) throws IOException {
        Map<String, String> all = new TreeMap<>();
        for (String name : listing(folder)) {
            all.put(name, Files.readString(folder.resolve(name), StandardCharsets.UTF_8));
        }
        return all;
    }

    private static Finding violation(Severity s, String field, String message) {
        // a rule the sample's finding could be of: the rule column is tallied with the rest
        Rule rule = s == Severity.NOTE ? WwdRules.CHECKSUM_WAPMAP_FORMULA
                : field.startsWith("objects") ? Wvr4Rules.OBJECT_ID_DUPLICATE
                : field.isEmpty() ? WwdRules.SECTION_GAP : WwdRules.STRING_BYTES_AFTER_NUL;
        return new Finding(Finding.Kind.VIOLATION, rule, s, 10, field, message, s == Severity.NOTE ? "WapMap" : "");
    }

    private static CheckResult withFindings(CheckResult r, String name, Finding... findings) {
        return new CheckResult(name, r.size(), r.detection(), List.of(findings), Optional.empty(), List.of(), r.evidence(),
                r.canonical());
    }

    private static CheckResult rename(CheckResult r, String name) {
        return new CheckResult(name, r.size(), r.detection(), r.findings(), r.failure(), r.encoding(), r.evidence(),
                r.canonical(), r.encodingOmitted(), r.failOn(), r.rewriteDiffersAt());
    }
}
