package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Microsoft's SARIF multitool ({@code npm install @microsoft/sarif-multitool@5.7.0}; .ci/run puts
 * it in {@code target/sarif-multitool/}, or name it with {@code -Dmapharness.sarif.multitool=PATH})
 * validates the logs of {@code check --sarif}: over the whole corpus, and over a file that does not
 * read. Skipped where the tool is absent.
 *
 * <p>No error is allowed. Two warnings are accepted, for what mapharness cannot give:
 * <ul>
 * <li>SARIF2005: the driver has no {@code informationUri}; the project has no web address;</li>
 * <li>SARIF2017: a result's location has no region; a finding about the whole file (a missing file,
 *     a count of more differences) has no offset, and a region would claim a place it does not have.</li>
 * </ul>
 */
class SarifMultitoolIT {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Path JAR = ROOT.resolve("cli/target/mapharness.jar");
    private static final Set<String> ACCEPTED_WARNINGS = Set.of("SARIF2005", "SARIF2017");
    private static final Pattern LINE = Pattern.compile("\\(\\d+,\\d+\\): (error|warning|note) (SARIF\\d+): ");

    @TempDir
    Path dir;

    private static Path tool() {
        String named = System.getProperty("mapharness.sarif.multitool");
        Path tool = named != null ? Path.of(named)
                : ROOT.resolve("target/sarif-multitool/node_modules/.bin/sarif-multitool");
        assumeTrue(Files.isExecutable(tool), "skipped: the SARIF multitool is not at " + tool
                + " (npm install --prefix target/sarif-multitool @microsoft/sarif-multitool@5.7.0; .ci/run does)");
        return tool;
    }

    /** {@code mapharness ARGS} run on the jar {@code package} built; its exit code. */
    private int mapharness(String... args) throws IOException, InterruptedException {
        assumeTrue(Files.isRegularFile(JAR), "skipped: the jar is built by package (./mvnw -B verify)");
        List<String> command = new java.util.ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-jar", JAR.toString()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("mapharness-output.txt").toFile()).start();
        assertTrue(p.waitFor(10, TimeUnit.MINUTES), String.join(" ", command));
        return p.exitValue();
    }

    /** The multitool's findings on {@code log}: rule id → how many, by level. */
    private TreeMap<String, Integer> validate(Path log) throws IOException, InterruptedException {
        Path out = dir.resolve(log.getFileName() + ".validation.sarif");
        Process p = new ProcessBuilder(tool().toString(), "validate", log.toString(), "-o", out.toString())
                .redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), "the multitool finishes");
        assertTrue(output.contains("Analysis completed successfully"), output);
        TreeMap<String, Integer> found = new TreeMap<>();
        Matcher m = LINE.matcher(output);
        while (m.find()) {
            found.merge(m.group(1) + " " + m.group(2), 1, Integer::sum);
        }
        System.out.println(log.getFileName() + ": " + found);
        for (String k : found.keySet()) {
            assertTrue(k.startsWith("note ") || (k.startsWith("warning ") && ACCEPTED_WARNINGS.contains(k.substring(8))),
                    "not accepted: " + k + "\n" + output);
        }
        return found;
    }

    @Test
    void theLogOfTheWholeCorpusIsValid() throws Exception {
        tool();
        Path log = dir.resolve("corpus.sarif");
        mapharness("check", "--quiet", "--json-lines", "--sarif", log.toString(), ROOT.resolve("corpus").toString());
        assertTrue(Files.isRegularFile(log));
        validate(log);
    }

    @Test
    void theLogOfAFileThatDoesNotReadIsValid() throws Exception {
        tool();
        Path broken = Files.write(dir.resolve("broken level.wwd"), new byte[] {(byte) 0xF4, 5, 0, 0, 1, 2});
        Path log = dir.resolve("broken.sarif");
        assertEquals(ExitCodes.UNREADABLE, mapharness("check", "--sarif", log.toString(), broken.toString(), "missing file.wrp"));
        assertEquals(List.of(), List.copyOf(validate(log).keySet()).stream()
                .filter(k -> !k.startsWith("warning ")).toList());
    }
}
