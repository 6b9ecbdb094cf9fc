package dev.mapharness.conformance;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One run of a tool under test: its exit, whether it had to be stopped at its time limit, and the
 * start of what it printed on standard error. The tool's standard output is discarded and its
 * standard error goes to a file, so a tool that prints megabytes costs disk, not memory; only the
 * first {@value #STDERR_KEPT} bytes are kept. A tool stopped at its limit is killed with every
 * process it started.
 *
 * @param exitCode the tool's exit code; -1 when it was stopped
 * @param timedOut true if it was still running at its limit
 * @param stderr   the start of its standard error, as text
 * @param stderrBytes how many bytes it wrote there in all
 */
public record ToolRun(int exitCode, boolean timedOut, String stderr, long stderrBytes, Duration took) {
    static final int STDERR_KEPT = 4096;

    /** Runs {@code argv} in {@code dir}, no longer than {@code limit}. */
    public static ToolRun run(List<String> argv, Path dir, Duration limit) throws IOException {
        Path err = Files.createTempFile(dir, "stderr-", ".txt");
        long start = System.nanoTime();
        try {
            Process p = new ProcessBuilder(argv).directory(dir.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(nullFile()))
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(err.toFile()).start();
            boolean done;
            try {
                done = p.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                done = false;
            }
            if (!done) {
                kill(p);
            }
            Duration took = Duration.ofNanos(System.nanoTime() - start);
            return new ToolRun(done ? p.exitValue() : -1, !done, head(err), Files.size(err), took);
        } finally {
            Files.deleteIfExists(err);
        }
    }

    private static java.io.File nullFile() {
        return new java.io.File(System.getProperty("os.name").startsWith("Windows") ? "NUL" : "/dev/null");
    }

    /** Stops the tool and everything it started, and waits until they are gone. */
    private static void kill(Process p) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
        try {
            p.waitFor(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static String head(Path err) throws IOException {
        try (InputStream in = Files.newInputStream(err)) {
            return new String(in.readNBytes(STDERR_KEPT), StandardCharsets.UTF_8);
        }
    }
}
