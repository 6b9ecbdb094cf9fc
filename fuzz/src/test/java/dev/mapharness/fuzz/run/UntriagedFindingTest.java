package dev.mapharness.fuzz.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.fuzz.FuzzCorpus;
import dev.mapharness.fuzz.FuzzTarget;
import dev.mapharness.fuzz.FuzzTargets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a run found after its time was over is still a finding: the run fails and names the raw inputs. */
class UntriagedFindingTest {
    @TempDir
    Path dir;

    @Test
    void crashingInputsLeftWhenTheTimeIsOverAreReportedNotDropped() throws Exception {
        FuzzTarget target = FuzzTargets.byName("lzss-decode").orElseThrow();
        Path artifacts = Files.createDirectories(dir.resolve("run").resolve("artifacts"));
        List<Path> raw = List.of(Files.write(artifacts.resolve("crash-aa"), new byte[] {1, 2}),
                Files.write(artifacts.resolve("crash-bb"), new byte[] {3}));
        List<String> notes = new ArrayList<>();
        ChildJvm overTime = ChildJvm.current(64).until(Deadline.after(Duration.ofSeconds(-1)));

        List<FindingSummary> findings = new Triage(target, FuzzCorpus.in(dir.resolve("corpus")), overTime,
                dir.resolve("run"), new NoteTaker(notes)).run(raw, 5, 5);

        assertEquals(1, findings.size(), findings::toString);
        FindingSummary f = findings.get(0);
        assertEquals("lzss-decode", f.target());
        assertEquals(Triage.UNTRIAGED, f.signature());
        assertFalse(f.known(), "a new finding: the night fails");
        assertEquals(2, f.inputs());
        assertEquals(artifacts.toAbsolutePath().toString(), f.file());
        assertTrue(f.firstLine().contains("2 crashing input(s)") && f.firstLine().contains("repro"), f.firstLine());
        assertTrue(notes.stream().anyMatch(n -> n.contains("not triaged")), notes::toString);
        assertFalse(Files.exists(dir.resolve("corpus")), "nothing unreduced is stored in the corpus");
    }

    private record NoteTaker(List<String> notes) implements Progress {
        @Override
        public void targetStarted(int index, int count, String target, long seconds) {
        }

        @Override
        public void status(String target, long elapsedMillis, LibFuzzerStatus status, int findings) {
        }

        @Override
        public void targetFinished(TargetSummary summary) {
        }

        @Override
        public void note(String message) {
            notes.add(message);
        }
    }
}
