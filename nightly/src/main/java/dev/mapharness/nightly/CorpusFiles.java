package dev.mapharness.nightly;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The map files of a corpus directory: every regular file under its format directories
 * ({@code 1wvr/}, {@code oprw/}, ...). What is not a map is named here rather than filtered by
 * extension, so a new map file is never left out silently: {@code fuzz/} (seeds and findings),
 * {@code hand/} (hex sources of hand-made files, which are also in their format's directory),
 * {@code src/} and {@code target/} (the generator), and files at the top (its pom).
 */
public final class CorpusFiles {
    static final Set<String> NOT_MAPS = Set.of("fuzz", "hand", "src", "target");

    private CorpusFiles() {
    }

    /** Every map file, sorted by its path relative to {@code corpus}. */
    public static List<Path> list(Path corpus) {
        try (Stream<Path> top = Files.list(corpus)) {
            return top.filter(Files::isDirectory)
                    .filter(d -> !NOT_MAPS.contains(d.getFileName().toString()) && !d.getFileName().toString().startsWith("."))
                    .flatMap(CorpusFiles::walk)
                    .map(corpus::relativize)
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the corpus " + corpus, e);
        }
    }

    private static Stream<Path> walk(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(Files::isRegularFile).toList().stream();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir, e);
        }
    }

    /** The path as reports show it: forward slashes on every system. */
    static String name(Path relative) {
        return relative.toString().replace('\\', '/');
    }
}
