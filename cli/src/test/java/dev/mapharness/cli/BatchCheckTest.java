package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code check} over a batch: streaming, ordering, lists, detection, resume and the bad input of real archives. */
class BatchCheckTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    /** A folder of maps: conforming, not conforming, unreadable, a map without an extension, a note. */
    private Path archive() throws IOException {
        Path a = Files.createDirectories(dir.resolve("archive"));
        Files.write(a.resolve("a-good.wrp"), Wvr4Files.good());
        Files.write(a.resolve("b-dup.wrp"), Wvr4Files.duplicateIds());
        Files.copy(CorpusPaths.of("wwd/small.wwd"), a.resolve("c-level.wwd"));
        Files.copy(CorpusPaths.of("oprw/v25-small.wrp"), a.resolve("d-world"));
        Files.write(a.resolve("e-broken.wwd"), new byte[] {(byte) 0xF4, 5, 0, 0, 1, 2});
        Files.writeString(a.resolve("f-notes.txt"), "what these maps are");
        Path sub = Files.createDirectories(a.resolve("g-sub"));
        Files.copy(CorpusPaths.of("4wvr/small.wrp"), sub.resolve("h.wrp"));
        return a;
    }

    @Test
    void aBatchPrintsTheSameBytesWhateverTheNumberOfJobs() throws IOException {
        Path a = archive();
        CliRun one = CliRun.run("check", "-j", "1", a.toString());
        for (String jobs : List.of("2", "3", "8")) {
            CliRun many = CliRun.run("check", "-j", jobs, a.toString());
            assertEquals(one.out(), many.out(), "-j " + jobs);
            assertEquals(one.exit(), many.exit());
        }
        assertEquals(ExitCodes.UNREADABLE, one.exit(), one::toString);
    }

    @Test
    void detectionNotTheExtensionDecidesWhatAMapFileIs() throws IOException {
        Path a = archive();
        CliRun r = CliRun.run("check", "--quiet", a.toString());
        assertTrue(r.out().contains("d-world: conforms (OPRW v25)"), r::toString);
        assertFalse(r.out().contains("f-notes.txt"), r::toString);
        assertEquals("6 files: 4 conform, 1 do not conform, 1 unreadable", r.outLines().get(r.outLines().size() - 1));
        CliRun all = CliRun.run("check", "--quiet", "--all-files", a.toString());
        assertTrue(all.out().contains("f-notes.txt: unreadable: "), all::toString);
        assertTrue(all.out().contains("expected a known map format"), all::toString);
    }

    @Test
    void resultsStreamInInputOrderAsJsonLines() throws IOException {
        Path a = archive();
        CliRun r = CliRun.run("check", "--json-lines", "-j", "2", a.toString());
        List<String> files = new ArrayList<>();
        for (String line : r.out().split("\n")) {
            JsonNode n = JSON.readTree(line);
            files.add(Path.of(n.get("file").asText()).getFileName().toString());
            assertTrue(n.has("status"), line);
        }
        assertEquals(List.of("a-good.wrp", "b-dup.wrp", "c-level.wwd", "d-world", "e-broken.wwd", "h.wrp"), files);
    }

    @Test
    void theJsonDocumentOfABatchIsOneDocumentWithTheExitCode() throws IOException {
        Path a = archive();
        CliRun r = CliRun.run("check", "--json", a.toString());
        JsonNode doc = JSON.readTree(r.out());
        assertEquals("check", doc.get("command").asText());
        assertEquals(6, doc.get("files").size());
        assertEquals(ExitCodes.UNREADABLE, doc.get("exitCode").asInt());
    }

    /** The line that names a 4WVR world's writer: none can be named (docs/provenance.md). */
    private static final String WRITTEN_BY = "  written by  unknown (one encoding per world and no known writer's mark)";

    @Test
    void aListFromAFileOrStandardInputAddsFilesAndMissingOnesAreALineEach() throws IOException {
        Path good = Files.write(dir.resolve("good.wrp"), Wvr4Files.good());
        Path list = Files.writeString(dir.resolve("list.txt"),
                good + "\n\n" + dir.resolve("gone.wrp") + "\r\n" + good + "\n");
        CliRun r = CliRun.run("check", "--quiet", "--from", list.toString());
        assertEquals(List.of(good + ": conforms (4WVR)", WRITTEN_BY, dir.resolve("gone.wrp") + ": unreadable: [input/missing] no such file",
                good + ": conforms (4WVR)", WRITTEN_BY, "3 files: 2 conform, 1 unreadable"), r.outLines(), r::toString);
        assertEquals(ExitCodes.UNREADABLE, r.exit());

        InputStream stdin = System.in;
        try {
            System.setIn(new ByteArrayInputStream((good + "\n").getBytes(StandardCharsets.UTF_8)));
            CliRun piped = CliRun.run("check", "--from", "-");
            assertEquals(List.of(good + ": conforms (4WVR)", WRITTEN_BY), piped.outLines(), piped::toString);
            assertEquals(ExitCodes.OK, piped.exit());
        } finally {
            System.setIn(stdin);
        }
    }

    @Test
    void noFilesAndNoListIsAUsageError() {
        CliRun r = CliRun.run("check");
        assertEquals(ExitCodes.USAGE, r.exit());
        assertTrue(r.err().contains("--from LIST"), r::toString);
        assertEquals(ExitCodes.UNREADABLE, CliRun.run("check", "--from", dir.resolve("no-list").toString()).exit());
    }

    @Test
    void theClosingLineGivesCountsAndTheSlowestFilesAndQuietSilencesIt() throws IOException {
        Path a = archive();
        CliRun r = CliRun.run("check", a.toString());
        String last = r.err().strip().lines().reduce((x, y) -> y).orElse("");
        assertTrue(last.startsWith("mapharness check: 6 files in "), r::toString);
        assertTrue(last.contains("4 conform"), last);
        assertTrue(last.contains("; slowest: "), last);
        assertEquals("", CliRun.run("check", "--quiet", a.toString()).err());
    }

    @Test
    void specialFilesLoopsAndDanglingLinksAreALineEachAndTheBatchGoesOn() throws Exception {
        Path a = Files.createDirectories(dir.resolve("odd"));
        Files.write(a.resolve("a.wrp"), Wvr4Files.good());
        Files.createSymbolicLink(a.resolve("loop"), a);
        Files.createSymbolicLink(a.resolve("dangling.wrp"), a.resolve("nothing-here"));
        boolean fifo = mkfifo(a.resolve("pipe.wrp"));
        Files.write(a.resolve("z.wrp"), Wvr4Files.good());
        Path junit = dir.resolve("odd.xml");
        CliRun r = CliRun.run("check", "--quiet", "--junit", junit.toString(), a.toString());
        assertTrue(r.out().contains("a.wrp: conforms"), r::toString);
        String xml = Files.readString(junit);
        for (String entry : List.of("loop", "dangling.wrp", "z.wrp")) {
            assertTrue(xml.contains(a.resolve(entry).toString()), entry + " has a testcase");
        }
        assertTrue(r.out().contains("z.wrp: conforms"), r::toString);
        assertTrue(r.out().contains("loop: unreadable: [input/not-a-file] is a symbolic link back to a folder above it"), r::toString);
        assertTrue(r.out().contains("dangling.wrp: unreadable: [input/missing] is a symbolic link to a file that does not exist"), r::toString);
        if (fifo) {
            assertTrue(r.out().contains("pipe.wrp: unreadable: [input/not-a-file] is a special file"), r::toString);
            // named directly, a FIFO is not opened either (that would block forever)
            CliRun direct = CliRun.run("check", a.resolve("pipe.wrp").toString());
            assertTrue(direct.out().contains("is a special file"), direct::toString);
        }
        assertEquals(ExitCodes.UNREADABLE, r.exit());
    }

    @Test
    void aFileOfTwoGigabytesIsALineNotAnOutOfMemoryError() throws IOException {
        Path huge = dir.resolve("huge.wrp");
        try (RandomAccessFile f = new RandomAccessFile(huge.toFile(), "rw")) {
            f.setLength(2L << 30); // sparse: takes no disk space
        }
        Path good = Files.write(dir.resolve("good.wrp"), Wvr4Files.good());
        CliRun r = CliRun.run("check", "--quiet", huge.toString(), good.toString());
        assertTrue(r.out().contains(huge + ": unreadable: [input/unreadable] is 2147483648 bytes"), r::toString);
        assertTrue(r.out().contains(good + ": conforms"), r::toString);
        assertEquals(ExitCodes.UNREADABLE, r.exit());
    }

    @Test
    void anUnreadableFileIsALine() throws IOException {
        assumeTrue(!"root".equals(System.getProperty("user.name")), "skipped: root reads every file");
        Path locked = Files.write(dir.resolve("locked.wrp"), Wvr4Files.good());
        assumeTrue(locked.toFile().setReadable(false), "skipped: the file system keeps no permissions");
        CliRun r = CliRun.run("check", "--quiet", dir.toString());
        assertTrue(r.out().contains("locked.wrp: unreadable: [input/unreadable] permission denied"), r::toString);
    }

    @Test
    void resumeSkipsWhatThisBuildCheckedAndChecksWhatChanged() throws IOException {
        Path a = archive();
        Path state = dir.resolve("state");
        CliRun first = CliRun.run("check", "--quiet", "--resume", state.toString(), a.toString());
        CliRun second = CliRun.run("check", "--quiet", "--resume", state.toString(), a.toString());
        assertEquals(first.exit(), second.exit());
        assertEquals(6, second.outLines().stream().filter(l -> l.contains("skipped with --resume")).count(), second::toString);
        assertTrue(second.out().contains("a-good.wrp: conforms (checked before by this build; skipped with --resume)"),
                second::toString);
        assertTrue(second.out().contains("e-broken.wwd: unreadable (checked before"), second::toString);
        assertEquals(first.outLines().get(first.outLines().size() - 1), second.outLines().get(second.outLines().size() - 1));

        // a changed file is checked again
        Files.setLastModifiedTime(a.resolve("a-good.wrp"), FileTime.fromMillis(0));
        CliRun third = CliRun.run("check", "--quiet", "--resume", state.toString(), a.toString());
        assertTrue(third.out().contains("a-good.wrp: conforms (4WVR)"), third::toString);
        assertTrue(third.out().contains("b-dup.wrp: does not conform (checked before"), third::toString);

        // another threshold starts afresh
        CliRun strict = CliRun.run("check", "--quiet", "--fail-on", "note", "--resume", state.toString(), a.toString());
        assertFalse(strict.out().contains("skipped with --resume"), strict::toString);
    }

    @Test
    void aStateCutOffMidLineStillResumes() throws IOException {
        Path a = archive();
        Path state = dir.resolve("state");
        CliRun.run("check", "--quiet", "--resume", state.toString(), a.toString());
        String text = Files.readString(state);
        // as if killed while writing the last line
        Files.writeString(state, text.substring(0, text.length() - 5));
        CliRun again = CliRun.run("check", "--quiet", "--resume", state.toString(), a.toString());
        long skipped = again.outLines().stream().filter(l -> l.contains("skipped with --resume")).count();
        assertEquals(5, skipped, again::toString);
        // the file whose line was cut is checked and recorded again, on a line of its own
        CliRun third = CliRun.run("check", "--quiet", "--resume", state.toString(), a.toString());
        assertEquals(6, third.outLines().stream().filter(l -> l.contains("skipped with --resume")).count(), third::toString);
    }

    @Test
    void theResumeStateIsNeverAnInput() throws IOException {
        Path good = Files.write(dir.resolve("good.wrp"), Wvr4Files.good());
        CliRun r = CliRun.run("check", "--resume", good.toString(), good.toString());
        assertEquals(ExitCodes.USAGE, r.exit(), r::toString);
        assertTrue(Files.exists(good));
    }

    @Test
    void aBatchWritesAnIndexWithAPagePerFailingFileAndJUnitPerFile() throws IOException {
        Path a = archive();
        Path html = dir.resolve("report.html");
        Path junit = dir.resolve("check.xml");
        CliRun r = CliRun.run("check", "--quiet", "-j", "2", "--html", html.toString(), "--junit", junit.toString(),
                a.toString());
        assertEquals(ExitCodes.UNREADABLE, r.exit(), r::toString);
        String index = Files.readString(html);
        assertTrue(index.contains("a-good.wrp") && index.contains("h.wrp"), "a row per file");
        List<String> pages;
        try (var s = Files.list(dir.resolve("report.files"))) {
            pages = s.map(p -> p.getFileName().toString()).sorted().toList();
        }
        assertEquals(List.of("0002-b-dup.wrp.html", "0005-e-broken.wwd.html"), pages);
        String xml = Files.readString(junit);
        for (String file : List.of("a-good.wrp", "b-dup.wrp", "c-level.wwd", "d-world", "e-broken.wwd", "h.wrp")) {
            assertTrue(xml.contains(file), file + " has its testcases");
        }
        // no temporary file is left beside the reports
        try (var s = Files.list(dir)) {
            assertEquals(List.of("archive", "check.xml", "report.files", "report.html"),
                    s.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }

    private static boolean mkfifo(Path at) {
        try {
            return new ProcessBuilder("mkfifo", at.toString()).start().waitFor() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
