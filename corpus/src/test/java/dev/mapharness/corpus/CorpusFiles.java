package dev.mapharness.corpus;

import dev.mapharness.format.Format;
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

    /** A file directly in a format's corpus folder (whatever it is called: the tests check its name). */
    private static boolean isMapFile(String relative) {
        int slash = relative.indexOf('/');
        return slash > 0 && relative.indexOf('/', slash + 1) < 0
                && Format.byCorpusFolder(relative.substring(0, slash)).isPresent();
    }

    /** Every map file under {@code corpus/<format>/}, relative to the corpus root with '/' separators. */
    static List<String> mapFiles() {
        Path root = root();
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(Files::isRegularFile)
                    .map(p -> root.relativize(p).toString().replace('\\', '/'))
                    .filter(CorpusFiles::isMapFile)
                    .sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
