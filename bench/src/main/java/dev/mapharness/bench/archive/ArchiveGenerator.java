package dev.mapharness.bench.archive;

import dev.mapharness.Codecs;
import dev.mapharness.corpus.ScaledWorlds;
import dev.mapharness.format.MapWriteException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

/**
 * Writes an archive of map files as a community archive holds them, for measuring batch
 * {@code check} (bench/batch): WWD levels (compressed and not), OPRW worlds of every version and
 * 4WVR worlds, of mixed sizes up to about 1 MB, a tenth of them damaged (a stretch of bytes
 * overwritten, as a bad transfer or a buggy writer leaves them), in folders of a hundred,
 * with no extension on some so that detection, not the name, has to find them.
 *
 * <p>Usage: {@code ArchiveGenerator DIR [COUNT] [SEED]}. Deterministic for its arguments.
 */
public final class ArchiveGenerator {
    private ArchiveGenerator() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: ArchiveGenerator DIR [COUNT] [SEED]");
            System.exit(2);
        }
        Path dir = Path.of(args[0]);
        int count = args.length > 1 ? Integer.parseInt(args[1]) : 1000;
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 16;
        Random random = new Random(seed);
        long total = 0;
        long largest = 0;
        for (int i = 0; i < count; i++) {
            byte[] bytes = map(random, seed * 100_000 + i);
            if (random.nextInt(10) == 0) {
                damage(random, bytes);
            }
            String name = String.format("%04d", i) + (random.nextInt(8) == 0 ? "" : extension(bytes));
            Path file = dir.resolve(String.format("part%02d", i / 100)).resolve(name);
            Files.createDirectories(file.getParent());
            Files.write(file, bytes);
            total += bytes.length;
            largest = Math.max(largest, bytes.length);
        }
        System.out.printf("%d files, %,d bytes, largest %,d bytes, in %s%n", count, total, largest, dir);
    }

    /**
     * One map: mostly small (a few KB to 100 KB, as most community maps are), some medium, one in
     * fifty about 1 MB.
     */
    private static byte[] map(Random random, long seed) {
        int scale = random.nextInt(50) == 0 ? 3 : random.nextInt(5) == 0 ? 2 : 1;
        try {
            return switch (random.nextInt(3)) {
                case 0 -> {
                    int side = scale == 3 ? 400 : scale == 2 ? 90 : 10 + random.nextInt(40);
                    yield Codecs.write(ScaledWorlds.wwd(seed, random.nextBoolean(), side, side / 2,
                            scale == 3 ? 1500 : random.nextInt(60 * scale), random.nextInt(40)));
                }
                case 1 -> {
                    int land = scale == 3 ? 64 : scale == 2 ? 32 : 8 << random.nextInt(2);
                    yield Codecs.write(ScaledWorlds.oprw(seed, 17 + random.nextInt(9), land, scale == 3 ? 2 : 1,
                            scale == 3 ? 2000 : random.nextInt(100 * scale), 4 + random.nextInt(20), 3 + random.nextInt(10)));
                }
                default -> {
                    int side = scale == 3 ? 288 : scale == 2 ? 128 : 16 << random.nextInt(3);
                    yield Codecs.write(ScaledWorlds.wvr4(seed, side, side, scale == 3 ? 4000 : random.nextInt(200 * scale)));
                }
            };
        } catch (MapWriteException e) {
            throw new IllegalStateException("the generators make only writable maps", e);
        }
    }

    private static void damage(Random random, byte[] bytes) {
        int at = random.nextInt(bytes.length);
        int n = Math.min(bytes.length - at, 1 + random.nextInt(16));
        for (int k = 0; k < n; k++) {
            bytes[at + k] = (byte) random.nextInt(256);
        }
    }

    private static String extension(byte[] bytes) {
        return bytes.length > 3 && bytes[0] == (byte) 0xF4 && bytes[1] == 5 ? ".wwd" : ".wrp";
    }
}
