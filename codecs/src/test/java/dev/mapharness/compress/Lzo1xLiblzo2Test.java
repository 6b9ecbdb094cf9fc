package dev.mapharness.compress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Streams written by liblzo2, the reference C implementation (through Debian's python3-lzo):
 * LZO1X-999 finds long, far and overlapping matches no Java encoder here writes, LZO1X-1 leaves
 * long literal runs. Skipped, with a message, where no python3 has the lzo module.
 */
class Lzo1xLiblzo2Test {
    private static final String SCRIPT = "import lzo, sys\n"
            + "open(sys.argv[2], 'wb').write(lzo.compress(open(sys.argv[1], 'rb').read(), int(sys.argv[3]), False))\n";
    private static Optional<String> python;

    @TempDir
    Path work;

    @BeforeAll
    static void findPython() {
        python = List.of("python3", "/usr/bin/python3").stream().filter(Lzo1xLiblzo2Test::hasLzo).findFirst();
    }

    private static boolean hasLzo(String interpreter) {
        try {
            Process p = new ProcessBuilder(interpreter, "-c", "import lzo").redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            return p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private byte[] liblzo2(byte[] data, int level) throws Exception {
        assumeTrue(python.isPresent(), "no python3 with the lzo module (apt-get install python3-lzo): liblzo2 streams not tested");
        Path in = work.resolve("data");
        Path out = work.resolve("stream");
        Files.write(in, data);
        Process p = new ProcessBuilder(python.get(), "-c", SCRIPT, in.toString(), out.toString(), Integer.toString(level))
                .redirectErrorStream(true).start();
        String log = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), log);
        return Files.readAllBytes(out);
    }

    private void decodesEverywhere(byte[] data, int level) throws Exception {
        byte[] stream = liblzo2(data, level);
        String what = "level " + level;
        assertArrayEquals(data, DecodeInputs.asBytes(Compression.LZO, stream, data.length), what);
        assertArrayEquals(data, DecodeInputs.viaShorts(Compression.LZO, stream, data.length), what);
        assertArrayEquals(data, DecodeInputs.viaInts(Compression.LZO, stream, data.length), what);
    }

    @Test
    void lzo1x999StreamsOfRegionsDecodeToTheirInput() throws Exception {
        SplittableRandom rnd = new SplittableRandom(999);
        for (int size : new int[] {4, 4096, 300_000}) {
            decodesEverywhere(DecodeInputs.make(DecodeInputs.Kind.REGIONS, size, rnd), 9);
            decodesEverywhere(DecodeInputs.make(DecodeInputs.Kind.RUN, size, rnd), 9);
        }
    }

    @Test
    void lzo1x1StreamsOfNoisyHeightsDecodeToTheirInput() throws Exception {
        SplittableRandom rnd = new SplittableRandom(1);
        for (int size : new int[] {4, 4096, 300_000}) {
            decodesEverywhere(DecodeInputs.make(DecodeInputs.Kind.NOISY_FLOATS, size, rnd), 1);
            decodesEverywhere(DecodeInputs.make(DecodeInputs.Kind.REGIONS, size, rnd), 1);
        }
    }
}
