package dev.mapharness.reports.html;

import dev.mapharness.wvr8.Wvr8Rules;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.diff.DifferentialResult;
import dev.mapharness.diff.LabelledDivergence;
import dev.mapharness.diff.SideValue;
import dev.mapharness.format.Detection;
import dev.mapharness.format.Format;
import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.DiffResult;
import dev.mapharness.reports.Evidence;
import dev.mapharness.reports.Finding;
import dev.mapharness.reports.compare.ByteRange;
import dev.mapharness.reports.compare.DifferenceCause;
import dev.mapharness.reports.compare.DivergenceGroup;
import dev.mapharness.reports.compare.EncodingDifference;
import dev.mapharness.reports.compare.SideBytes;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;

/** A huge input with a million differences still gives a page of bounded size that says what it left out. */
class BoundedPageTest {
    private static final int MILLION = 1_000_000;
    private static final int MAX_PAGE = 3 * 1024 * 1024;
    private static final Detection WVR4 = new Detection(Format.WVR4, OptionalInt.empty(), "signature");

    @Test
    void checkPageOfAMillionDifferences() {
        byte[] bytes = new byte[64 * 1024 * 1024];
        ByteRange whole = new ByteRange(16, bytes.length);
        EncodingDifference e = new EncodingDifference("elevation[*]", "elevation[0]", whole, whole, bytes.length - 16L,
                (bytes.length - 16L) / 2, DifferenceCause.ANOTHER_ENCODING, "another valid LZSS parse of the same values");
        Finding f = Finding.error(Finding.Kind.VIOLATION, Wvr8Rules.ELEVATION_NOT_FINITE, 17, "elevation[0]", "height out of range");
        Evidence evidence = new Evidence(bytes, Optional.empty(), Optional.empty());
        CheckResult r = new CheckResult("huge.wrp", bytes.length, Optional.of(WVR4), Collections.nCopies(MILLION, f),
                Optional.empty(), Collections.nCopies(MILLION, e), evidence, evidence);

        String html = HtmlReport.check(List.of(r), PictureSource.NONE);

        assertTrue(html.length() < MAX_PAGE, "page of " + html.length() + " characters");
        Document page = Jsoup.parse(html);
        assertEquals(Capped.ROWS, page.select("table.findings tbody tr").size());
        assertEquals(Capped.ROWS, page.select("table.encoding tbody tr").size());
        assertTrue(page.text().contains("First 200 of 1 000 000 findings; --json lists all."));
        assertTrue(page.text().contains("First 200 of 1 000 000 encoding differences; --json lists all."));
        assertEquals(CheckPage.HEX_PANELS, page.select("figure.hex").size());
        int rows = HexView.CONTEXT_ROWS + HexView.MAX_RANGE_ROWS + HexView.CONTEXT_ROWS;
        assertTrue(page.select("figure.hex").first().select(".hexside").first().select("tr").size() <= rows);
    }

    @Test
    void diffPageOfAMillionGroups() {
        LabelledDivergence d = new LabelledDivergence("objects[1].transform[9]",
                List.of(new SideValue("a.wrp", "1.0"), new SideValue("b.wrp", "2.0")), "", List.of());
        List<DivergenceGroup> groups = new ArrayList<>(Collections.nCopies(MILLION, new DivergenceGroup(
                "objects[*].transform[9]", false, 3, List.of(d, d, d, d, d), List.of(),
                List.of(new SideBytes("a.wrp", new ByteRange(0, 1 << 20)), new SideBytes("b.wrp", new ByteRange(0, 1 << 20))))));
        byte[] bytes = new byte[1 << 20];
        Evidence e = new Evidence(bytes, Optional.empty(), Optional.empty());
        DiffResult r = new DiffResult(DiffResult.Mode.FILES, List.of(
                new DiffResult.Input("a.wrp", bytes.length, Optional.of(WVR4), List.of(), Optional.empty(), e),
                new DiffResult.Input("b.wrp", bytes.length, Optional.of(WVR4), List.of(), Optional.empty(), e)),
                Optional.of(new DifferentialResult(List.of("a.wrp", "b.wrp"), List.of(), Collections.nCopies(1000, d),
                        List.of(), 0, 5_000_000)), groups);

        String html = HtmlReport.diff(r, PictureSource.NONE);

        assertTrue(html.length() < MAX_PAGE, "page of " + html.length() + " characters");
        Document page = Jsoup.parse(html);
        assertEquals(Capped.ROWS, page.select("table.groups.unexpected tbody tr").size());
        assertEquals(DiffPage.EXAMPLES, page.select("table.groups.unexpected tbody tr").first().select(".example").size());
        assertTrue(page.text().contains("First 200 of 1 000 000 unexpected groups; --json lists all."));
        assertEquals(DiffPage.HEX_PANELS, page.select("figure.hex").size());
    }
}
