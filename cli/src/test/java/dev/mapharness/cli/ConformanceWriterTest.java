package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The writer runner driven over the stand-in writer's bugs: each gives its verdict, with the reason. */
class ConformanceWriterTest {
    @TempDir
    Path dir;

    /** A corpus of 4WVR cases: one with objects, one without. */
    private Path corpus() throws IOException {
        Path c = Files.createDirectories(dir.resolve("corpus/4wvr"));
        Files.copy(CorpusPaths.of("4wvr/small.wrp"), c.resolve("small.wrp"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Files.write(c.resolve("empty.wrp"), dev.mapharness.wvr4.Wvr4Writer.write(Wvr4Files.world(List.of())));
        return dir.resolve("corpus");
    }

    /** The stand-in writer's command line; a JVM that starts fast, since shrinking runs it many times. */
    static String tool(String bug) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return "'" + java + "' -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xshare:auto -cp '" + System.getProperty("java.class.path")
                + "' dev.mapharness.cli.StandInWriter {in} {out} " + bug;
    }

    private CliRun run(String bug, String... more) throws IOException {
        return runOn(corpus(), "4wvr", bug, more);
    }

    /** A run over the corpus alone and without shrinking, unless {@code more} asks for them. */
    static CliRun runOn(Path corpus, String format, String bug, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("conformance", "writer", "--format", format,
                "--corpus", corpus.toString(), "--cmd", tool(bug)));
        args.addAll(List.of(more));
        if (!args.contains("--cases")) {
            args.addAll(List.of("--cases", "0"));
        }
        if (!args.contains("--shrink-runs")) {
            args.addAll(List.of("--shrink-runs", "0"));
        }
        return CliRun.run(args.toArray(String[]::new));
    }

    private static JsonNode cases(CliRun r) throws IOException {
        return new ObjectMapper().readTree(r.out()).get("cases");
    }

    @Test
    void aCorrectWriterPassesEveryCase() throws IOException {
        CliRun r = run("none");
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        assertEquals("cases: the corpus, 0 generated (seed 0); case set 1", r.outLines().get(0));
        assertEquals("2 cases: 2 pass", r.outLines().get(r.outLines().size() - 1));
    }

    @Test
    void anOffByOneInAStringFailsWithTheFieldAndBothValues() throws IOException {
        CliRun r = run("short-name", "--json");
        assertEquals(ExitCodes.FINDINGS, r.exit(), r::toString);
        for (JsonNode c : cases(r)) {
            assertEquals("fail", c.get("verdict").asText(), c::toString);
            assertTrue(c.get("reasons").get(0).asText().startsWith("textureNames[0]"), c::toString);
        }
    }

    @Test
    void aDroppedObjectFailsAtTheObjectList() throws IOException {
        JsonNode cases = cases(run("drop-object", "--json"));
        JsonNode small = cases.get(1);
        assertEquals("4wvr/corpus/small", small.get("case").asText());
        assertEquals("fail", small.get("verdict").asText());
        assertTrue(small.get("reasons").toString().contains("objects"), small::toString);
    }

    @Test
    void aCrashOnAnEmptyListIsACrashOfThatCaseOnly() throws IOException {
        JsonNode cases = cases(run("crash-on-empty", "--json"));
        JsonNode empty = cases.get(0);
        JsonNode small = cases.get(1);
        assertEquals("4wvr/corpus/empty", empty.get("case").asText());
        assertEquals("crash", empty.get("verdict").asText(), empty::toString);
        assertTrue(empty.get("stderr").asText().contains("no objects to write"), empty::toString);
        assertEquals("pass", small.get("verdict").asText(), small::toString);
    }

    @Test
    void exitCodesMissingOutputGarbageAndHangsHaveTheirVerdicts() throws IOException {
        assertEquals("crash", cases(run("exit-3", "--json")).get(0).get("verdict").asText());
        assertEquals("no-output", cases(run("no-output", "--json")).get(0).get("verdict").asText());
        JsonNode garbage = cases(run("garbage", "--json")).get(0);
        assertEquals("fail", garbage.get("verdict").asText());
        assertTrue(garbage.get("reasons").get(0).asText().startsWith("the file does not read"), garbage::toString);
        JsonNode hang = cases(run("hang", "--json", "--timeout", "3s")).get(0);
        assertEquals("timeout", hang.get("verdict").asText(), hang::toString);
    }

    @Test
    void aHugeFileIsNotReadAndMegabytesOnStandardErrorAreCut() throws IOException {
        JsonNode huge = cases(run("huge-output", "--json")).get(0);
        assertEquals("fail", huge.get("verdict").asText(), huge::toString);
        assertTrue(huge.get("reasons").get(0).asText().startsWith("wrote 2097152 bytes where the model takes"), huge::toString);
        JsonNode noisy = cases(run("flood-stderr", "--json")).get(0);
        assertEquals("pass", noisy.get("verdict").asText(), noisy::toString);
        assertTrue(noisy.get("stderr").asText().length() <= 4096, "the start of standard error is kept, not 5 MB");
    }

    @Test
    void noProcessOrTemporaryFileIsLeftBehind() throws IOException {
        long before = tempDirs();
        run("hang", "--timeout", "2s");
        assertEquals(before, tempDirs(), "the working directories are removed");
        assertTrue(ProcessHandle.current().descendants().noneMatch(ProcessHandle::isAlive), "the hanging tool was stopped");
    }

    @Test
    void aBaselineOfKnownFailuresMakesOnlyNewFailuresFailTheRun() throws IOException {
        CliRun earlier = run("short-name", "--json");
        Path baseline = Files.writeString(dir.resolve("baseline.json"), earlier.out());
        CliRun same = run("short-name", "--baseline", baseline.toString());
        assertEquals(ExitCodes.OK, same.exit(), same::toString);
        assertTrue(same.out().contains("(known: the baseline has it)"), same::toString);
        assertTrue(same.out().contains("(2 known from the baseline)"), same::toString);
        // failing another way is not the known failure
        CliRun other = run("exit-3", "--baseline", baseline.toString());
        assertEquals(ExitCodes.FINDINGS, other.exit(), other::toString);
        Path notReport = Files.writeString(dir.resolve("x.json"), "{}");
        assertEquals(ExitCodes.UNREADABLE, run("none", "--baseline", notReport.toString()).exit());
    }

    @Test
    void failingCasesAreKeptWithTheCommandThatRunsThemAgain() throws Exception {
        Path keep = dir.resolve("kept");
        CliRun r = run("drop-object", "--keep", keep.toString());
        Path small = keep.resolve("4wvr_corpus_small");
        assertTrue(Files.isRegularFile(small.resolve("case.json")), r::toString);
        assertTrue(Files.isRegularFile(small.resolve("out.wrp")), r::toString);
        assertTrue(Files.isRegularFile(small.resolve("stderr.txt")), r::toString);
        String again = Files.readString(small.resolve("command.txt")).strip();
        assertTrue(r.out().contains("again: " + again), r::toString);
        // the kept command runs the tool on the kept case again
        Files.delete(small.resolve("out.wrp"));
        Process p = new ProcessBuilder(List.of("sh", "-c", again)).inheritIO().start();
        assertEquals(0, p.waitFor());
        assertTrue(Files.isRegularFile(small.resolve("out.wrp")));
    }

    @Test
    void junitHasATestcasePerCaseFailingOnlyWhatIsNotKnown() throws IOException {
        Path xml = dir.resolve("conformance.xml");
        run("crash-on-empty", "--junit", xml.toString());
        String text = Files.readString(xml);
        assertTrue(text.contains("tests=\"2\"") && text.contains("failures=\"1\""), text);
        assertTrue(text.contains("4wvr/corpus/empty") && text.contains("no objects to write"), text);
    }

    @Test
    void aCommandWithoutItsPlaceholdersOrWithAnOpenQuoteIsAUsageError() throws IOException {
        Path c = corpus();
        assertEquals(ExitCodes.USAGE, CliRun.run("conformance", "writer", "--format", "4wvr", "--corpus", c.toString(),
                "--cmd", "mywriter {in}").exit());
        assertEquals(ExitCodes.USAGE, CliRun.run("conformance", "writer", "--format", "4wvr", "--corpus", c.toString(),
                "--cmd", "mywriter '{in} {out}").exit());
        assertEquals(ExitCodes.USAGE, CliRun.run("conformance", "writer", "--format", "tiled", "--cmd", "w {in} {out}").exit());
    }

    private static long tempDirs() throws IOException {
        try (Stream<Path> s = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            return s.filter(p -> p.getFileName().toString().startsWith("mapharness-conformance-")).count();
        }
    }
}
