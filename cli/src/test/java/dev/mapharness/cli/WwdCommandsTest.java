package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.ReadOptions;
import dev.mapharness.wwd.WwdCodec;
import dev.mapharness.wwd.WwdLevel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code check} and {@code convert} on the corpus WWD levels. */
class WwdCommandsTest {
    private static final Path CORPUS = Path.of("..", "corpus", "wwd");
    /** Where the header keeps the checksum (seed 004: 0x2EC). */
    private static final int CHECKSUM_AT = 0x2EC;

    @TempDir
    Path dir;

    @Test
    void corpusLevelsCompressedAndNotConform() {
        CliRun r = CliRun.run("check", CORPUS.toString());
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        assertTrue(r.out().contains("3 files: 3 conform"), r::toString);
    }

    @Test
    void anEditedChecksumIsAWarningNotAnErrorNorARefusal() throws IOException {
        for (String name : new String[] {"medium.wwd", "medium-compressed.wwd"}) {
            byte[] bytes = Files.readAllBytes(CORPUS.resolve(name));
            bytes[CHECKSUM_AT] ^= 0x5A;
            Path edited = dir.resolve(name);
            Files.write(edited, bytes);
            CliRun r = CliRun.run("check", edited.toString());
            assertEquals(ExitCodes.OK, r.exit(), "the games accept another checksum: a warning, not an error: " + r);
            assertTrue(r.out().contains("conforms (WWD): 1 warning"), r::toString);
            assertTrue(r.out().contains("warning [wwd/checksum-unknown-formula]  at byte 748 (0x2EC)") && r.out().contains("checksum"), r::toString);
            CliRun strict = CliRun.run("check", "--fail-on", "warning", edited.toString());
            assertEquals(ExitCodes.FINDINGS, strict.exit(), "--fail-on warning fails on it: " + strict);
            assertTrue(strict.out().contains("does not conform (WWD): 1 warning"), strict::toString);
        }
    }

    @Test
    void compressedToUncompressedAndBack() throws IOException {
        Path plain = dir.resolve("plain.wwd");
        Path packed = dir.resolve("packed.wwd");
        CliRun down = CliRun.run("convert", CORPUS.resolve("medium-compressed.wwd").toString(), plain.toString(),
                "--to", "wwd-uncompressed");
        assertEquals(ExitCodes.OK, down.exit(), down::toString);
        assertTrue(down.out().contains("WWD (compressed) → WWD (uncompressed)"), down::toString);
        WwdLevel level = WwdCodec.INSTANCE.read(Files.readAllBytes(plain), ReadOptions.STRICT).model();
        assertFalse(level.compressed());

        CliRun up = CliRun.run("convert", plain.toString(), packed.toString(), "--to", "wwd");
        assertEquals(ExitCodes.OK, up.exit(), up::toString);
        WwdLevel again = WwdCodec.INSTANCE.read(Files.readAllBytes(packed), ReadOptions.STRICT).model();
        assertEquals(WwdCodec.INSTANCE.read(Files.readAllBytes(CORPUS.resolve("medium-compressed.wwd")),
                ReadOptions.STRICT).model(), again, "compressed → uncompressed → compressed keeps the level");
        assertEquals(ExitCodes.OK, CliRun.run("check", plain.toString(), packed.toString()).exit());
    }
}
