package dev.mapharness.roundtrip;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;

/**
 * The real Tiled editor, run headless: {@code tiled --export-map json IN OUT} loads a map the way the
 * editor does and saves it again, exiting 1 with a message when it cannot load it.
 */
final class TiledEditor {
    private final Path executable;
    private final Path work;
    private int runs;

    private TiledEditor(Path executable, Path work) {
        this.executable = executable;
        this.work = work;
    }

    /** Tiled on the PATH, if there is one, working in {@code work}. */
    static Optional<TiledEditor> find(Path work) {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String dir : path.split(File.pathSeparator)) {
            Path p = Path.of(dir, "tiled");
            if (Files.isRegularFile(p) && Files.isExecutable(p)) {
                return Optional.of(new TiledEditor(p, work));
            }
        }
        return Optional.empty();
    }

    /** What Tiled did with a map: its exit status, its messages and the map it saved (if any). */
    record Export(int exitCode, String messages, Optional<byte[]> saved) {
    }

    /** Has Tiled load {@code map} (Tiled JSON) and save it again as JSON. */
    Export reExport(byte[] map) throws IOException, InterruptedException {
        int n = runs++;
        Path in = work.resolve("map" + n + ".tmj");
        Path out = work.resolve("saved" + n + ".json");
        Path log = work.resolve("tiled" + n + ".log");
        Files.write(in, map);
        // Qt wants a private runtime directory; offscreen needs no display
        Path runtime = work.resolve("runtime");
        if (!Files.isDirectory(runtime)) {
            Files.createDirectory(runtime, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        }
        ProcessBuilder pb = new ProcessBuilder(executable.toString(), "--export-map", "json", in.toString(), out.toString())
                .redirectErrorStream(true).redirectOutput(log.toFile()).redirectInput(ProcessBuilder.Redirect.from(
                        new File("/dev/null")));
        pb.environment().put("QT_QPA_PLATFORM", "offscreen");
        pb.environment().put("XDG_RUNTIME_DIR", runtime.toString());
        int exit = pb.start().waitFor();
        String messages = Files.readString(log, StandardCharsets.UTF_8);
        return new Export(exit, messages, Files.exists(out) ? Optional.of(Files.readAllBytes(out)) : Optional.empty());
    }
}
