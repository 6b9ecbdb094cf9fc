package dev.mapharness.bench.compress;

import java.util.SplittableRandom;

/** The data the compression benchmarks feed the codecs, deterministic for a given size. */
final class SampleData {
    private SampleData() {
    }

    static byte[] of(String kind, int size) {
        return switch (kind) {
            case "terrain" -> terrain(size);
            case "random" -> random(size);
            default -> throw new IllegalArgumentException("sample data is terrain or random, not " + kind);
        };
    }

    /**
     * Elevation floats of a square island as Terrain Builder stores an imported 16-bit heightmap:
     * each height is one of 65 536 steps of a 600 m range, so neighbours share their high bytes but
     * rarely their low ones, and the sea around the island is one repeated value. LZSS and LZO
     * shrink it to about half, as they do real OPRW elevation arrays.
     */
    static byte[] terrain(int size) {
        int cells = size / 4;
        int side = (int) Math.sqrt(cells);
        SplittableRandom random = new SplittableRandom(size);
        double[] phase = new double[8];
        for (int i = 0; i < phase.length; i++) {
            phase[i] = random.nextDouble(Math.PI * 2);
        }
        byte[] out = new byte[size];
        for (int i = 0; i < cells; i++) {
            double x = (double) (i % side) / side;
            double y = (double) (i / side) / side;
            double island = 1 - 2.2 * Math.hypot(x - 0.5, y - 0.5);
            double relief = 0;
            for (int octave = 0; octave < 4; octave++) {
                double f = 3 << octave;
                relief += Math.sin(x * f * 6.3 + phase[2 * octave]) * Math.cos(y * f * 6.3 + phase[2 * octave + 1]) / (1 << octave);
            }
            double metres = Math.max(-20, island * 400 + relief * 60 + random.nextDouble() * 0.5);
            float height = (float) (Math.round((metres + 20) / 600 * 65535) * (600.0 / 65535) - 20);
            int bits = Float.floatToRawIntBits(height);
            out[4 * i] = (byte) bits;
            out[4 * i + 1] = (byte) (bits >>> 8);
            out[4 * i + 2] = (byte) (bits >>> 16);
            out[4 * i + 3] = (byte) (bits >>> 24);
        }
        return out;
    }

    /** Incompressible bytes: every stream falls back to literals. */
    static byte[] random(int size) {
        byte[] out = new byte[size];
        new SplittableRandom(size).nextBytes(out);
        return out;
    }
}
