package dev.mapharness.reports.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.FieldMap;
import dev.mapharness.reports.Evidence;
import dev.mapharness.reports.compare.ByteRange;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class HexViewTest {

    @Test
    void aHugeRangeShowsContextAndTheFirstRowsOnly() {
        byte[] bytes = new byte[1 << 20];
        HexView v = HexView.around("a", bytes, Optional.empty(), new ByteRange(100_000, 900_000), Optional.empty());
        assertEquals(HexView.CONTEXT_ROWS * 2 + HexView.MAX_RANGE_ROWS, v.rows().size());
        assertEquals(100_000 / 16 * 16 - 2 * 16, v.rows().get(0).offset());
        assertTrue(v.cut());
        assertEquals((100_000 / 16 + HexView.MAX_RANGE_ROWS) * 16L, v.shownEnd());
    }

    @Test
    void rangesPastTheEndAreClampedAndTheLastRowIsPadded() {
        byte[] bytes = new byte[20];
        HexView v = HexView.around("a", bytes, Optional.empty(), new ByteRange(18, 4000), Optional.empty());
        assertEquals(new ByteRange(18, 20), v.range());
        assertEquals(2, v.rows().size());
        List<HexView.Cell> last = v.rows().get(1).cells();
        assertEquals(16, last.size());
        assertTrue(last.get(3).present());
        assertFalse(last.get(4).present());
        assertEquals(2, v.rows().stream().flatMap(r -> r.cells().stream()).filter(HexView.Cell::differs).count());
        assertEquals(0, HexView.around("empty", new byte[0], Optional.empty(), new ByteRange(0, 10), Optional.empty()).rows().size());
    }

    @Test
    void onlyBytesThatDifferFromTheOtherSideAreMarked() {
        byte[] a = {1, 2, 3, 4, 5, 6, 7, 8};
        byte[] b = {0, 0, 2, 9, 4};
        // a[1..4) = 2 3 4 against b[2..5) = 2 9 4: only the middle byte differs
        HexView v = HexView.around("a", a, Optional.empty(), new ByteRange(1, 4),
                Optional.of(new HexView.Comparand(b, new ByteRange(2, 5))));
        List<HexView.Cell> cells = v.rows().get(0).cells();
        assertFalse(cells.get(1).differs());
        assertTrue(cells.get(2).differs());
        assertFalse(cells.get(3).differs());
        assertTrue(cells.get(1).inRange() && !cells.get(0).inRange() && !cells.get(4).inRange());
        assertEquals("03", cells.get(2).hex());
    }

    @Test
    void bytesAreNamedByTheFieldsTheReaderRecorded() {
        byte[] bytes = ReportFixtures.bytes("4wvr/small.wrp");
        Evidence e = ReportFixtures.evidence(bytes);
        FieldMap map = e.fieldMap().orElseThrow();
        FieldMap.Entry grid = ReportFixtures.largestArray(bytes);
        long at = grid.start() + 5L * grid.elementSize();
        HexView v = HexView.around("a", bytes, e.fieldMap(), new ByteRange(at, at + 1), Optional.empty());
        HexView.Cell cell = v.rows().stream().flatMap(r -> r.cells().stream()).filter(c -> c.offset() == at)
                .findFirst().orElseThrow();
        assertEquals(grid.path() + "[5]", cell.field());
        assertTrue(cell.title().startsWith(grid.path() + "[5] @ 0x"));
        assertEquals(map.nameAt(0).orElse(""), v.rows().get(0).cells().get(0).field().isEmpty() ? "" : map.nameAt(v.rows().get(0).offset()).orElse(""));
        // neighbouring fields get different colour bands
        HexView header = HexView.around("a", bytes, e.fieldMap(), new ByteRange(0, 16), Optional.empty());
        List<HexView.Cell> first = header.rows().get(0).cells();
        for (int i = 1; i < first.size(); i++) {
            if (!map.entryAt(i).equals(map.entryAt(i - 1)) && map.entryAt(i).isPresent() && map.entryAt(i - 1).isPresent()) {
                assertTrue(first.get(i).band() != first.get(i - 1).band(), "bytes " + (i - 1) + " and " + i);
            }
        }
    }
}
