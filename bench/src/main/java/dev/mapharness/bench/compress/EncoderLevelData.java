package dev.mapharness.bench.compress;

import java.util.SplittableRandom;

/**
 * The data the encoder levels are measured on, deterministic for a size: the two kinds of OPRW
 * array that decide a world's compressed size, made the way real ones look.
 */
public final class EncoderLevelData {
    /** Sea level of {@link #terrain}, in metres: a few percent of the cells lie below it. */
    private static final double SEA = 134.5;

    private EncoderLevelData() {
    }

    public static byte[] of(String kind, int size) {
        return switch (kind) {
            case "terrain" -> terrain(size);
            case "regions" -> regions(size);
            default -> throw new IllegalArgumentException("encoder level data is terrain or regions, not " + kind);
        };
    }

    /**
     * A square float32 heightmap of smooth hills with noise in the low 12 mantissa bits, as heights
     * resampled from survey data are: a float's two high bytes change slowly from cell to cell, its
     * two low ones are noise. Matches are short and rare, so the stream is about as long as the data;
     * a 3-byte copy costs 2 bytes only near, which is what a better parse can win.
     */
    static byte[] terrain(int size) {
        int cells = size / 4;
        int side = (int) Math.sqrt(cells);
        // the same hills at every size (the sea covers the same share), the noise drawn anew
        SplittableRandom hills = new SplittableRandom(18);
        double[] phase = new double[8];
        for (int i = 0; i < phase.length; i++) {
            phase[i] = hills.nextDouble(Math.PI * 2);
        }
        SplittableRandom random = new SplittableRandom(size);
        byte[] out = new byte[size];
        for (int i = 0; i < cells; i++) {
            int x = i % side;
            int y = i / side;
            double relief = 0;
            for (int octave = 0; octave < 4; octave++) {
                double f = Math.PI * 2 / (512 >> octave);
                relief += Math.sin(x * f + phase[2 * octave]) * Math.cos(y * f + phase[2 * octave + 1]) / (1 << octave);
            }
            double metres = 150 + relief * 15;
            // the sea is one value, with no noise: a water surface, not a measurement
            int bits = metres < SEA ? Float.floatToRawIntBits((float) SEA)
                    : Float.floatToRawIntBits((float) metres) ^ random.nextInt(1 << 12);
            out[4 * i] = (byte) bits;
            out[4 * i + 1] = (byte) (bits >>> 8);
            out[4 * i + 2] = (byte) (bits >>> 16);
            out[4 * i + 3] = (byte) (bits >>> 24);
        }
        return out;
    }

    /**
     * A square u16 map of material indices in regions about 32 cells across, as OPRW's per-cell
     * material index grid holds them: borders wander smoothly and fray by a cell here and there, so
     * a row mostly repeats the one above it (a copy at the distance of one row) and runs are long.
     */
    static byte[] regions(int size) {
        int cells = size / 2;
        int side = (int) Math.sqrt(cells);
        SplittableRandom random = new SplittableRandom(size);
        double phaseX = random.nextDouble(Math.PI * 2);
        double phaseY = random.nextDouble(Math.PI * 2);
        byte[] out = new byte[size];
        for (int i = 0; i < cells; i++) {
            int x = i % side;
            int y = i / side;
            double wx = x + 12 * Math.sin(y / 17.0 + phaseX) + (random.nextInt(4) == 0 ? random.nextDouble(3) : 0);
            double wy = y + 12 * Math.sin(x / 23.0 + phaseY) + (random.nextInt(4) == 0 ? random.nextDouble(3) : 0);
            long region = (long) Math.floor(wx / 32) * 0x9E3779B97F4A7C15L ^ (long) Math.floor(wy / 32) * 0xC2B2AE3D27D4EB4FL;
            int material = (int) ((region ^ region >>> 29) * 0xBF58476D1CE4E5B9L >>> 58);
            out[2 * i] = (byte) material;
            out[2 * i + 1] = (byte) (material >>> 8);
        }
        return out;
    }
}
