package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.ReadOptions;
import dev.mapharness.mm.MmCodec;
import dev.mapharness.mm.MmLevel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code convert} from text WMP to $$M, on the corpus level. */
class ConvertWmpTest {
    private static final Path SMALL_WMP = Path.of("..", "corpus", "wmp", "small.wmp");

    @TempDir
    Path dir;

    @Test
    void corpusLevelToMm() throws IOException {
        Path out = dir.resolve("small.$$m");
        CliRun refused = CliRun.run("convert", SMALL_WMP.toString(), out.toString(), "--to", "mm");
        assertEquals(ExitCodes.FINDINGS, refused.exit(), refused::toString);
        assertTrue(refused.outLines().stream().anyMatch(l -> l.strip().startsWith("lost     [migrate/groups-flattened] groups: 3 groups")),
                refused::toString);
        assertFalse(Files.exists(out), "nothing written without --allow-loss");

        CliRun converted = CliRun.run("convert", SMALL_WMP.toString(), out.toString(), "--to", "mm", "--allow-loss");
        assertEquals(ExitCodes.OK, converted.exit(), converted::toString);
        MmLevel level = MmCodec.INSTANCE.read(Files.readAllBytes(out), ReadOptions.STRICT).model();
        assertEquals(2, level.blocks().size());
    }
}
