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
            case "heights" -> heights(size);
            case "materials" -> materials(size);
            default -> throw new IllegalArgumentException("sample data is terrain, random, heights or materials, not " + kind);
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

    /**
     * Float heights as real heightmaps hold them: a smooth surface (five octaves of value noise, so
     * neighbours share sign, exponent and high mantissa bits) with the low 7 mantissa bits random
     * (sensor and resampling noise), and a flat sea over a few percent of the map. LZ77 codecs find
     * matches almost only in the sea: LZO1X-1 streams are long literal runs, about 2% smaller.
     */
    /** The noisy low mantissa bits of {@link #heights}. */
    private static final int NOISE = 0x7F;
    /** Heights below this are sea: a few percent of the map. */
    private static final double SEA_FLOOR = -270;
    private static final int SEA = Float.floatToRawIntBits((float) SEA_FLOOR);

    static byte[] heights(int size) {
        int cells = size / 4;
        int side = (int) Math.sqrt(cells);
        SplittableRandom random = new SplittableRandom(size ^ 0x4845);
        ValueNoise[] octaves = new ValueNoise[5];
        for (int o = 0; o < octaves.length; o++) {
            octaves[o] = new ValueNoise(random, Math.max(1, side >> (7 - o)));
        }
        byte[] out = new byte[size];
        for (int i = 0; i < cells; i++) {
            double x = (double) (i % side) / side;
            double y = (double) (i / side) / side;
            double metres = 0;
            for (int o = 0; o < octaves.length; o++) {
                metres += octaves[o].at(x, y) * (320 >> o);
            }
            int bits = Float.floatToRawIntBits((float) metres);
            // the sea is one flat value; land has noise in its low mantissa bits
            bits = metres < SEA_FLOOR ? SEA : (bits & ~NOISE) | random.nextInt(NOISE + 1);
            putInt(out, 4 * i, bits);
        }
        return out;
    }

    /**
     * A surface material map as u16 ids: Voronoi patches of 40 ids (a patch per 96 × 96 cells on
     * average) whose borders are ragged, each cell looking up its patch from a point jittered by up
     * to 3 cells. Long runs of one id broken by short noisy stretches: LZ77 streams of long matches.
     */
    static byte[] materials(int size) {
        int cells = size / 2;
        int side = (int) Math.sqrt(cells);
        SplittableRandom random = new SplittableRandom(size ^ 0x4D41);
        int grid = 96;
        int seedsPerRow = side / grid + 1;
        double[] seedX = new double[seedsPerRow * seedsPerRow];
        double[] seedY = new double[seedX.length];
        short[] id = new short[seedX.length];
        for (int s = 0; s < seedX.length; s++) {
            seedX[s] = (s % seedsPerRow + random.nextDouble()) * grid;
            seedY[s] = (s / seedsPerRow + random.nextDouble()) * grid;
            id[s] = (short) random.nextInt(40);
        }
        byte[] out = new byte[size];
        for (int i = 0; i < cells; i++) {
            double x = i % side + random.nextInt(7) - 3;
            double y = i / side + random.nextInt(7) - 3;
            int gx = (int) Math.floor(x / grid);
            int gy = (int) Math.floor(y / grid);
            double best = Double.MAX_VALUE;
            int nearest = 0;
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    int cx = gx + dx;
                    int cy = gy + dy;
                    if (cx < 0 || cy < 0 || cx >= seedsPerRow || cy >= seedsPerRow) {
                        continue;
                    }
                    int s = cy * seedsPerRow + cx;
                    double d = (seedX[s] - x) * (seedX[s] - x) + (seedY[s] - y) * (seedY[s] - y);
                    if (d < best) {
                        best = d;
                        nearest = s;
                    }
                }
            }
            out[2 * i] = (byte) id[nearest];
            out[2 * i + 1] = (byte) (id[nearest] >> 8);
        }
        return out;
    }

    private static void putInt(byte[] out, int at, int bits) {
        out[at] = (byte) bits;
        out[at + 1] = (byte) (bits >>> 8);
        out[at + 2] = (byte) (bits >>> 16);
        out[at + 3] = (byte) (bits >>> 24);
    }

    /** Random values on a square lattice of {@code cells}² cells over the unit square, smoothly interpolated. */
    private static final class ValueNoise {
        private final int cells;
        private final double[] lattice;

        ValueNoise(SplittableRandom random, int cells) {
            this.cells = cells;
            this.lattice = new double[(cells + 1) * (cells + 1)];
            for (int i = 0; i < lattice.length; i++) {
                lattice[i] = random.nextDouble(-1, 1);
            }
        }

        double at(double x, double y) {
            double fx = x * cells;
            double fy = y * cells;
            int ix = Math.min(cells - 1, (int) fx);
            int iy = Math.min(cells - 1, (int) fy);
            double tx = smooth(fx - ix);
            double ty = smooth(fy - iy);
            int row = iy * (cells + 1) + ix;
            double top = lattice[row] + (lattice[row + 1] - lattice[row]) * tx;
            double bottom = lattice[row + cells + 1] + (lattice[row + cells + 2] - lattice[row + cells + 1]) * tx;
            return top + (bottom - top) * ty;
        }

        private static double smooth(double t) {
            return t * t * (3 - 2 * t);
        }
    }
}
