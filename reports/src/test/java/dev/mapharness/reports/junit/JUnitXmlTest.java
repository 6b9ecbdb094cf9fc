package dev.mapharness.reports.junit;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.diff.DifferentialResult;
import dev.mapharness.diff.LabelledDivergence;
import dev.mapharness.diff.SideFailure;
import dev.mapharness.diff.SideValue;
import dev.mapharness.format.Detection;
import dev.mapharness.format.Format;
import dev.mapharness.format.Severity;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.DiffResult;
import dev.mapharness.reports.Evidence;
import dev.mapharness.reports.Finding;
import dev.mapharness.reports.ReadFailure;
import dev.mapharness.reports.compare.ByteRange;
import dev.mapharness.reports.compare.DifferenceCause;
import dev.mapharness.reports.compare.DivergenceGroup;
import dev.mapharness.reports.compare.EncodingDifference;
import dev.mapharness.reports.nightly.FuzzNight;
import dev.mapharness.reports.nightly.NightlyReport;
import dev.mapharness.reports.nightly.RoundTripCheck;
import dev.mapharness.reports.nightly.VersionRun;
import dev.mapharness.rules.CanonicalRules;
import dev.mapharness.rules.ReadRules;
import dev.mapharness.wvr4.Wvr4Rules;
import dev.mapharness.wwd.WwdRules;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import static dev.mapharness.reports.junit.JUnitShape.cases;
import static dev.mapharness.reports.junit.JUnitShape.noChild;
import static dev.mapharness.reports.junit.JUnitShape.only;
import static dev.mapharness.reports.junit.JUnitShape.validate;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JUnitXmlTest {
    /** Markup, a CDATA end, an escape sequence, a bidi override, U+FFFE, an unpaired surrogate, a NUL, a tab, a newline. */
    static final String HOSTILE = "a\"b'<c>&d]]>\u001b[31m\u202E\uFFFE\uD800\u0000\t\n.wrp";
    /** How each of those characters is shown: escapes, markup as itself. */
    static final String HOSTILE_SHOWN = "a\"b'<c>&d]]>\\x1B[31m\\u{202E}\\u{FFFE}\\u{D800}\\x00\\x09\\x0A.wrp";
    static final Detection WVR4 = new Detection(Format.WVR4, OptionalInt.empty(), "signature");

    @Test
    void checkHasThreeTestcasesPerFile() {
        CheckResult conforms = new CheckResult("good.wrp", 10, Optional.of(WVR4), List.of(), Optional.empty());
        CheckResult broken = new CheckResult(HOSTILE, 100, Optional.of(WVR4), List.of(), Optional.of(ReadFailure.malformed(
                new MapFormatException(ReadRules.TRUNCATED, 100, "textureNames[2]", "32 bytes", "only 0 bytes"))));
        CheckResult bad = new CheckResult("bad.wrp", 900, Optional.of(WVR4), List.of(
                Finding.error(Finding.Kind.VIOLATION, Wvr4Rules.TEXTURE_INDEX_PAST_TABLE, 12, "textureIndices[0]", "3 cells use slots past the table"),
                Finding.error(Finding.Kind.VIOLATION, Wvr4Rules.OBJECT_ID_DUPLICATE, 40, "objects[1].id", "id 5 twice \u0007"),
                Finding.error(Finding.Kind.NOT_CANONICAL, CanonicalRules.OTHER_VALUE, 77, "header.pad", "canonical has 0x00")),
                Optional.empty(), List.of(
                new EncodingDifference("elevation[*]", "elevation[12]", new ByteRange(24, 64), new ByteRange(24, 64), 20, 10,
                        DifferenceCause.OTHER_VALUE, "heights differ"),
                new EncodingDifference("header.pad", "header.pad", new ByteRange(77, 78), new ByteRange(77, 78), 1, 1,
                        DifferenceCause.ANOTHER_ENCODING, "padding")), Evidence.NONE, Evidence.NONE);
        Element root = validate(JUnitXml.check(List.of(conforms, broken, bad)));
        assertEquals("9", root.getAttribute("tests"));
        assertEquals("3", root.getAttribute("failures"));
        assertEquals("2", root.getAttribute("skipped"));
        List<Element> cases = cases(root);
        assertEquals(List.of("read", "violations", "canonical encoding", "read", "violations", "canonical encoding",
                "read", "violations", "canonical encoding"), cases.stream().map(c -> c.getAttribute("name")).toList());
        cases.subList(0, 3).forEach(c -> noChild(c, "failure"));

        Element read = cases.get(3);
        assertEquals(HOSTILE_SHOWN, read.getAttribute("classname"));
        Element failure = only(read, "failure");
        assertEquals("malformed", failure.getAttribute("type"));
        assertEquals("[read/truncated] at byte 100 (0x64), textureNames[2]: expected 32 bytes, found only 0 bytes", failure.getAttribute("message"));
        only(cases.get(4), "skipped");

        Element violations = only(cases.get(7), "failure");
        assertEquals("2 errors, first: error [4wvr/texture-index-past-table] at byte 12, textureIndices[0]: 3 cells use"
                + " slots past the table",
                violations.getAttribute("message"));
        assertEquals("error", violations.getAttribute("type"));
        assertTrue(violations.getTextContent().contains("objects[1].id: id 5 twice \\x07\n"), violations.getTextContent());
        Element canonical = only(cases.get(8), "failure");
        assertEquals("not-canonical", canonical.getAttribute("type"));
        assertTrue(canonical.getAttribute("message").startsWith("1 field differs from the canonical encoding, first: [canonical/other-value] elevation[12] at bytes"
                + " 24..64"),
                canonical.getAttribute("message"));
        assertTrue(canonical.getTextContent().contains("1 harmless difference from the canonical encoding:\nheader.pad"),
                canonical.getTextContent());
    }

    @Test
    void notesPassUnlessFailOnAsksForThem() {
        CheckResult habits = new CheckResult("w.wwd", 2000, Optional.of(WVR4), List.of(
                new Finding(Finding.Kind.VIOLATION, WwdRules.CHECKSUM_WAPMAP_FORMULA, Severity.NOTE, 748, "header.checksum", "another formula", "WapMap")),
                Optional.empty());
        List<Element> passing = cases(validate(JUnitXml.check(List.of(habits))));
        noChild(passing.get(1), "failure");
        assertTrue(passing.get(1).getTextContent().contains("note [wwd/checksum-wapmap-formula] at byte 748, header.checksum: another formula"
                + " [WapMap writes this]"),
                passing.get(1).getTextContent());
        Element failing = only(cases(validate(JUnitXml.check(List.of(habits.withFailOn(Severity.NOTE))))).get(1), "failure");
        assertEquals("note", failing.getAttribute("type"));
        assertEquals("1 note, first: note [wwd/checksum-wapmap-formula] at byte 748, header.checksum: another formula"
                + " [WapMap writes this]",
                failing.getAttribute("message"));
    }

    @Test
    void diffFailsUnexpectedGroupsAndPassesExpectedOnesWithTheirReason() {
        LabelledDivergence version = new LabelledDivergence("version", List.of(new SideValue("A", "24"), new SideValue("B", "25")), "", List.of());
        LabelledDivergence transform = new LabelledDivergence("objects[3].transform[9]",
                List.of(new SideValue("A", "1.0"), new SideValue("B", "2.0")), "", List.of());
        LabelledDivergence appId = new LabelledDivergence("appId", List.of(new SideValue("A", "absent"), new SideValue("B", "0")), "",
                List.of(OprwFeature.APP_ID));
        DifferentialResult d = new DifferentialResult(List.of("A", "B"), List.of(version, appId), List.of(transform), List.of(), 0, 0);
        DiffResult r = new DiffResult(DiffResult.Mode.FILES, List.of(
                new DiffResult.Input("a.wrp", 10, Optional.of(WVR4), List.of(), Optional.empty()),
                new DiffResult.Input(HOSTILE, 10, Optional.of(WVR4), List.of(), Optional.empty())), Optional.of(d), List.of(
                new DivergenceGroup("appId", true, 1, List.of(appId), List.of(OprwFeature.APP_ID), List.of()),
                new DivergenceGroup("objects[*].transform[9]", false, 300, List.of(transform), List.of(), List.of())));
        Element root = validate(JUnitXml.diff(r));
        List<Element> cases = cases(root);
        assertEquals(List.of("read", "read", "appId", "objects[*].transform[9]"), cases.stream().map(c -> c.getAttribute("name")).toList());
        assertEquals(HOSTILE_SHOWN, cases.get(1).getAttribute("classname"));
        noChild(cases.get(2), "failure");
        assertTrue(only(cases.get(2), "system-out").getTextContent().startsWith("1 field differs as the version table explains (APP_ID)"));
        Element failure = only(cases.get(3), "failure");
        assertEquals("300 fields differ unexpectedly, first: objects[3].transform[9]: A=1.0 B=2.0", failure.getAttribute("message"));
        assertEquals("1", root.getAttribute("failures"));
    }

    @Test
    void aDiffWhoseInputDoesNotReadSkipsTheComparison() {
        DiffResult r = new DiffResult(DiffResult.Mode.VERSIONS, List.of(new DiffResult.Input("x.wrp", -1, Optional.empty(), List.of(),
                Optional.of(ReadFailure.of(ReadFailure.Reason.NOT_FOUND, "no such file")))), Optional.empty());
        Element root = validate(JUnitXml.diff(r));
        List<Element> cases = cases(root);
        assertEquals("[input/missing] no such file", only(cases.get(0), "failure").getAttribute("message"));
        assertEquals("not-found", only(cases.get(0), "failure").getAttribute("type"));
        only(cases.get(1), "skipped");
    }

    @Test
    void nightlyHasASuitePerPartAndFailsNewFindingsOnly() {
        DifferentialResult agrees = new DifferentialResult(List.of("OPRW 18", "OPRW 25"), List.of(), List.of(), List.of(), 0, 0);
        DifferentialResult fails = new DifferentialResult(List.of("OPRW 18", "OPRW 25"), List.of(), List.of(),
                List.of(new SideFailure("OPRW 18", SideFailure.Stage.VIOLATIONS, "1 violation")), 0, 0);
        FuzzNight fuzz = new FuzzNight(12,
                List.of(new FuzzNight.ReplayRow("lzss-decode", "fuzz/lzss-decode/findings/crash-ab", "ab", "AIOOBE in BisLzss")),
                List.of(new FuzzNight.TargetRow("lzss-decode", 60.5, 1000, 16, 300, 500, 20),
                        new FuzzNight.TargetRow("wwd-decode", 61, 2000, 33, 400, 600, 30),
                        new FuzzNight.TargetRow(HOSTILE, 1, 1, 1, 1, 1, 1)),
                List.of(new FuzzNight.FindingRow("lzss-decode", "crash", "ab", "AIOOBE in BisLzss", "x", true, "f", 9, 3),
                        new FuzzNight.FindingRow("wwd-decode", "timeout", "cd", "slow in WwdReader", "y", false, "g", 900, 10)));
        NightlyReport n = new NightlyReport("20261121-134059", "2026-11-21T13:40:59Z", 100,
                List.of(new RoundTripCheck("4wvr/small.wrp", "4WVR", true, ""),
                        new RoundTripCheck(HOSTILE, "unknown", false, "does not read strictly: at byte 0")),
                List.of(new VersionRun("oprw/v25-small.wrp", agrees), new VersionRun("oprw/v25-medium.wrp", fails)),
                fuzz, List.of(), List.of());
        Element root = validate(JUnitXml.nightly(n));
        List<Element> suites = JUnitShape.children(root);
        assertEquals(List.of("round trips", "version differentials", "replay", "fuzz targets"),
                suites.stream().map(s -> s.getAttribute("name")).toList());
        assertEquals(List.of("2", "2", "2", "3"), suites.stream().map(s -> s.getAttribute("tests")).toList());
        assertEquals(List.of("1", "1", "1", "1"), suites.stream().map(s -> s.getAttribute("failures")).toList());
        List<Element> cases = cases(root);
        assertEquals(HOSTILE_SHOWN, cases.get(1).getAttribute("classname"));
        assertEquals("does not read strictly: at byte 0", only(cases.get(1), "failure").getAttribute("message"));
        assertEquals("OPRW 18: read back with violations failed: 1 violation", only(cases.get(3), "failure").getAttribute("message"));
        assertEquals("AIOOBE in BisLzss", only(cases.get(4), "failure").getAttribute("message"));
        assertEquals("11 committed input(s) pass", only(cases.get(5), "system-out").getTextContent());
        noChild(cases.get(6), "failure"); // a known finding: the replay already fails for it
        assertEquals("60.500", cases.get(6).getAttribute("time"));
        assertEquals("1 new finding, first: new timeout cd: slow in WwdReader (g)", only(cases.get(7), "failure").getAttribute("message"));
        assertEquals(HOSTILE_SHOWN, cases.get(8).getAttribute("classname"));
    }

    @Test
    void textKeepsNewlinesAndTabsAndEscapesTheRest() {
        assertEquals("a\n\tb\\x0D\\u{FFFF}\\u{DC00}", XmlText.text("a\n\tb\r\uFFFF\uDC00"));
        assertEquals("\uD83D\uDE00 \u00e9", XmlText.attribute("\uD83D\uDE00 \u00e9"), "paired surrogates and letters are kept");
        assertEquals("", XmlText.attribute(null));
    }

    /**
     * Found by the reports fuzz target: escaping cost about 800 bytes per character, so a diff of two
     * files with hostile names wrote 1 MB of XML with 31 MB. Now a few times the escaped text.
     */
    @Test
    void escapingAllocatesAFewTimesItsOutputAndNoMore() {
        String hostile = "\u0007\u202e\uffff\u0000".repeat(8192);
        com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        String shown = XmlText.attribute(hostile); // warm up: the first call may load classes
        long before = threads.getCurrentThreadAllocatedBytes();
        shown = XmlText.attribute(hostile);
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        assertEquals(hostile.length() / 4 * (4 + 8 + 8 + 4), shown.length());
        assertTrue(allocated < 8L * shown.length(), allocated + " bytes for " + shown.length() + " characters");
    }
}
