package dev.mapharness.bench.world;

import dev.mapharness.Codecs;
import dev.mapharness.corpus.ScaledWorlds;
import dev.mapharness.format.MapWriteException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes the two real-size inputs that {@code bench/bigcheck} measures {@code info} and {@code check}
 * on: an Arma 3 world as terrain makers build them (OPRW 25, a 1,024² land grid and 1,000,000
 * objects, about 75 MB) and a Claw level as full as the largest real ones (compressed WWD, 16,000
 * objects in the action plane). Deterministic: the same bytes on every machine.
 *
 * <p>Usage: {@code LargeWorlds DIR}; prints each file's path and size.
 */
public final class LargeWorlds {
    /** The file names under DIR, for bench/bigcheck. */
    public static final String OPRW = "oprw25-1m-objects.wrp";
    public static final String WWD = "wwd-16k-objects.wwd";

    private LargeWorlds() {
    }

    public static void main(String[] args) throws IOException, MapWriteException {
        if (args.length != 1) {
            System.err.println("usage: LargeWorlds DIR");
            System.exit(2);
        }
        Path dir = Files.createDirectories(Path.of(args[0]));
        write(dir.resolve(WWD), Codecs.write(ScaledWorlds.wwd(26, true, 400, 120, 16_000, 64)));
        write(dir.resolve(OPRW), Codecs.write(ScaledWorlds.oprw(26, 25, 1024, 1, 1_000_000, 2_000, 200)));
    }

    private static void write(Path file, byte[] bytes) throws IOException {
        Files.write(file, bytes);
        System.out.printf("%s %,d bytes%n", file, bytes.length);
    }
}
