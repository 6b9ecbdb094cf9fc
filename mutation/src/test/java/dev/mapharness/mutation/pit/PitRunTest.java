package dev.mapharness.mutation.pit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PitRunTest {
    @TempDir
    Path tmp;

    private static String after(List<String> cmd, String flag) {
        return cmd.get(cmd.indexOf(flag) + 1);
    }

    @Test
    void onePitRunForEveryPackageAskedWithTheWholeHarness() throws IOException {
        Path history = Files.writeString(tmp.resolve("history.bin"), "h");
        List<String> cmd = new PitRun(tmp, List.of("wvr4", "wwd"), tmp.resolve("pit"), history, tmp.resolve("out.bin"),
                tmp.resolve("journal"), 2, List.of("a", "b")).command();
        assertEquals("dev.mapharness.wvr4.*,dev.mapharness.wwd.*", after(cmd, "--targetClasses"));
        assertEquals("dev.mapharness.*", after(cmd, "--targetTests"));
        assertTrue(after(cmd, "--excludedTestClasses").contains("*IT"));
        assertEquals(history.toAbsolutePath().toString(), after(cmd, "--historyInputLocation"));
        assertEquals("2", after(cmd, "--threads"));
        assertEquals("12", after(cmd, "--mutationUnitSize"), "a stopped run keeps the results of every unit done");
        assertEquals("3", after(cmd, "--timeoutFactor"), "a test slowed by other work is not taken for an endless loop");
        assertEquals("20000", after(cmd, "--timeoutConst"));
        assertTrue(after(cmd, "--jvmArgs").contains("-Dmapharness.corpus="), "tests find the corpus wherever PIT runs them");
        assertTrue(cmd.contains("XML,HTML"));
        assertTrue(cmd.indexOf("-Dmapharness.history.journal=" + tmp.resolve("journal").toAbsolutePath()) < cmd.indexOf("-cp"),
                "PIT's own JVM, where the history lives, keeps the journal");
    }

    @Test
    void thePitLinesWithoutTheSpinner() {
        assertEquals("2:16:30 AM PIT >> INFO : Sent tests to minion",
                PitRun.spinnerless(" \b/\b-\b\\\b|2:16:30 AM PIT >> INFO : Sent tests to minion"));
        assertEquals("", PitRun.spinnerless("\b/\b-\b\\\b|"));
        assertEquals("a/b - c|d", PitRun.spinnerless("a/b - c|d"), "only what follows a backspace is the spinner's");
    }

    @Test
    void withoutAHistoryFileNoneIsRead() {
        List<String> cmd = new PitRun(tmp, List.of("bytes"), tmp.resolve("pit"), tmp.resolve("missing.bin"), tmp.resolve("out.bin"),
                tmp.resolve("journal"), 1, List.of("a")).command();
        assertFalse(cmd.contains("--historyInputLocation"));
        assertTrue(cmd.contains("--historyOutputLocation"));
    }

    @Test
    void theSuiteIsTheWholeHarnessOrTheCodecsTestsAlone() {
        assertEquals(HarnessClasspath.MODULES, Suite.HARNESS.modules());
        assertEquals(List.of("codecs"), Suite.CODECS.modules());
        assertEquals(2, new picocli.CommandLine(new MutationMain()).execute("--suite", "unit", "--root", tmp.toString()),
                "an unknown suite is a usage error");
    }
}
