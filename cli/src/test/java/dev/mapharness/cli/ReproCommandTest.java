package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReproCommandTest {
    private static final Path CORPUS = Path.of("..", "corpus").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    @Test
    void aFileThatPassesExits0AndSaysWhichTarget() {
        CliRun r = CliRun.run("repro", CORPUS.resolve("oprw/v24-small.wrp").toString());
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        assertTrue(r.out().contains("target oprw-lzo-decode (its bytes are OPRW)"), r::toString);
        assertTrue(r.out().contains("passes"), r::toString);
    }

    @Test
    void aFileOfAnotherTargetsFormatIsAUsageError() {
        CliRun r = CliRun.run("repro", "--target", "oprw-lzss-decode", CORPUS.resolve("wwd/small.wwd").toString());
        assertEquals(ExitCodes.USAGE, r.exit(), r::toString);
        assertTrue(r.err().contains("--target wwd-decode"), r::toString);
    }

    @Test
    void bytesOfNoKnownTargetNeedATarget() throws IOException {
        Path f = Files.write(dir.resolve("mystery"), new byte[] {1, 2, 3});
        CliRun r = CliRun.run("repro", f.toString());
        assertEquals(ExitCodes.USAGE, r.exit(), r::toString);
        assertTrue(r.err().contains("pass --target"), r::toString);
        assertEquals(ExitCodes.USAGE, CliRun.run("repro", "--target", "nope", f.toString()).exit());
    }

    @Test
    void aMissingFileIsUnreadable() {
        assertEquals(ExitCodes.UNREADABLE, CliRun.run("repro", dir.resolve("missing").toString()).exit());
    }

    @Test
    void minimisingNeverWritesOverTheInput() throws IOException {
        Path f = Files.write(dir.resolve("x.wrp"), Files.readAllBytes(CORPUS.resolve("oprw/v24-small.wrp")));
        byte[] before = Files.readAllBytes(f);
        CliRun r = CliRun.run("repro", "--minimize", "--out", f.toString(), f.toString());
        assertEquals(ExitCodes.USAGE, r.exit(), r::toString);
        assertArrayEquals(before, Files.readAllBytes(f));
    }

    @Test
    void jsonCarriesTheReport() {
        CliRun r = CliRun.run("repro", "--json", CORPUS.resolve("wwd/small.wwd").toString());
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        assertTrue(r.out().contains("\"status\" : \"PASSED\"") && r.out().contains("\"target\" : \"wwd-decode\""), r::toString);
    }
}
