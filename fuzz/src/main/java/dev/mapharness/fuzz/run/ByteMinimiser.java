package dev.mapharness.fuzz.run;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mapharness.fuzz.FuzzTarget;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * libFuzzer's own minimiser ({@code -minimize_crash=1}), the last pass after the format-aware reducer:
 * it shrinks bytes blindly but fast. Its result is kept only if a separate replay still fails with the
 * same signature (libFuzzer accepts any crash).
 */
public final class ByteMinimiser {
    private static final ObjectMapper JSON = new ObjectMapper();

    private ByteMinimiser() {
    }

    /**
     * Minimises {@code input} for at most {@code seconds}; the smaller file if one failing the same way was
     * found, else empty.
     */
    public static Optional<Path> minimise(ChildJvm child, FuzzTarget target, Path input, String signature,
                                          long seconds, Path workDir) throws IOException {
        Files.createDirectories(workDir);
        Path out = workDir.resolve(input.getFileName() + ".min");
        Files.deleteIfExists(out);
        child.run(JazzerCommand.running(input).with("-minimize_crash=1", "-max_total_time=" + seconds, "-runs=1000000",
                                "-exact_artifact_path=" + out.toAbsolutePath(), "--reproducer_path=" + workDir.toAbsolutePath(),
                                input.toAbsolutePath().toString()).on(child, target),
                workDir.resolve(input.getFileName() + ".minimise.log"), (seconds + 60) * 1000, line -> { });
        if (!Files.isRegularFile(out) || Files.size(out) >= Files.size(input)) {
            return Optional.empty();
        }
        return check(child, target, out, workDir).filter(c -> c.signature().equals(signature)).map(c -> out);
    }

    /** How {@code file} fails against {@code target}, replayed in a fresh JVM; empty if it passes. */
    public static Optional<TriageMain.Checked> check(ChildJvm child, FuzzTarget target, Path file, Path workDir) throws IOException {
        ChildJvm.Result r = child.run(child.command(List.of(),
                        List.of(TriageMain.class.getName(), "check", target.name(), file.toAbsolutePath().toString())),
                workDir.resolve(file.getFileName() + ".check.log"), 120_000, line -> { });
        if (r.stdout().isEmpty()) {
            return Optional.empty();
        }
        TriageMain.Checked c = JSON.readValue(r.stdout().get(r.stdout().size() - 1), TriageMain.Checked.class);
        return c.status().equals("PASSED") ? Optional.empty() : Optional.of(c);
    }
}
