package dev.mapharness.corpus;

import java.util.Random;

/**
 * Island-like terrain for generated worlds: a few seeded sine waves shaped by a radial falloff so
 * that the edges are sea and the middle is hills. Deterministic for a given seed.
 */
final class Terrain {
    private final double[][] waves;

    Terrain(Random random) {
        waves = new double[5][];
        for (int i = 0; i < waves.length; i++) {
            double freq = 1.5 + random.nextDouble() * (3 + 2 * i);
            double angle = random.nextDouble() * Math.PI * 2;
            waves[i] = new double[] {freq * Math.cos(angle), freq * Math.sin(angle),
                    random.nextDouble() * Math.PI * 2, 1.0 / (i + 1)};
        }
    }

    /** Height in metres at (u, v) in [0, 1]²: about -30 at the edges, up to about 300 inland. */
    double metres(double u, double v) {
        double dx = u - 0.5;
        double dy = v - 0.5;
        double falloff = 1 - Math.min(1, Math.sqrt(dx * dx + dy * dy) * 2.2);
        double hills = 0;
        for (double[] w : waves) {
            hills += w[3] * Math.sin(2 * Math.PI * (w[0] * u + w[1] * v) + w[2]);
        }
        return -30 + falloff * (120 + 80 * hills);
    }

    /** A texture band for a height: 0 sea, 1 beach, 2 grass, 3 forest, 4 rock. */
    static int band(double metres) {
        if (metres < 0) {
            return 0;
        }
        if (metres < 4) {
            return 1;
        }
        if (metres < 90) {
            return 2;
        }
        if (metres < 180) {
            return 3;
        }
        return 4;
    }
}
