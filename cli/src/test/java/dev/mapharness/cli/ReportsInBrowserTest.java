package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.Codecs;
import dev.mapharness.bytes.FieldMap;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.reports.html.HtmlReport;
import dev.mapharness.nightly.CorpusDifferentials;
import dev.mapharness.nightly.CorpusRoundTrips;
import dev.mapharness.reports.nightly.NightlyReport;
import dev.mapharness.reports.nightly.NightlyReports;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.logging.Level;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * Runs the commands that write HTML ({@code check --html}, {@code diff --html}, the nightly page) on
 * corpus files and opens each page in the system's headless Chromium: the page must load without a
 * console error (a Content-Security-Policy violation is one), every picture must decode, and the
 * tables must hold the rows the inputs call for. A full-page screenshot of each lands in
 * {@code target/screenshots/} for people to look at.
 */
class ReportsInBrowserTest {
    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    private static final Path PAGES = Path.of("target", "html-reports");
    private static final Path SCREENSHOTS = Path.of("target", "screenshots");
    private static final int SCREENSHOT_WIDTH = 1280;
    private static final int SCREENSHOT_MAX_HEIGHT = 12_000;

    /** Selenium looks for a DevTools binding matching Chromium's version; none is used here. Held so it stays configured. */
    private static final java.util.logging.Logger CDP_VERSION_LOG =
            java.util.logging.Logger.getLogger("org.openqa.selenium.devtools.CdpVersionFinder");

    @TempDir
    static Path profile;

    @TempDir
    Path dir;

    private static ChromeDriver browser;

    @BeforeAll
    static void startBrowser() throws IOException {
        Assumptions.assumeTrue(Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER),
                "Chromium is not installed (apt-get install chromium chromium-driver): the reports are not opened in a browser");
        CDP_VERSION_LOG.setLevel(Level.SEVERE);
        Files.createDirectories(PAGES);
        Files.createDirectories(SCREENSHOTS);
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--user-data-dir=" + profile.resolve("chromium"),
                "--window-size=" + SCREENSHOT_WIDTH + ",900");
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        // both paths given: Selenium has nothing to look up or download
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
        browser = new ChromeDriver(service, options);
    }

    @AfterAll
    static void stopBrowser() {
        if (browser != null) {
            browser.quit();
        }
    }

    private static Path corpus(String file) {
        return CorpusPaths.of(file);
    }

    /** The page a command wrote, after checking its exit code. */
    private String page(Path html, int exit, String... args) throws IOException {
        CliRun r = CliRun.run(args);
        assertEquals(exit, r.exit(), r.toString());
        return Files.readString(html, StandardCharsets.UTF_8);
    }

    /**
     * A good corpus file, the same file with three fields changed on purpose (each named in the
     * findings table), a truncated copy and a text file: pictures for the two that decode, a
     * failure with its hex window for the two that do not.
     */
    @Test
    void checkReport() throws IOException {
        Path good = corpus("8wvr/small.wrp");
        byte[] bytes = Files.readAllBytes(good);
        FieldMap map = Codecs.read(bytes, ReadOptions.LENIENT.withFieldMap()).fieldMap().orElseThrow();
        int cellSize = (int) map.spanOf("header.landCellSize").orElseThrow().start();
        int material = (int) map.spanOf("materialIndices[5]").orElseThrow().start();
        int id1 = (int) map.spanOf("objects[1].id").orElseThrow().start();
        int id0 = (int) map.spanOf("objects[0].id").orElseThrow().start();
        Arrays.fill(bytes, cellSize, cellSize + 4, (byte) 0xFF);
        bytes[material] = (byte) 0xFF;
        bytes[material + 1] = 0x7F;
        System.arraycopy(bytes, id0, bytes, id1, 4);
        Path bad = Files.write(dir.resolve("bad.wrp"), bytes);
        Path cut = Files.write(dir.resolve("cut.wrp"), Arrays.copyOf(bytes, bytes.length / 3));
        Path notes = Files.writeString(dir.resolve("notes.txt"), "not a map at all\n");
        Path html = dir.resolve("check.html");

        String index = page(html, ExitCodes.UNREADABLE, "check", "--html", html.toString(), good.toString(), bad.toString(),
                cut.toString(), notes.toString());
        open("check-index", index, browser -> {
            assertEquals(4, rows("table.batch.files tbody tr"), "a row per file");
            assertEquals(3, rows("table.batch.files tbody tr a"), "a page for each file that does not conform");
        });
        Path pages = dir.resolve("check.files");
        open("check", Files.readString(pages.resolve("0002-bad.wrp.html"), StandardCharsets.UTF_8), browser -> {
            List<String> findings = texts("section.file table.findings tbody tr");
            for (String field : List.of("header.landCellSize", "materialIndices[5]", "objects[1].id")) {
                assertTrue(findings.stream().anyMatch(f -> f.contains(field)), field + " in " + findings);
            }
            assertTrue(images() >= 3, "relief, materials and objects of the decoded file");
        });
        for (String failed : List.of("0003-cut.wrp.html", "0004-notes.txt.html")) {
            open("check-" + failed, Files.readString(pages.resolve(failed), StandardCharsets.UTF_8),
                    browser -> assertEquals(1, rows(".failure"), failed + " shows why it does not read"));
        }
    }

    /**
     * A corpus OPRW world written as 18 and as 24: exactly the expected groups (the version, the
     * random array 24 lacks, the primary texture and road connection types it gains, and the
     * map-info offsets that move where LZO compresses a river to another size), none unexpected,
     * the maps drawn.
     */
    @Test
    void diffReportOfOneWorldAsTwoVersions() throws IOException {
        Path v18 = corpus("oprw/v18-medium.wrp");
        Path v24 = dir.resolve("v24-medium.wrp");
        assertEquals(ExitCodes.OK, CliRun.run("convert", v18.toString(), v24.toString(), "--to", "oprw24", "--allow-loss").exit());
        Path html = dir.resolve("diff.html");

        String page = page(html, ExitCodes.OK, "diff", "--html", html.toString(), v18.toString(), v24.toString());
        open("diff-versions", page, browser -> {
            assertEquals(List.of("expected version", "expected random", "expected primaryTexture",
                            "expected mapInfoOffsets", "expected roads[*].links[*].connectionTypes"),
                    texts("table.groups.expected tbody tr td.field"));
            assertEquals(0, rows("table.groups.unexpected tbody tr"));
            assertEquals(2 * 4, images(), "relief, materials, objects and roads of both sides");
        });
    }

    /** 300 heights changed in a copy of a 4WVR world: one unexpected group, hex side by side, the cells marked. */
    @Test
    void diffReportWithUnexpectedDivergences() throws IOException {
        Path good = corpus("4wvr/medium.wrp");
        byte[] bytes = Files.readAllBytes(good);
        FieldMap.Entry heights = Codecs.read(bytes, ReadOptions.LENIENT.withFieldMap()).fieldMap().orElseThrow()
                .entries().stream().filter(FieldMap.Entry::isArray)
                .max(java.util.Comparator.comparingLong(e -> e.end() - e.start())).orElseThrow();
        for (int i = 0; i < 300; i++) {
            bytes[(int) heights.start() + i * 3 * heights.elementSize()] ^= 0x40;
        }
        Path theirs = Files.write(dir.resolve("theirs.wrp"), bytes);
        Path html = dir.resolve("diff.html");

        String page = page(html, ExitCodes.FINDINGS, "diff", "--html", html.toString(), good.toString(), theirs.toString());
        open("diff-files", page, browser -> {
            assertEquals(1, rows("table.groups.unexpected tbody tr"));
            assertTrue(texts("table.groups.unexpected tbody tr").get(0).contains("300"));
            assertEquals(2, rows("figure.hex:first-of-type .hexside"), "both sides next to each other");
            assertTrue(images() >= 2 * 3);
        });
    }

    /** Files of two formats: exit 2, and the page shows both files and why they are not compared. */
    @Test
    void diffReportOfTwoFormatsAndOfAnUnreadableFile() throws IOException {
        Path html = dir.resolve("formats.html");
        String page = page(html, ExitCodes.USAGE, "diff", "--html", html.toString(), corpus("4wvr/small.wrp").toString(),
                corpus("8wvr/small.wrp").toString());
        open("diff-formats", page, browser -> {
            assertEquals(1, rows("section.refusal"));
            assertEquals(0, rows("table.groups tbody tr"));
            assertTrue(images() >= 2);
        });

        byte[] good = Files.readAllBytes(corpus("8wvr/small.wrp"));
        Path cut = Files.write(dir.resolve("cut.wrp"), Arrays.copyOf(good, good.length / 2));
        Path unreadable = dir.resolve("unreadable.html");
        String page2 = page(unreadable, ExitCodes.UNREADABLE, "diff", "--html", unreadable.toString(),
                corpus("8wvr/small.wrp").toString(), cut.toString());
        open("diff-unreadable", page2, browser -> {
            assertEquals(1, rows(".failure"));
            assertEquals(1, rows("figure.hex .hx .b.d"), "the byte where reading stopped");
        });
    }

    /** The nightly page over the real corpus checks and three nights of fuzzing summaries. */
    @Test
    void nightlyReport() throws Exception {
        Path runs = Files.createDirectories(dir.resolve("fuzz-runs").resolve("runs"));
        for (int night = 1; night <= 3; night++) {
            Path run = Files.createDirectories(runs.resolve("2026112" + night + "-020000"));
            String failures = night == 2 ? "[{\"target\":\"lzss-decode\",\"file\":\"fuzz/lzss-decode/findings/crash-1\","
                    + "\"signature\":\"crash-1\",\"firstLine\":\"ArrayIndexOutOfBoundsException\"}]" : "[]";
            Files.writeString(run.resolve("summary.json"), "{\"schema\":\"mapharness-fuzz-summary/1\",\"kind\":\"nightly\","
                    + "\"started\":\"2026-11-2" + night + "T02:00:00Z\",\"seconds\":120.5,"
                    + "\"replay\":{\"inputs\":187,\"failures\":" + failures + "},"
                    + "\"targets\":[{\"target\":\"lzss-decode\",\"seconds\":4.1,\"executions\":" + (200000 * night)
                    + ",\"execPerSecond\":57000,\"coverage\":310,\"features\":900,\"corpusSize\":40},"
                    + "{\"target\":\"wwd-decode\",\"seconds\":4.0,\"executions\":39000,\"execPerSecond\":9700,"
                    + "\"coverage\":655,\"features\":1912,\"corpusSize\":98}],\"findings\":[]}");
        }
        Path corpus = corpus("");
        NightlyReport night = NightlyReports.build(runs.resolve("20261123-020000"),
                CorpusRoundTrips.run(corpus, f -> { }), CorpusDifferentials.run(corpus, f -> { }));
        open("nightly", HtmlReport.nightly(night), browser -> {
            assertEquals(night.roundTrips().size(), rows("table.roundtrips tbody tr"));
            assertEquals(2, rows("table.targets tbody tr"));
            assertEquals(2, rows("svg.history rect"), "the two nights before");
            assertEquals(night.changes().size(), rows("table.changes tbody tr"));
            assertTrue(night.changes().stream().anyMatch(c -> c.kind() == dev.mapharness.reports.nightly.Change.Kind.FIXED),
                    night.changes().toString());
        });
    }

    /**
     * A writer that drops the last object, run over two corpus worlds: the matrix counts them, each
     * failure has its section with both maps, and the first has its shrunk case with its maps.
     */
    @Test
    void conformanceReport() throws IOException {
        Path corpus = Files.createDirectories(dir.resolve("corpus/4wvr"));
        for (String f : List.of("hand-4x4.wrp", "small.wrp")) {
            Files.copy(corpus("4wvr/" + f), corpus.resolve(f));
        }
        Path html = dir.resolve("conformance.html");
        String page = page(html, ExitCodes.FINDINGS, "conformance", "writer", "--format", "4wvr", "--corpus",
                dir.resolve("corpus").toString(), "--cases", "0", "--shrink-runs", "40", "--html", html.toString(),
                "--cmd", ConformanceWriterTest.tool("drop-object"));
        open("conformance", page, browser -> {
            assertEquals(2, rows("section.case"), "a section per failing case");
            assertEquals(1, rows("div.shrunk"), "the first failure of its kind is shrunk");
            assertTrue(images() >= 4 * 3, "each failure's two maps, and the shrunk case's");
            assertTrue(texts("table.matrix tbody tr").stream().anyMatch(t -> t.startsWith("corpus")), "the corpus row");
        });
        assertTrue(Files.isRegularFile(dir.resolve("conformance.html.cases/4wvr_corpus_hand-4x4/shrunk/command.txt")),
                "failing cases are kept beside the report, so its command lines run");
    }

    @Test
    void aPolicyViolationIsCaughtAsAConsoleError() throws IOException {
        // the checks above are only worth something if a violation does show up in the log
        Path html = dir.resolve("formats.html");
        String page = page(html, ExitCodes.USAGE, "diff", "--html", html.toString(), corpus("4wvr/small.wrp").toString(),
                corpus("8wvr/small.wrp").toString()).replace("<main>", "<main><p style=\"color:red\">x</p>");
        Path file = PAGES.resolve("policy-violation.html");
        Files.writeString(file, page, StandardCharsets.UTF_8);
        browser.get(file.toAbsolutePath().toUri().toString());
        List<String> errors = errors();
        assertFalse(errors.isEmpty(), "an inline style attribute must be refused by the page's policy");
        assertTrue(errors.stream().anyMatch(e -> e.contains("Content Security Policy")), errors.toString());
    }

    private static void open(String name, String html, Consumer<ChromeDriver> checks) throws IOException {
        Path file = PAGES.resolve(name + ".html");
        Files.writeString(file, html, StandardCharsets.UTF_8);
        browser.get(file.toAbsolutePath().toUri().toString());
        List<String> errors = errors();
        assertTrue(errors.isEmpty(), name + ": console errors:\n" + String.join("\n", errors));
        Object broken = browser.executeScript(
                "return Array.from(document.images).filter(i => !i.complete || i.naturalWidth === 0).length");
        assertEquals(0L, broken, name + ": pictures that did not decode");
        checks.accept(browser);
        screenshot(name);
    }

    private static List<String> errors() {
        List<String> errors = new ArrayList<>();
        for (LogEntry e : browser.manage().logs().get(LogType.BROWSER)) {
            if (e.getLevel().intValue() >= Level.SEVERE.intValue() || e.getMessage().contains("Content Security Policy")) {
                errors.add(e.getLevel() + " " + e.getMessage());
            }
        }
        return errors;
    }

    private static long images() {
        return rows("img");
    }

    private static List<String> texts(String css) {
        return browser.findElements(By.cssSelector(css)).stream().map(e -> e.getText()).toList();
    }

    private static long rows(String css) {
        return browser.findElements(By.cssSelector(css)).size();
    }

    private static void screenshot(String name) throws IOException {
        Number height = (Number) browser.executeScript("return document.documentElement.scrollHeight");
        browser.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", SCREENSHOT_WIDTH,
                "height", Math.min(SCREENSHOT_MAX_HEIGHT, height.intValue()), "deviceScaleFactor", 1, "mobile", false));
        try {
            Files.write(SCREENSHOTS.resolve(name + ".png"), browser.getScreenshotAs(OutputType.BYTES));
        } finally {
            browser.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
        }
    }

}
