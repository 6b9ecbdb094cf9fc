package dev.mapharness.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@link Bilinear} on a 3 × 2 grid whose sample (i, j) is 10 i + 100 j: a plane, so every point reads exactly. */
class BilinearTest {
    private static final Bilinear.Samples PLANE = (i, j) -> 10 * i + 100 * j;

    @Test
    void pointsBetweenSamplesReadThePlane() {
        assertEquals(15, Bilinear.sample(PLANE, 3, 2, 1.5, 0), 1e-12);
        assertEquals(5 + 50, Bilinear.sample(PLANE, 3, 2, 0.5, 0.5), 1e-12);
        assertEquals(20 + 25, Bilinear.sample(PLANE, 3, 2, 2, 0.25), 1e-12, "the last column");
        assertEquals(17.5 + 100, Bilinear.sample(PLANE, 3, 2, 1.75, 1), 1e-12, "the last row");
    }

    @Test
    void pointsPastTheGridTakeItsEdge() {
        assertEquals(20 + 100, Bilinear.sample(PLANE, 3, 2, 7, 9), 1e-12);
        assertEquals(0, Bilinear.sample(PLANE, 3, 2, -3, Double.NaN), 1e-12);
    }

    @Test
    void outsideIsPastTheFirstOrLastSample() {
        assertFalse(Bilinear.outside(3, 2, 0, 0));
        assertFalse(Bilinear.outside(3, 2, 2, 1), "the last sample is inside");
        for (double[] p : new double[][] {{-1e-9, 0}, {2 + 1e-9, 0}, {0, -1e-9}, {0, 1 + 1e-9}, {Double.NaN, 0},
                {0, Double.NaN}}) {
            assertTrue(Bilinear.outside(3, 2, p[0], p[1]), p[0] + ", " + p[1]);
        }
    }
}
