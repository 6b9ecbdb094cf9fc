package dev.mapharness.reports.conformance;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
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

    /** Runs every case in order, giving each result to {@code results} as soon as it is known. */
    static <C> void each(List<C> cases, CaseRun<C> run, Consumer<CaseResult> results) throws IOException {
        Path work = Files.createTempDirectory("mapharness-conformance-");
        try {
            int n = 0;
            for (C c : cases) {
                results.accept(run.run(c, Files.createDirectory(work.resolve(String.format("case-%05d", n++)))));
            }
        } finally {
            try (Stream<Path> files = Files.walk(work)) {
                for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }
}
