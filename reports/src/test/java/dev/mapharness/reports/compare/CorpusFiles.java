package dev.mapharness.reports.compare;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The checked-in corpus at the repository root, found from the module's directory. */
final class CorpusFiles {
    private CorpusFiles() {
    }

    static Path root() {
        Path here = Path.of("").toAbsolutePath();
        for (Path p = here; p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("corpus/oprw"))) {
                return p.resolve("corpus");
            }
        }
        throw new IllegalStateException("no corpus/ above " + here);
    }

    /** Every file in {@code corpus/<dir>}, sorted. */
    static List<Path> in(String dir) {
        try (Stream<Path> s = Files.list(root().resolve(dir))) {
            return s.filter(Files::isRegularFile).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
