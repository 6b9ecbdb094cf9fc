package dev.mapharness.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.doubles;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.mapharness.grid.FloatGrid;
import java.util.List;
import org.junit.jupiter.api.Test;

class NumberToleranceTest {
    private static final NumberTolerance T4 = NumberTolerance.relative(1e-4);

    /** Doubles, floats and ints side by side, as the Gamestudio and WRP models hold them. */
    record Values(double d, float f, int i, List<Double> list) {
    }

    private static boolean same(NumberTolerance t, double a, double b) {
        long x = Double.doubleToRawLongBits(a);
        long y = Double.doubleToRawLongBits(b);
        return x == y || t.absorbsDouble(x, y);
    }

    @Test
    void theToleranceIsAbsoluteBelowOneAndRelativeAbove() {
        assertTrue(same(T4, 0, 0.00009));
        assertFalse(same(T4, 0, 0.00011));
        assertTrue(same(T4, 0.5, 0.50009));
        assertTrue(same(T4, 1000, 1000.09));
        assertFalse(same(T4, 1000, 1000.11));
        assertTrue(same(T4, -1000, -1000.09), "negative values by their magnitude");
        assertFalse(same(T4, -1000, 1000));
        assertTrue(same(T4, -0.00005, 0.00005), "across zero, within T of each other");
        // the real case: a float32 printed fully against the same float32 printed with six decimals
        assertTrue(same(T4, (double) 2.23371f, 2.23371));
        assertTrue(same(T4, 383.99998474121094, 384.0));
        assertTrue(same(T4, 45.0, 44.999073), "a thousandth of a degree at 45 is less than 1e-4 relative");
        assertFalse(same(T4, 45.0, 44.99));
    }

    @Test
    void zeroNaNInfinityAndHugeValues() {
        long plus = Double.doubleToRawLongBits(0.0);
        long minus = Double.doubleToRawLongBits(-0.0);
        assertFalse(NumberTolerance.EXACT.absorbsDouble(plus, minus), "exact: the bits differ");
        assertTrue(T4.absorbsDouble(plus, minus));
        assertTrue(NumberTolerance.ulps(1).absorbsFloat(Float.floatToRawIntBits(0f), Float.floatToRawIntBits(-0f)));

        NumberTolerance loose = new NumberTolerance(1, 1000);
        long nan = Double.doubleToRawLongBits(Double.NaN);
        long otherNan = nan | 1;
        assertFalse(loose.absorbsDouble(nan, otherNan), "NaNs equal only their own bits");
        assertFalse(loose.absorbsDouble(nan, plus));
        assertFalse(loose.absorbsDouble(nan, nan), "equal bits are not absorbed: they never differed");
        assertFalse(loose.absorbsFloat(Float.floatToRawIntBits(Float.NaN), Float.floatToRawIntBits(Float.NaN) | 1));
        long inf = Double.doubleToRawLongBits(Double.POSITIVE_INFINITY);
        assertFalse(loose.absorbsDouble(inf, Double.doubleToRawLongBits(Double.MAX_VALUE)),
                "infinity is not within any relative tolerance of a finite value");
        assertFalse(loose.absorbsFloat(Float.floatToRawIntBits(Float.NEGATIVE_INFINITY),
                Float.floatToRawIntBits(-Float.MAX_VALUE)));
        // MAX − (−MAX) overflows to infinity
        assertFalse(loose.absorbsDouble(Double.doubleToRawLongBits(Double.MAX_VALUE),
                Double.doubleToRawLongBits(-Double.MAX_VALUE)));
        assertTrue(T4.absorbsDouble(Double.doubleToRawLongBits(Double.MAX_VALUE),
                Double.doubleToRawLongBits(Math.nextDown(Double.MAX_VALUE))));
        assertTrue(T4.absorbsFloat(Float.floatToRawIntBits(3e38f), Float.floatToRawIntBits(3.0002e38f)));
        assertFalse(T4.absorbsFloat(Float.floatToRawIntBits(3e38f), Float.floatToRawIntBits(3.001e38f)));
    }

    @Test
    void ulpsCountInEachValuesOwnWidth() {
        NumberTolerance one = NumberTolerance.ulps(1);
        assertTrue(one.absorbsFloat(Float.floatToRawIntBits(1f), Float.floatToRawIntBits(Math.nextUp(1f))));
        assertFalse(one.absorbsFloat(Float.floatToRawIntBits(1f), Float.floatToRawIntBits(Math.nextUp(Math.nextUp(1f)))));
        // one float32 step at 1 is 2^29 float64 steps
        assertFalse(one.absorbsDouble(Double.doubleToRawLongBits(1.0), Double.doubleToRawLongBits(Math.nextUp(1f))));
        assertTrue(one.absorbsDouble(Double.doubleToRawLongBits(1.0), Double.doubleToRawLongBits(Math.nextUp(1.0))));
        NumberTolerance both = new NumberTolerance(1e-9, 1);
        assertTrue(both.absorbsDouble(Double.doubleToRawLongBits(1.0), Double.doubleToRawLongBits(1.0 + 1e-10)),
                "the relative tolerance suffices without the ulps");
        assertTrue(both.absorbsDouble(Double.doubleToRawLongBits(0x1p-1074), Double.doubleToRawLongBits(0x1p-1073)),
                "and the ulps without the relative one");
    }

    @Test
    void integersAreNeverAbsorbedAndEveryAbsorbedValueIsCounted() {
        Values a = new Values(1000, 2.5f, 1000, List.of(0.1, 0.2, 0.3));
        Values b = new Values(1000.05, Math.nextUp(2.5f), 1001, List.of(0.10001, 0.2, 0.31));
        Comparison exact = ModelComparator.compare(a, b, 100, NumberTolerance.EXACT);
        assertEquals(List.of("d", "f", "i", "list[0]", "list[2]"), paths(exact));
        assertEquals(0, exact.absorbed());
        Comparison loose = ModelComparator.compare(a, b, 100, T4);
        assertEquals(List.of("i", "list[2]"), paths(loose), "1001 for 1000 is never rounding, though within 1e-4");
        assertEquals(3, loose.absorbed(), "d, f and list[0]");

        FloatGrid g = FloatGrid.of(3, 1, new float[] {1, 2, 3});
        FloatGrid h = FloatGrid.of(3, 1, new float[] {1.00001f, 2, 4});
        Comparison cells = ModelComparator.compare(g, h, 10, T4);
        assertEquals(1, cells.absorbed());
        assertEquals("1 cell of 3 differs", cells.divergences().get(0).note());
        assertTrue(ModelComparator.compare(g, g, 10, T4).same());
        assertEquals(0, ModelComparator.compare(g, g, 10, T4).absorbed(), "equal bits are not absorbed");
    }

    @Test
    void absorptionIsSymmetricAndGrowsWithTheTolerance() {
        qt().withFixedSeed(7).withExamples(20_000).forAll(longs().all(), longs().all(), doubles().between(0, 1))
                .checkAssert((x, y, t) -> {
                    // every bit pattern, and near pairs too: y as a small step from x
                    long near = x + (y % 1_000_000);
                    NumberTolerance tol = NumberTolerance.relative(t);
                    NumberTolerance wider = NumberTolerance.relative(Math.min(1, t * 2));
                    for (long other : new long[] {y, near}) {
                        assertEquals(tol.absorbsDouble(x, other), tol.absorbsDouble(other, x));
                        if (tol.absorbsDouble(x, other)) {
                            assertTrue(wider.absorbsDouble(x, other));
                            assertTrue(Double.isFinite(Double.longBitsToDouble(x)) && x != other);
                        }
                    }
                });
        qt().withFixedSeed(7).withExamples(20_000).forAll(integers().all(), integers().between(-64, 64),
                integers().between(0, 64)).checkAssert((bits, step, n) -> {
                    NumberTolerance u = NumberTolerance.ulps(n);
                    float f = Float.intBitsToFloat(bits);
                    boolean ordinary = Float.isFinite(f) && Float.isFinite(Float.intBitsToFloat(bits + step))
                            && Integer.signum(bits) == Integer.signum(bits + step) && bits != 0 && bits + step != 0;
                    if (ordinary && step != 0) {
                        assertEquals(Math.abs(step) <= n, u.absorbsFloat(bits, bits + step));
                    }
                    assertEquals(u.absorbsFloat(bits, bits + step), u.absorbsFloat(bits + step, bits));
                });
    }

    @Test
    void theSmallestSubnormalsOfEitherSignAreTwoUnitsApart() {
        int below = Float.floatToRawIntBits(-Float.MIN_VALUE);
        int above = Float.floatToRawIntBits(Float.MIN_VALUE);
        assertFalse(Ulps.close(below, above, 1));
        assertTrue(Ulps.close(below, above, 2));
        long belowD = Double.doubleToRawLongBits(-Double.MIN_VALUE);
        long aboveD = Double.doubleToRawLongBits(Double.MIN_VALUE);
        assertFalse(Ulps.close(belowD, aboveD, 1));
        assertTrue(Ulps.close(belowD, aboveD, 2));
        // the same bits are close with no units allowed at all
        assertTrue(Ulps.close(below, below, 0));
        assertTrue(Ulps.close(belowD, belowD, 0));
        assertTrue(Ulps.close(Float.floatToRawIntBits(Float.NaN), Float.floatToRawIntBits(Float.NaN), 0));
    }

    @Test
    void refusesWhatIsNoTolerance() {
        assertThrows(IllegalArgumentException.class, () -> NumberTolerance.relative(-1e-9));
        assertThrows(IllegalArgumentException.class, () -> NumberTolerance.relative(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> NumberTolerance.relative(Double.POSITIVE_INFINITY));
        assertThrows(IllegalArgumentException.class, () -> NumberTolerance.ulps(-1));
    }

    @Test
    void describesItselfForReports() {
        assertEquals("exact", NumberTolerance.EXACT.describe());
        assertEquals("within 0.0001 (|a − b| ≤ T·max(1, |a|, |b|))", T4.describe());
        assertEquals("within 1 unit in the last place", NumberTolerance.ulps(1).describe());
        assertEquals("within 0.5 (|a − b| ≤ T·max(1, |a|, |b|)) or 4 units in the last place",
                new NumberTolerance(0.5, 4).describe());
    }

    private static List<String> paths(Comparison c) {
        return c.divergences().stream().map(Divergence::path).toList();
    }
}
