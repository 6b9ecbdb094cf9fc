package dev.mapharness.corpus;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Where the committed corpus is, for tests (the build passes {@code mapharness.corpus}). */
final class CorpusFiles {
    private CorpusFiles() {
    }

    static Path root() {
        String p = System.getProperty("mapharness.corpus");
        Path root = p != null ? Path.of(p) : Path.of("..", "corpus").toAbsolutePath().normalize();
        if (!Files.isDirectory(root.resolve(CorpusGenerator.HAND_DIR))) {
            throw new IllegalStateException("corpus not found at " + root);
        }
        return root;
    }

    /** Every map file under {@code corpus/<format>/}, relative to the corpus root with '/' separators. */
    static List<String> mapFiles() {
        Path root = root();
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(Files::isRegularFile)
                    .map(p -> root.relativize(p).toString().replace('\\', '/'))
                    .filter(n -> n.matches("[0-9a-z]+/[^/]+\\.(wrp|wwd)"))
                    .sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
