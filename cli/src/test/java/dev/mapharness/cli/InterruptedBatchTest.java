package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Severity;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** What Ctrl-C or a kill leaves: the previous reports as they were, no temporary file, a resume state that reads. */
class InterruptedBatchTest {
    @TempDir
    Path dir;

    @Test
    void aBatchCutOffLeavesThePreviousReportsAndNoTemporaryFile() throws IOException {
        Path good = Files.write(dir.resolve("good.wrp"), Wvr4Files.good());
        Path bad = Files.write(dir.resolve("bad.wrp"), Wvr4Files.duplicateIds());
        Path html = dir.resolve("report.html");
        Path junit = dir.resolve("check.xml");
        Path state = dir.resolve("state");
        // a complete earlier run
        CliRun earlier = CliRun.run("check", "--quiet", "--html", html.toString(), "--junit", junit.toString(),
                "--resume", state.toString(), good.toString(), bad.toString());
        assertEquals(ExitCodes.FINDINGS, earlier.exit(), earlier::toString);
        byte[] oldIndex = Files.readAllBytes(html);
        byte[] oldXml = Files.readAllBytes(junit);
        List<String> before = listing();

        // a run stopped after its first file, as the shutdown hook stops it
        CommandLine cl = Cli.create();
        cl.setOut(new PrintWriter(new StringWriter()));
        cl.setErr(new PrintWriter(new StringWriter()));
        Files.delete(state);
        ResumeState resume = ResumeState.open(state, "test build", Severity.ERROR.id());
        CheckSinks sinks = CheckSinks.open(cl.getCommandSpec(), new GlobalOptions(), new BatchOptions(),
                Optional.of(reportFile(cl, "--html", html)), Optional.of(reportFile(cl, "--junit", junit)), false,
                OptionalLong.of(2));
        sinks.resumeFrom(resume);
        sinks.add(checked(bad));
        sinks.close();
        resume.close();
        assertThrows(BatchRunner.BatchInterrupted.class, () -> sinks.add(checked(good)));

        assertEquals(before, listing(), "no temporary file or folder is left");
        assertTrue(java.util.Arrays.equals(oldIndex, Files.readAllBytes(html)), "the earlier index stays");
        assertTrue(java.util.Arrays.equals(oldXml, Files.readAllBytes(junit)), "the earlier JUnit XML stays");
        // the state holds the file whose result was printed, and reads back
        ResumeState reread = ResumeState.open(state, "test build", Severity.ERROR.id());
        assertEquals(1, reread.size());
        reread.close();
    }

    private CheckedFile checked(Path file) {
        LoadedFile f = InputFiles.load(file.toString(), ReadOptions.STRICT.withFieldMap());
        return CheckedFile.of(CheckCommand.check(f, Severity.ERROR), Optional.empty(), FileStamp.of(file.toString()), 1);
    }

    private static ReportFile reportFile(CommandLine cl, String option, Path path) {
        return ReportFile.of(cl.getCommandSpec(), option, path.toString(), List.of()).orElseThrow();
    }

    private List<String> listing() throws IOException {
        try (var s = Files.walk(dir)) {
            return s.map(p -> dir.relativize(p).toString()).sorted().toList();
        }
    }
}
