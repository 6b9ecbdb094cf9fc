package dev.mapharness.fuzz.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The kill at the deadline, on a stub child that ignores its time limit. */
class ChildJvmTest {
    /** Long enough for a small JVM to start and say its process ids; the stub would run a minute. */
    private static final long DEADLINE_MS = 5_000;

    @TempDir
    Path dir;

    private final ChildJvm child = ChildJvm.current(64);

    private List<String> stub(String... args) {
        List<String> main = new ArrayList<>(List.of(StubChild.class.getName()));
        main.addAll(List.of(args));
        return child.command(List.of(), main);
    }

    @Test
    void aChildThatIgnoresItsTimeLimitIsKilledAtItsDeadlineWithItsOwnChildren() throws IOException {
        Path log = dir.resolve("stub.log");
        List<String> lines = new ArrayList<>();
        ChildJvm.Result r = child.run(stub("ignore-time", "-max_total_time=1"), log, DEADLINE_MS, lines::add);
        assertTrue(r.stopped(), "killed, not ended: exit " + r.exitCode());
        assertEquals(ChildJvm.STOPPED, r.exitCode());
        String pids = lines.stream().filter(l -> l.startsWith("pid ")).findFirst().orElseThrow(() -> new AssertionError(lines));
        for (String pid : pids.substring(4).split(" ")) {
            assertFalse(ProcessHandle.of(Long.parseLong(pid)).map(ProcessHandle::isAlive).orElse(false),
                    "process " + pid + " is gone");
        }
        assertTrue(Files.readString(log).contains(pids), "the log kept what it said");
    }

    @Test
    void theRunsEndStopsAChildBeforeItsOwnDeadline() throws IOException {
        ChildJvm capped = child.until(Deadline.after(Duration.ofMillis(DEADLINE_MS)));
        ChildJvm.Result r = capped.run(stub("ignore-time"), dir.resolve("stub.log"), 10 * 60_000L, line -> { });
        assertTrue(r.stopped(), "killed at the run's end: exit " + r.exitCode());
    }

    @Test
    void noChildStartsAfterTheRunsEnd() throws IOException {
        ChildJvm over = child.until(Deadline.after(Duration.ofSeconds(-1)));
        Path log = dir.resolve("late.log");
        ChildJvm.Result r = over.run(stub("exit", "0"), log, 60_000, line -> { });
        assertTrue(r.stopped());
        assertEquals(List.of(), r.stdout());
        assertTrue(Files.readString(log).contains("not started"), "the log says why");
    }

    @Test
    void aChildThatEndsInTimeKeepsItsExitCodeAndAnswer() throws IOException {
        List<String> lines = new ArrayList<>();
        ChildJvm.Result r = child.until(Deadline.after(Duration.ofMinutes(10)))
                .run(stub("exit", "3"), dir.resolve("ok.log"), 60_000, lines::add);
        assertEquals(3, r.exitCode());
        assertFalse(r.stopped());
        assertEquals(List.of("answer"), r.stdout());
        assertTrue(lines.contains("a log line"), lines::toString);
    }

    @Test
    void theEarlierDeadlineWins() {
        Deadline soon = Deadline.after(Duration.ofSeconds(1));
        Deadline later = Deadline.after(Duration.ofHours(1));
        assertEquals(soon, soon.orEarlier(later));
        assertEquals(soon, later.orEarlier(soon));
        assertEquals(soon, Deadline.NONE.orEarlier(soon));
        assertEquals(soon, soon.orEarlier(Deadline.NONE));
        assertTrue(Deadline.after(Duration.ofSeconds(-5)).passed());
        assertFalse(Deadline.NONE.passed());
        assertEquals(Deadline.NONE, Deadline.after(Duration.ofDays(10_000)), "far deadlines do not wrap around");
    }
}
