package dev.mapharness.mutation.pit.history;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * PIT with the history plugin, three times over a small class and its test, in child JVMs as bench/mutation
 * runs it: the second run takes every result from the history and runs no test for any mutant; after the
 * test changes, the mutants that survived are tested again while the killed ones keep their status.
 */
class HarnessHistoryTest {
    @TempDir
    Path dir;

    private static final String CLAMP = """
            package sample;
            public final class Clamp {
                public static int clamp(int v, int lo, int hi) {
                    if (v < lo) {
                        return lo;
                    }
                    return v > hi ? hi : v;
                }
            }
            """;

    private static String test(String extra) {
        return """
                package sample;
                import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
                import java.nio.file.*;
                class ClampTest {
                    @org.junit.jupiter.api.Test
                    void clampsHigh() throws Exception {
                        Files.writeString(Path.of(System.getProperty("runs")), "x", StandardOpenOption.CREATE, StandardOpenOption.APPEND);
                        assertEquals(5, Clamp.clamp(9, 0, 5));
                        %s
                    }
                }
                """.formatted(extra);
    }

    @Test
    void aSecondRunReusesEveryResultAndAChangedTestRetestsTheSurvivors() throws Exception {
        write("src/sample/Clamp.java", CLAMP);
        write("test/sample/ClampTest.java", test(""));
        compile();
        Map<String, String> first = pit();
        int runsAfterFirst = runs();
        assertTrue(first.containsValue("KILLED") && first.containsValue("SURVIVED"), first.toString());

        Map<String, String> second = pit();
        assertEquals(first, second, "the same results");
        assertEquals(runsAfterFirst + 1, runs(), "only PIT's coverage run of the one test; no mutant was tested again");

        write("test/sample/ClampTest.java", test("assertEquals(1, Clamp.clamp(-1, 1, 5)); assertEquals(3, Clamp.clamp(3, 0, 5));"));
        compile();
        int before = runs();
        Map<String, String> third = pit();
        assertTrue(runs() > before + 1, "the survivors were tested again");
        first.forEach((mutant, status) -> {
            if (status.equals("KILLED")) {
                assertEquals("KILLED", third.get(mutant), mutant);
            }
        });
        assertTrue(third.values().stream().filter("KILLED"::equals).count() > first.values().stream().filter("KILLED"::equals).count(),
                "the stronger test kills more: " + third);
    }

    @Test
    void anInterruptedRunsJournalSparesTheNextRunTheMutantsItTested() throws Exception {
        write("src/sample/Clamp.java", CLAMP);
        write("test/sample/ClampTest.java", test(""));
        compile();
        Path journal = dir.resolve("journal");
        Map<String, String> first = pit(journal, false);
        assertTrue(Files.readAllLines(journal).size() >= first.size(), "a line a mutant, written as its result came");
        assertFalse(Files.exists(dir.resolve("history.txt")), "the run published no history, as one cut off would not");

        int before = runs();
        Files.writeString(journal, "cut off mid-li", StandardOpenOption.APPEND);
        Map<String, String> second = pit(journal, true);
        assertEquals(first, second, "the same results");
        assertEquals(before + 1, runs(), "only PIT's coverage run; the journal gave every mutant's result");
        Files.delete(dir.resolve("history.txt"));
        assertEquals(first, pit(journal, false), "the line cut off did not swallow the next run's first");
        assertEquals(before + 2, runs(), "the journal alone gave every result again");
    }

    private void write(String path, String text) throws IOException {
        Path f = dir.resolve(path);
        Files.createDirectories(f.getParent());
        Files.writeString(f, text);
    }

    private void compile() throws IOException {
        String cp = System.getProperty("java.class.path");
        for (String[] set : List.of(new String[] {"src", "classes", ""}, new String[] {"test", "test-classes", dir.resolve("classes").toString()})) {
            Files.createDirectories(dir.resolve(set[1]));
            List<String> args = new ArrayList<>(List.of("-d", dir.resolve(set[1]).toString(), "-cp", cp + File.pathSeparator + set[2]));
            try (var files = Files.walk(dir.resolve(set[0]))) {
                files.filter(p -> p.toString().endsWith(".java")).forEach(p -> args.add(p.toString()));
            }
            assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, null, args.toArray(String[]::new)));
        }
    }

    private int runs() throws IOException {
        Path f = dir.resolve("runs");
        return Files.exists(f) ? Files.readString(f).length() : 0;
    }

    /** Runs PIT once, history in and out, and returns each mutant's status by its description and line. */
    private Map<String, String> pit() throws IOException, InterruptedException {
        return pit(null, true);
    }

    /** As {@link #pit()}, with a journal when one is named; without publishing the history out when not asked to. */
    private Map<String, String> pit(Path journal, boolean publish) throws IOException, InterruptedException {
        Path history = dir.resolve("history.txt");
        Path next = dir.resolve("history.next");
        Path report = dir.resolve("report");
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-D" + HarnessHistoryFactory.JOURNAL + "=" + (journal == null ? "" : journal.toString()),
                "-cp", System.getProperty("java.class.path") + File.pathSeparator + dir.resolve("classes") + File.pathSeparator
                        + dir.resolve("test-classes"),
                "org.pitest.mutationtest.commandline.MutationCoverageReport",
                "--targetClasses", "sample.*", "--targetTests", "sample.*",
                "--sourceDirs", dir.resolve("src").toString(), "--mutableCodePaths", dir.resolve("classes").toString(),
                "--reportDir", report.toString(), "--outputFormats", "XML", "--timestampedReports=false", "--threads", "1",
                "--features=+" + HarnessHistoryFactory.FEATURE, "--historyOutputLocation", next.toString(),
                "--jvmArgs", "-Druns=" + dir.resolve("runs")));
        if (Files.exists(history)) {
            cmd.add("--historyInputLocation");
            cmd.add(history.toString());
        }
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(dir.resolve("pit.log").toFile()).start();
        assertEquals(0, p.waitFor(), () -> read(dir.resolve("pit.log")));
        if (publish) {
            Files.move(next, history, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        } else {
            Files.delete(next);
        }
        Map<String, String> statuses = new TreeMap<>();
        Matcher m = Pattern.compile("status='(\\w+)'.*?<lineNumber>(\\d+)</lineNumber>.*?<description>(.*?)</description>",
                Pattern.DOTALL).matcher(read(report.resolve("mutations.xml")));
        while (m.find()) {
            statuses.merge(m.group(2) + " " + m.group(3), m.group(1), (a, b) -> a + "," + b);
        }
        return statuses;
    }

    private static String read(Path f) {
        try {
            return Files.readString(f, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return e.toString();
        }
    }
}
