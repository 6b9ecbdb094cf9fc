package dev.mapharness.cli;

import java.nio.file.Files;
import java.nio.file.Path;

/** The committed corpus, found from wherever Maven runs a module's tests. */
final class CorpusPaths {
    private CorpusPaths() {
    }

    /** {@code corpus/FILE} in the repository above the working directory. */
    static Path of(String file) {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("corpus").resolve("oprw"))) {
                return p.resolve("corpus").resolve(file);
            }
        }
        throw new IllegalStateException("no corpus directory above " + Path.of("").toAbsolutePath());
    }
}
