package dev.mapharness.reports.html;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.diff.DifferentialResult;
import dev.mapharness.diff.LabelledDivergence;
import dev.mapharness.diff.SideFailure;
import dev.mapharness.diff.SideValue;
import dev.mapharness.format.Detection;
import dev.mapharness.format.Format;
import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.DiffResult;
import dev.mapharness.reports.Evidence;
import dev.mapharness.reports.Finding;
import dev.mapharness.reports.ReadFailure;
import dev.mapharness.reports.SafeText;
import dev.mapharness.reports.compare.ByteRange;
import dev.mapharness.reports.compare.DifferenceCause;
import dev.mapharness.reports.compare.DivergenceGroup;
import dev.mapharness.reports.compare.EncodingDifference;
import dev.mapharness.reports.compare.SideBytes;
import dev.mapharness.reports.nightly.Change;
import dev.mapharness.reports.nightly.FuzzNight;
import dev.mapharness.reports.nightly.NightlyReport;
import dev.mapharness.reports.nightly.PastNight;
import dev.mapharness.reports.nightly.RoundTripCheck;
import dev.mapharness.reports.picture.Picture;
import dev.mapharness.rules.ReadRules;
import dev.mapharness.wvr4.Wvr4Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Attribute;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * File names, map strings and messages are hostile input: whatever they hold, they end up as text.
 * Each page is rendered twice, once with plain strings and once with hostile ones; the two must
 * have the same elements and attributes, and the hostile strings must read back in the SafeText
 * form (control characters, bidirectional overrides and unpaired surrogates as visible escapes).
 */
class HostileTextTest {
    static final String HOSTILE = "a\"b'c<script>alert(1)</script></textarea><img src=x onerror=alert(2)>&amp;&"
            + "\u0007\u001b[31m\u0000\u202Eevil\u2066\uD800tail\uDC00.wrp";
    static final String PLAIN = "plain.wrp";
    private static final Detection WVR4 = new Detection(Format.WVR4, OptionalInt.empty(), "signature");

    @Test
    void checkPage() {
        same(s -> HtmlReport.check(List.of(check(s), failed(s)), pictures(s)), true);
    }

    @Test
    void diffPage() {
        same(s -> HtmlReport.diff(diff(s), pictures(s)), true);
    }

    @Test
    void nightlyPage() {
        same(s -> HtmlReport.nightly(nightly(s)), false);
    }

    private static void same(Function<String, String> render, boolean hasPictures) {
        String hostileHtml = render.apply(HOSTILE);
        Document plain = Jsoup.parse(render.apply(PLAIN));
        Document hostile = Jsoup.parse(hostileHtml);

        assertEquals(shape(plain), shape(hostile), "hostile strings changed the page's elements or attributes");
        assertTrue(hostile.select("script, textarea, [onerror]").isEmpty());
        assertEquals(hasPictures ? 1 : 0, hostile.select("img").size() > 0 ? 1 : 0);
        String text = hostile.text();
        String safe = SafeText.of(HOSTILE);
        assertTrue(text.contains(safe), "the hostile string must read back escaped: " + safe);
        for (char c : new char[] {'\u0007', '\u001b', '\u0000', '\u202E', '\u2066', '\uD800', '\uDC00'}) {
            assertFalse(hostileHtml.indexOf(c) >= 0, String.format("U+%04X reached the page", (int) c));
        }
    }

    /** Every element's tag and attribute names, in document order; values are allowed to differ. */
    private static List<String> shape(Document d) {
        List<String> shape = new ArrayList<>();
        for (Element e : d.getAllElements()) {
            StringBuilder sb = new StringBuilder(e.tagName());
            for (Attribute a : e.attributes()) {
                sb.append(' ').append(a.getKey());
            }
            shape.add(sb.toString());
        }
        return shape;
    }

    private static PictureSource pictures(String s) {
        PictureSource png = ReportFixtures.tinyPictures();
        return (side, marked, other) -> png.draw(side, marked, other).stream()
                .map(p -> new Picture(s, s, s, p.png(), p.width(), p.height(), 3)).toList();
    }

    private static CheckResult check(String s) {
        byte[] bytes = ReportFixtures.bytes("4wvr/small.wrp");
        Evidence file = ReportFixtures.evidence(bytes);
        EncodingDifference e = new EncodingDifference(s, s, new ByteRange(12, 20), new ByteRange(12, 20), 8, 1, DifferenceCause.OTHER_VALUE, s);
        return new CheckResult(s, bytes.length, Optional.of(WVR4), List.of(Finding.error(Finding.Kind.VIOLATION, Wvr4Rules.OBJECT_ID_DUPLICATE, 12, s, s)),
                Optional.empty(), List.of(e), file, file);
    }

    private static CheckResult failed(String s) {
        byte[] bytes = ReportFixtures.bytes("4wvr/small.wrp");
        return new CheckResult(s, bytes.length, Optional.of(WVR4), List.of(),
                Optional.of(ReadFailure.malformed(new MapFormatException(ReadRules.TRUNCATED, 40, s, s, s))), List.of(),
                new Evidence(bytes, Optional.empty(), Optional.empty()), Evidence.NONE);
    }

    private static DiffResult diff(String s) {
        byte[] bytes = ReportFixtures.bytes("4wvr/small.wrp");
        Evidence e = ReportFixtures.evidence(bytes);
        String left = s + " (left)";
        String right = s + " (right)";
        LabelledDivergence d = new LabelledDivergence("objects[0].name",
                List.of(new SideValue(left, s), new SideValue(right, s + s)), s, List.of());
        DifferentialResult result = new DifferentialResult(List.of(left, right), List.of(), List.of(d),
                List.of(new SideFailure(right, SideFailure.Stage.READ_BACK, s)), 0, 0);
        DivergenceGroup g = new DivergenceGroup(s, false, 1, List.of(d), List.of(),
                List.of(new SideBytes(left, new ByteRange(4, 12)), new SideBytes(right, new ByteRange(4, 12))));
        List<DiffResult.Input> inputs = List.of(new DiffResult.Input(s, bytes.length, Optional.of(WVR4), List.of(), Optional.empty(), e),
                new DiffResult.Input(s, bytes.length, Optional.of(WVR4), List.of(), Optional.empty(), e));
        return new DiffResult(DiffResult.Mode.FILES, inputs, Optional.of(result), List.of(g));
    }

    private static NightlyReport nightly(String s) {
        FuzzNight fuzz = new FuzzNight(3, List.of(new FuzzNight.ReplayRow(s, s, s, s)),
                List.of(new FuzzNight.TargetRow(s, 1, 2, 3, 4, 5, 6)),
                List.of(new FuzzNight.FindingRow(s, s, s, s, s, false, s, 10, 2)));
        return new NightlyReport(s, s, 1.5, List.of(new RoundTripCheck(s, s, false, s)), List.of(), fuzz,
                List.of(new PastNight(s, s, 100, 1, 0), new PastNight(s, s, 50, 0, 0)),
                List.of(new Change(Change.Kind.BROKE, s, s, s)));
    }
}
