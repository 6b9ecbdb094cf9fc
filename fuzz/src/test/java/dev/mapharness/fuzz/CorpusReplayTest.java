package dev.mapharness.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.fuzz.replay.Outcome;
import dev.mapharness.fuzz.replay.Replay;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every committed seed and every finding ever made, against its target: a fixed crash stays fixed.
 * A finding that fails here is a regression (or a new finding waiting for its fix); the message says
 * how to see it.
 */
class CorpusReplayTest {
    private final FuzzCorpus corpus = CommittedCorpus.get();

    @TestFactory
    Stream<DynamicTest> seeds() {
        return FuzzTargets.all().stream().flatMap(t -> replays(t, corpus.seeds(t)));
    }

    @TestFactory
    Stream<DynamicTest> findings() {
        return FuzzTargets.all().stream().flatMap(t -> replays(t, corpus.findings(t)));
    }

    private static Stream<DynamicTest> replays(FuzzTarget target, Path dir) {
        List<Path> files = FuzzCorpus.filesIn(dir);
        return files.stream().map(file -> DynamicTest.dynamicTest(target.name() + " " + file.getFileName(), () -> {
            Outcome outcome = Replay.run(target, read(file));
            assertTrue(outcome.passed(), () -> file + " fails against " + target.name() + ": " + outcome.firstLine()
                    + "\n  (see it with: ./mapharness repro " + file + ")"
                    + outcome.failure().map(CorpusReplayTest::stack).orElse(""));
        }));
    }

    private static String stack(Throwable t) {
        java.io.StringWriter w = new java.io.StringWriter();
        t.printStackTrace(new java.io.PrintWriter(w));
        return "\n" + w;
    }

    private static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
