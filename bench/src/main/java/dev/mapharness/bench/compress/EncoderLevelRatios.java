package dev.mapharness.bench.compress;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.compress.BisLzss;
import dev.mapharness.compress.CompressionLevel;
import dev.mapharness.compress.Lzo1x;
import java.util.Arrays;
import java.util.Locale;

/**
 * The ratios (input over stream bytes) the LZO1X levels reach on {@link EncoderLevelData}, beside
 * liblzo2's. Ratios are not timings: they are the same on every machine, so liblzo2's are recorded
 * here once, measured with Debian's liblzo2 2.10 through python3-lzo ({@code lzo.compress(data,
 * 1, False)} for LZO1X-1, level 9 for LZO1X-999) on the files this class's {@code main} writes.
 */
public final class EncoderLevelRatios {
    /** A level's ratio on one data set beside the liblzo2 parse it is held to. */
    public record Ratio(String data, int size, String codec, CompressionLevel level, double ratio, String reference,
            double referenceRatio) {
        public boolean met() {
            return Double.isNaN(referenceRatio) || ratio >= referenceRatio;
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%s %s %s size=%d: %.4f", codec, level.id(), data, size, ratio)
                    + (Double.isNaN(referenceRatio) ? "" : String.format(Locale.ROOT, " (%s %.4f)", reference, referenceRatio));
        }
    }

    private EncoderLevelRatios() {
    }

    /** liblzo2's ratio for LZO1X-1 ({@code best} false) or LZO1X-999 on the data, NaN where not measured. */
    static double liblzo(String data, int size, boolean best) {
        String key = data + " " + size;
        return switch (key) {
            case "terrain 1048576" -> best ? 1.1036 : 1.0212;
            case "terrain 16777216" -> best ? 1.1151 : 1.0222;
            case "regions 1048576" -> best ? 18.4479 : 8.3249;
            case "regions 16777216" -> best ? 18.4822 : 8.1643;
            default -> Double.NaN;
        };
    }

    /**
     * Every level of both encoders on the data; each stream decoded and compared first. LZO1X's fast
     * level is held to LZO1X-1's ratio, best to LZO1X-999's; the others are shown.
     */
    public static java.util.List<Ratio> of(String data, int size) {
        byte[] input = EncoderLevelData.of(data, size);
        java.util.List<Ratio> ratios = new java.util.ArrayList<>();
        for (CompressionLevel level : CompressionLevel.values()) {
            byte[] lzo = Lzo1x.encode(input, level);
            check(input, Lzo1x.decode(ByteInput.of(lzo), size, "lzo"), "LZO1X " + level);
            boolean held = level != CompressionLevel.DEFAULT;
            ratios.add(new Ratio(data, size, "LZO1X", level, (double) size / lzo.length,
                    held ? (level == CompressionLevel.FAST ? "LZO1X-1" : "LZO1X-999") : "",
                    held ? liblzo(data, size, level == CompressionLevel.BEST) : Double.NaN));
        }
        for (CompressionLevel level : CompressionLevel.values()) {
            byte[] lzss = BisLzss.encode(input, level);
            check(input, BisLzss.decode(ByteInput.of(lzss), size, "lzss"), "BIS LZSS " + level);
            ratios.add(new Ratio(data, size, "BIS LZSS", level, (double) size / lzss.length, "", Double.NaN));
        }
        return ratios;
    }

    private static void check(byte[] input, byte[] decoded, String what) {
        if (!Arrays.equals(input, decoded)) {
            throw new IllegalStateException(what + " does not decode to its input");
        }
    }

    /**
     * Prints the ratios at the benchmark's sizes; with a directory argument, also writes the data
     * there ({@code terrain-1048576.bin} …) for liblzo2 to be measured on.
     */
    public static void main(String[] args) throws java.io.IOException {
        for (String data : new String[] {"terrain", "regions"}) {
            for (int size : new int[] {1 << 20, 1 << 24}) {
                if (args.length > 0) {
                    java.nio.file.Files.write(java.nio.file.Path.of(args[0], data + "-" + size + ".bin"),
                            EncoderLevelData.of(data, size));
                }
                of(data, size).forEach(System.out::println);
            }
        }
    }
}
