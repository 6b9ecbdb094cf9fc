package dev.mapharness.realworld;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * Real map files written by real editors, taken from public repositories. They live beside the
 * checkout ({@code ../shared/realworld/}, or wherever the system property {@code mapharness.realworld}
 * points), never inside it: they are third-party files. A fresh clone alone has no such folder, and
 * every test that needs it is skipped with a message saying so (docs/real-files.md).
 */
public final class RealWorldFiles {
    private RealWorldFiles() {
    }

    /** The folder of real files, or a skipped test saying it is absent. */
    public static Path root() {
        String p = System.getProperty("mapharness.realworld", "../../shared/realworld");
        Path root = Path.of(p).toAbsolutePath().normalize();
        if (!Files.isDirectory(root)) {
            String why = "skipped: the real-world files are absent (" + root + " is not a folder; set -Dmapharness.realworld=DIR)";
            System.out.println(why);
            Assumptions.abort(why);
        }
        return root;
    }

    /** The files of one subfolder ({@code wwd}, {@code mm}, …), sorted by name; a skipped test if absent. */
    public static List<Path> in(String folder) {
        Path dir = root().resolve(folder);
        if (!Files.isDirectory(dir)) {
            String why = "skipped: the real-world folder " + dir + " is absent";
            System.out.println(why);
            Assumptions.abort(why);
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(Files::isRegularFile).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A file's bytes. */
    public static byte[] bytes(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
