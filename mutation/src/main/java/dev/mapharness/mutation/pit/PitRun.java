package dev.mapharness.mutation.pit;

import dev.mapharness.mutation.pit.history.HarnessHistoryFactory;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * One PIT run over some packages of the codecs, with every test of the harness, in a JVM of its own.
 *
 * <p>All the packages asked for share one run: PIT first runs the whole suite once to learn which tests
 * reach which line, and with the harness as the suite that is the longest step, so it is paid once.
 */
public record PitRun(Path root, List<String> packages, Path reportDir, Path historyIn, Path historyOut, Path journal,
                     int threads, List<String> classpath) {

    /**
     * Tests left out of the suite, each for a stated reason: they start other JVMs (Jazzer, the fuzz runner,
     * the command line), where PIT's mutants are not loaded, so they only cost time.
     */
    public static final List<String> EXCLUDED_TESTS = List.of(
            "*IT",
            // runs Jazzer and the fuzz runner in child JVMs
            "dev.mapharness.fuzz.run.*",
            "dev.mapharness.fuzz.OssFuzz*",
            // the bench tools themselves, on the class path for the history plugin: no tests, and with the codecs
            // suite their classes cannot even load (they use the fuzz module), which PIT takes for a failing test
            "dev.mapharness.mutation.*");

    /** Mutants per PIT unit: the most a stopped run can lose per thread. */
    static final int UNIT_SIZE = 12;

    List<String> command() {
        List<String> targets = new ArrayList<>();
        for (String p : packages) {
            targets.add("dev.mapharness." + p + ".*");
        }
        Path codecs = root.resolve("codecs").toAbsolutePath().normalize();
        List<String> cmd = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx1g",
                "-D" + HarnessHistoryFactory.JOURNAL + "=" + journal.toAbsolutePath(),
                "-cp", String.join(java.io.File.pathSeparator, classpath),
                "org.pitest.mutationtest.commandline.MutationCoverageReport",
                "--targetClasses", String.join(",", targets),
                "--targetTests", "dev.mapharness.*",
                "--excludedTestClasses", String.join(",", EXCLUDED_TESTS),
                "--sourceDirs", codecs.resolve("src/main/java").toString(),
                "--mutableCodePaths", codecs.resolve("target/classes").toString(),
                "--reportDir", reportDir.toAbsolutePath().toString(),
                "--outputFormats", "XML,HTML",
                "--timestampedReports=false",
                "--threads", Integer.toString(threads),
                // PIT hands a unit's results on (to the history's journal too) only when the whole unit is done, and a
                // unit is by default every mutant of a class: a class of 300 mutants, many of them timing out against
                // the whole harness, could run for an hour and leave nothing behind when stopped. Small units cost a
                // minion start each (seconds) and keep what a stopped run did
                "--mutationUnitSize", Integer.toString(UNIT_SIZE),
                // a mutant counts as detected when a test runs past its time: on a shared machine a test can
                // run several times slower than when PIT measured it, so the allowance is generous (an
                // endless loop still ends, after 3 × the test's time + 20 s)
                "--timeoutFactor", "3",
                "--timeoutConst", "20000",
                "--features=+" + HarnessHistoryFactory.FEATURE,
                "--historyOutputLocation", historyOut.toAbsolutePath().toString(),
                "--jvmArgs", String.join(",",
                        "-Xmx1536m",
                        "-XX:-OmitStackTraceInFastThrow",
                        "-Dmapharness.corpus=" + root.resolve("corpus").toAbsolutePath().normalize(),
                        "-Dmapharness.realworld=" + System.getProperty("mapharness.realworld",
                                root.resolve("../shared/realworld").toAbsolutePath().normalize().toString()))));
        if (historyIn != null && historyIn.toFile().isFile()) {
            cmd.add("--historyInputLocation");
            cmd.add(historyIn.toAbsolutePath().toString());
        }
        return cmd;
    }

    /** Runs PIT, passing its lines (without the spinner) to {@code progress}; returns its exit code. */
    int run(Consumer<String> progress) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(command())
                // tests find the corpus and the real files relative to a module's directory, as under Maven
                .directory(root.resolve("codecs").toFile())
                .redirectErrorStream(true);
        Process p = pb.start();
        Runtime.getRuntime().addShutdownHook(new Thread(p::destroyForcibly));
        try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            StringBuilder line = new StringBuilder();
            int c;
            while ((c = in.read()) >= 0) {
                if (c == '\n' || c == '\r') {
                    emit(line, progress);
                } else {
                    line.append((char) c);
                }
            }
            emit(line, progress);
        }
        return p.waitFor();
    }

    static String spinnerless(String line) {
        return line.replaceAll("\b[-/|\\\\]?", "").strip();
    }

    private static void emit(StringBuilder line, Consumer<String> progress) {
        // PIT draws a spinner between its log lines: a backspace, then one of / - \ |
        String s = spinnerless(line.toString());
        line.setLength(0);
        if (!s.isEmpty()) {
            progress.accept(s);
        }
    }
}
