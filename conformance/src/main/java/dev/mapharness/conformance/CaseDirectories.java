package dev.mapharness.conformance;

import dev.mapharness.reports.conformance.CaseResult;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Where the conformance runners run their cases: a directory of its own per case, under one
 * temporary working directory that is removed afterwards, whatever happens, so no run leaves files
 * behind.
 */
final class CaseDirectories {
    /** Runs one case in its directory. */
    interface CaseRun<C> {
        CaseResult run(C c, Path dir) throws IOException;
    }

    private CaseDirectories() {
    }

    /** Runs every case in order (cases may be made as they are asked for), giving each result to {@code results} at once. */
    static <C> void each(Iterable<C> cases, CaseRun<C> run, Consumer<CaseResult> results) throws IOException {
        Path work = Files.createTempDirectory("mapharness-conformance-");
        try {
            int n = 0;
            for (C c : cases) {
                Path dir = Files.createDirectory(work.resolve(String.format("case-%05d", n++)));
                results.accept(run.run(c, dir));
                delete(dir);
            }
        } finally {
            delete(work);
        }
    }

    /** Removes a directory and everything in it, if it is there. */
    static void delete(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
