package dev.mapharness.fuzz;

import java.nio.file.Files;
import java.nio.file.Path;

/** The repository's fuzzing corpus, for tests (the build may pass {@code mapharness.corpus}). */
public final class CommittedCorpus {
    private CommittedCorpus() {
    }

    public static FuzzCorpus get() {
        String p = System.getProperty("mapharness.corpus");
        Path corpus = p != null ? Path.of(p) : Path.of("..", "corpus").toAbsolutePath().normalize();
        if (!Files.isDirectory(corpus)) {
            throw new IllegalStateException("corpus not found at " + corpus);
        }
        return FuzzCorpus.in(corpus);
    }
}
