package dev.mapharness.fuzz.repro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.fuzz.FuzzTargets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class TargetChoiceTest {
    private static final Path CORPUS = Path.of("..", "corpus");

    private static byte[] read(String name) throws IOException {
        return Files.readAllBytes(CORPUS.resolve(name));
    }

    @Test
    void theCorpusDirectoryNamesTheTarget() {
        Path finding = Path.of("corpus", "fuzz", "wwd-decode", "findings", "crash-0123456789abcdef.wwd");
        assertEquals("wwd-decode", TargetChoice.forFile(finding, new byte[0]).orElseThrow().target().name());
        Path elsewhere = Path.of("corpus", "fuzz", "no-such-target", "findings", "x");
        assertTrue(TargetChoice.forFile(elsewhere, new byte[0]).isEmpty());
    }

    @Test
    void otherwiseTheFormatDoesAndOprwVersionsPickTheirFamily() throws IOException {
        assertEquals("oprw-lzss-decode", TargetChoice.forFile(Path.of("a.wrp"), read("oprw/v18-small.wrp")).orElseThrow().target().name());
        assertEquals("oprw-lzo-decode", TargetChoice.forFile(Path.of("a.wrp"), read("oprw/v25-small.wrp")).orElseThrow().target().name());
        assertEquals("8wvr-decode", TargetChoice.forFile(Path.of("a.wrp"), read("8wvr/small.wrp")).orElseThrow().target().name());
        assertEquals("wmp-decode", TargetChoice.forFile(Path.of("a"), read("wmp/small.wmp")).orElseThrow().target().name());
        assertEquals("wmpb-decode", TargetChoice.forFile(Path.of("a"), read("wmpb/small.wmp")).orElseThrow().target().name());
        assertTrue(TargetChoice.forFile(Path.of("a"), new byte[] {1, 2, 3}).isEmpty());
    }

    @Test
    void aFileOfAnotherFormatIsRefusedWithTheRightTarget() throws IOException {
        String why = TargetChoice.mismatch(FuzzTargets.byName("oprw-lzo-decode").orElseThrow(), read("wwd/small.wwd")).orElseThrow();
        assertTrue(why.contains("WWD") && why.contains("--target wwd-decode"), why);
        assertTrue(TargetChoice.mismatch(FuzzTargets.byName("wwd-decode").orElseThrow(), read("wwd/small.wwd")).isEmpty());
        assertTrue(TargetChoice.mismatch(FuzzTargets.byName("wwd-decode").orElseThrow(), new byte[] {1}).isEmpty(),
                "bytes of no known format may well be a mutated WWD");
    }
}
