package dev.mapharness.reports.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.FieldMap;
import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.DiffResult;
import dev.mapharness.reports.nightly.NightlyReport;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
 * Opens every kind of report in the system's headless Chromium: the page must load without a
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

    @Test
    void checkReportOfCorpusFilesGoodBadAndUnreadable() throws IOException {
        byte[] good = ReportFixtures.bytes("4wvr/small.wrp");
        FieldMap.Entry grid = ReportFixtures.largestArray(good);
        List<CheckResult> results = List.of(
                ReportFixtures.check("4wvr/small.wrp", good),
                ReportFixtures.check("bad-heights.wrp",
                        ReportFixtures.mutated(good, (int) grid.start() + grid.elementSize(), 40, 7 * grid.elementSize()),
                        Optional.of(good)),
                ReportFixtures.check("oprw/v20-small.wrp", ReportFixtures.bytes("oprw/v20-small.wrp")),
                ReportFixtures.check("wwd/small.wwd", ReportFixtures.bytes("wwd/small.wwd")),
                ReportFixtures.check("truncated.wrp", Arrays.copyOf(good, good.length / 3)),
                ReportFixtures.check("notes.txt", "not a map at all\n".getBytes(StandardCharsets.US_ASCII)));
        long decoded = results.stream().filter(r -> r.failure().isEmpty()).count();
        long differences = results.stream().mapToLong(r -> r.encoding().size()).sum();
        assertTrue(differences > 0);

        open("check", HtmlReport.check(results, ReportFixtures.tinyPictures()), page -> {
            assertEquals(decoded, images(), "a picture per decoded file");
            assertEquals(results.size(), rows("header table.files tbody tr"));
            assertEquals(differences, rows("table.encoding tbody tr"));
            assertEquals(2, rows(".failure"), "the truncated file and the text file");
        });
    }

    @Test
    void diffReportOfTwoFilesWithUnexpectedDivergences() throws IOException {
        byte[] good = ReportFixtures.bytes("4wvr/medium.wrp");
        FieldMap.Entry grid = ReportFixtures.largestArray(good);
        DiffResult result = ReportFixtures.diffFiles("ours/medium.wrp", good, "theirs/medium.wrp",
                ReportFixtures.mutated(good, (int) grid.start(), 300, 3 * grid.elementSize()));
        long unexpected = result.groups().stream().filter(g -> !g.expected()).count();
        assertTrue(unexpected > 0);

        open("diff-files", HtmlReport.diff(result, ReportFixtures.tinyPictures()), page -> {
            assertEquals(2, images());
            assertEquals(unexpected, rows("table.groups.unexpected tbody tr"));
            assertEquals(2, rows("figure.hex:first-of-type .hexside"), "both sides next to each other");
        });
    }

    @Test
    void diffReportOfTwoOprwVersionsWhoseDivergencesAreExpected() throws IOException {
        DiffResult result = ReportFixtures.diffFiles("v17-small.wrp", ReportFixtures.bytes("oprw/v17-small.wrp"),
                "v25-small.wrp", ReportFixtures.bytes("oprw/v25-small.wrp"));
        long expected = result.groups().stream().filter(g -> g.expected()).count();
        long unexpected = result.groups().size() - expected;
        assertTrue(expected > 0);

        open("diff-oprw-versions", HtmlReport.diff(result, ReportFixtures.tinyPictures()), page -> {
            assertEquals(2, images());
            assertEquals(expected, rows("table.groups.expected tbody tr"));
            assertEquals(unexpected, rows("table.groups.unexpected tbody tr"));
        });
    }

    @Test
    void versionDifferentialOfOneWorld() throws IOException {
        DiffResult result = ReportFixtures.versions("oprw/v25-medium.wrp", ReportFixtures.bytes("oprw/v25-medium.wrp"));
        open("diff-versions", HtmlReport.diff(result, ReportFixtures.tinyPictures()), page -> {
            assertEquals(1, images());
            assertEquals(result.groups().stream().filter(g -> g.expected()).count(), rows("table.groups.expected tbody tr"));
        });
    }

    @Test
    void diffReportOfFilesOfTwoFormatsAndOfAnUnreadableFile() throws IOException {
        DiffResult formats = ReportFixtures.diffFiles("a.wrp", ReportFixtures.bytes("4wvr/small.wrp"), "b.wrp",
                ReportFixtures.bytes("8wvr/small.wrp"));
        open("diff-formats", HtmlReport.diff(formats, ReportFixtures.tinyPictures()), page -> {
            assertEquals(2, images());
            assertEquals(1, rows("section.refusal"));
            assertEquals(0, rows("table.groups tbody tr"));
        });
        byte[] good = ReportFixtures.bytes("8wvr/small.wrp");
        DiffResult unreadable = ReportFixtures.diffFiles("8wvr/small.wrp", good, "cut.wrp", Arrays.copyOf(good, good.length / 2));
        open("diff-unreadable", HtmlReport.diff(unreadable, ReportFixtures.tinyPictures()), page -> {
            assertEquals(1, images());
            assertEquals(1, rows(".failure"));
            assertEquals(1, rows("figure.hex .hx .b.d"), "the byte where reading stopped");
        });
    }

    @Test
    void nightlyReport() throws IOException {
        NightlyReport night = ReportFixtures.nightly();
        open("nightly", HtmlReport.nightly(night), page -> {
            assertEquals(0, images());
            assertEquals(night.roundTrips().size(), rows("table.roundtrips tbody tr"));
            assertEquals(night.fuzz().targets().size(), rows("table.targets tbody tr"));
            assertEquals(night.fuzz().findings().size(), rows("table.findings tbody tr"));
            assertEquals(night.history().size(), rows("svg.history rect"));
            assertEquals(night.changes().size(), rows("table.changes tbody tr"));
        });
    }

    @Test
    void aPolicyViolationIsCaughtAsAConsoleError() throws IOException {
        // the check above is only worth something if a violation does show up in the log
        String html = HtmlReport.nightly(ReportFixtures.nightly()).replace("<main>", "<main><p style=\"color:red\">x</p>");
        Path file = PAGES.resolve("policy-violation.html");
        Files.writeString(file, html, StandardCharsets.UTF_8);
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
