package dev.mapharness.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.bytes.Blob;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.Point3;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.wvr8.Wvr8World;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** One entry per field and class, each class capped at the limit with the rest counted, and the tolerance's tally. */
class DivergenceMergerTest {
    /** {@code x} is expected (explained by the random array), every other field unexpected. */
    private static final DivergenceMerger.Explainer X_EXPECTED =
            path -> path.equals("x") ? Optional.of(List.of(OprwFeature.RANDOM)) : Optional.empty();

    @Test
    void eachClassKeepsAtMostTheLimitAndCountsTheRest() {
        DivergenceMerger m = new DivergenceMerger(List.of("a", "b", "c"), 1);
        m.compare(0, 1, Point3.of(1, 2, 3), Point3.of(9, 8, 7), X_EXPECTED);
        m.compare(1, 2, Point3.of(9, 8, 7), Point3.of(5, 8, 6), X_EXPECTED);
        DifferentialResult r = m.result(List.of());
        assertEquals(List.of(new LabelledDivergence("x", List.of(new SideValue("a", "1.0"), new SideValue("b", "9.0"),
                new SideValue("c", "5.0")), "", List.of(OprwFeature.RANDOM))), r.expected());
        assertEquals(List.of(new LabelledDivergence("y", List.of(new SideValue("a", "2.0"), new SideValue("b", "8.0")), "",
                List.of())), r.unexpected());
        assertEquals(0, r.omittedExpected());
        // z differs in both pairs, past the one unexpected field kept
        assertEquals(2, r.omittedUnexpected());
        DivergenceMerger none = new DivergenceMerger(List.of("a", "b"), 0);
        none.compare(0, 1, Point3.of(1, 2, 3), Point3.of(9, 8, 7), X_EXPECTED);
        DifferentialResult n = none.result(List.of());
        assertEquals(List.of(), n.expected());
        assertEquals(1, n.omittedExpected());
        assertEquals(2, n.omittedUnexpected());
    }

    /** A one-cell 8WVR world at {@code height}, with land cells of {@code cellSize} metres. */
    private static Wvr8World flat(float height, float cellSize) {
        return new Wvr8World(FloatGrid.of(1, 1, new float[] {height}), ShortGrid.filled(1, 1, (short) 0), cellSize, List.of(),
                List.of(), Optional.empty(), Blob.EMPTY);
    }

    @Test
    void theValuesTheToleranceTookAreCounted() {
        DifferentialResult r = FileDifferential.compare("a", flat(1f, 2f), "b", flat(Math.nextUp(1f), 3f), NumberTolerance.ulps(1));
        assertEquals(1, r.absorbed());
        assertEquals(List.of("landCellSize"), r.unexpected().stream().map(LabelledDivergence::path).toList());
    }
}
