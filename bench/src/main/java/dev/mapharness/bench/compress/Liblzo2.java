package dev.mapharness.bench.compress;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The reference C library liblzo2, reached through Python's {@code lzo} module (Debian
 * {@code python3-lzo}) in a child process: {@code lzo.compress(data, 1, False)} writes a header-less
 * LZO1X-1 stream, level 9 an LZO1X-999 one. Java has no binding of its own; the streams are written
 * once per data set and cached, so the child's speed does not matter.
 */
public final class Liblzo2 {
    /** How to install what is missing, for messages. */
    public static final String MISSING = "liblzo2 is not reachable: no python3 with the lzo module "
            + "(apt-get install python3-lzo, or MAPHARNESS_PYTHON=/path/to/python3)";
    private static final String SCRIPT = "import lzo, sys\n"
            + "data = open(sys.argv[1], 'rb').read()\n"
            + "open(sys.argv[2], 'wb').write(lzo.compress(data, int(sys.argv[3]), False))\n";
    private static volatile Optional<String> python;

    private Liblzo2() {
    }

    /**
     * A python3 with the {@code lzo} module, if there is one: {@code $MAPHARNESS_PYTHON} (an
     * environment variable, so that JMH's forked JVMs see it too), else {@code python3}, else the system's.
     */
    public static synchronized Optional<String> python() {
        if (python == null) {
            List<String> candidates = new ArrayList<>();
            String configured = System.getenv("MAPHARNESS_PYTHON");
            if (configured != null) {
                candidates.add(configured);
            }
            // a python3 first on the PATH (pyenv, venv) may lack the Debian package the system's has
            candidates.add("python3");
            candidates.add("/usr/bin/python3");
            python = candidates.stream().filter(Liblzo2::hasLzo).findFirst();
        }
        return python;
    }

    private static boolean hasLzo(String interpreter) {
        try {
            Process p = new ProcessBuilder(interpreter, "-c", "import lzo").redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** LZO1X-1 ({@code level} 1) or LZO1X-999 (9) of {@code data}, written by liblzo2 through {@code work}. */
    static byte[] compress(byte[] data, int level, Path work) throws IOException {
        String interpreter = python().orElseThrow(() -> new IllegalStateException(MISSING));
        Files.createDirectories(work);
        Path in = Files.createTempFile(work, "data", ".bin");
        Path out = Files.createTempFile(work, "stream", ".lzo");
        try {
            Files.write(in, data);
            Process p = new ProcessBuilder(interpreter, "-c", SCRIPT, in.toString(), out.toString(), Integer.toString(level))
                    .redirectErrorStream(true).start();
            String log = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (p.waitFor() != 0) {
                throw new IOException("liblzo2 (python3 lzo) failed: " + log);
            }
            return Files.readAllBytes(out);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while liblzo2 compressed", e);
        } finally {
            Files.deleteIfExists(in);
            Files.deleteIfExists(out);
        }
    }
}
