package dev.mapharness.reports.compare;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.Codecs;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Severity;
import dev.mapharness.reports.FileCheck;
import java.io.IOException;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The "rewrite in its own layout differs: a bug in mapharness" claim is made only where a codec keeps a layout. */
class FileCheckRewriteTest {
    private static Decoded<? extends MapModel> read(byte[] bytes) {
        return Codecs.read(bytes, ReadOptions.STRICT.withFieldMap());
    }

    @Test
    void aTiledMapSpelledAsTiledWritesItIsNotCalledAMapharnessBug() throws IOException {
        byte[] bytes = Files.readAllBytes(CorpusFiles.root().resolve("fuzz/tiled-decode/seeds/saved-by-tiled.json"));
        Decoded<? extends MapModel> d = read(bytes);
        assertTrue(d.layout().isEmpty(), "Tiled JSON keeps no layout");
        assertNotEquals(-1, Arrays.mismatch(bytes, Codecs.write(d.model())), "its canonical spelling is another");
        assertTrue(FileCheck.of("map.json", bytes, Optional.empty(), d, Severity.ERROR).rewriteDiffersAt().isEmpty());
    }

    @Test
    void aHandSpacedTextLevelStillRewritesInItsOwnLayout() throws IOException {
        byte[] bytes = Files.readAllBytes(CorpusFiles.root().resolve("fuzz/wmp-decode/seeds/hand-commented.wmp"));
        Decoded<? extends MapModel> d = read(bytes);
        assertTrue(d.layout().isPresent(), "text WMP keeps its spelling");
        assertArrayEquals(bytes, Codecs.write(d.model(), d.layout()));
        assertTrue(FileCheck.of("x.wmp", bytes, Optional.empty(), d, Severity.ERROR).rewriteDiffersAt().isEmpty());
    }
}
