package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What nightly and fuzz refuse before anything runs; the night itself is too long for a unit test. */
class NightlyCommandTest {
    private static final Path CORPUS = Path.of("..", "corpus").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    @Test
    void aJunitPathThatIsADirectoryIsRefusedBeforeAnythingRuns() {
        Path out = dir.resolve("out");
        for (String command : new String[] {"nightly", "fuzz"}) {
            CliRun r = CliRun.run(command, "--time", "5s", "--corpus", CORPUS.toString(), "--out", out.toString(),
                    "--junit", dir.toString());
            assertEquals(ExitCodes.UNREADABLE, r.exit(), r::toString);
            assertTrue(r.err().contains("is a directory") && r.err().contains("nothing was run"), r::toString);
            assertFalse(r.err().contains("round trip"), "no round trip ran: " + r);
            assertFalse(Files.exists(out), "nothing written");
        }
    }

    @Test
    void aJunitPathInAMissingDirectoryIsRefusedBeforeAnythingRuns() {
        Path out = dir.resolve("out");
        Path junit = dir.resolve("missing").resolve("night.xml");
        for (String command : new String[] {"nightly", "fuzz"}) {
            CliRun r = CliRun.run(command, "--time", "5s", "--corpus", CORPUS.toString(), "--out", out.toString(),
                    "--junit", junit.toString());
            assertEquals(ExitCodes.UNREADABLE, r.exit(), r::toString);
            assertTrue(r.err().contains("is in a directory that does not exist"), r::toString);
            assertFalse(Files.exists(out), "nothing written");
            assertFalse(Files.exists(junit.getParent()));
        }
    }

    @Test
    void aMissingCorpusIsReportedBeforeTheRoundTrips() {
        Path out = dir.resolve("out");
        CliRun r = CliRun.run("nightly", "--time", "5s", "--corpus", dir.resolve("nowhere").toString(), "--out", out.toString());
        assertEquals(ExitCodes.UNREADABLE, r.exit(), r::toString);
        assertTrue(r.err().contains("no corpus at"), r::toString);
        assertFalse(Files.exists(out), "nothing written");
    }

    @Test
    void helpNamesTheNewParts() {
        CliRun r = CliRun.run("nightly", "--help");
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        assertTrue(r.out().contains("--junit=FILE") && r.out().contains("round trip"), r::toString);
        String help = r.out().replaceAll("\\s+", " ");
        assertTrue(help.contains("within --time plus 10 s"), "the margin is stated: " + help);
        assertTrue(help.contains("those that ran longest ago (or never) first"), "the rotation is explained: " + help);
        String fuzzHelp = CliRun.run("fuzz", "--help").out().replaceAll("\\s+", " ");
        assertTrue(fuzzHelp.contains("at least 10 s of fuzzing on top of its JVM's start"), fuzzHelp);
    }
}
