package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.migrate.Migrated;
import dev.mapharness.migrate.WwdToTiled;
import dev.mapharness.tiled.TiledCodec;
import dev.mapharness.tiled.TiledComparison;
import dev.mapharness.tiled.TiledMap;
import dev.mapharness.tiled.TiledMapSchema;
import dev.mapharness.wwd.WwdCodec;
import dev.mapharness.wwd.WwdLevel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The built-in corpus's WWD levels (compressed and not, with mask tiles) exported to Tiled: the JSON
 * conforms to Tiled's map format, and where the editor is installed (CI installs it) Tiled loads it
 * and saves it again unchanged.
 */
class CorpusWwdToTiledTest {
    private static final Path CORPUS = Path.of("..", "corpus", "wwd");

    @TempDir
    Path work;

    private static List<Path> levels() throws IOException {
        try (Stream<Path> files = Files.list(CORPUS)) {
            return files.filter(p -> p.toString().endsWith(".wwd")).sorted().toList();
        }
    }

    @Test
    void everyCorpusLevelExportsToAValidTiledMap() throws Exception {
        List<Path> levels = levels();
        assertTrue(levels.size() >= 3, "the corpus has small, medium and medium-compressed levels: " + levels);
        Optional<TiledEditor> tiled = TiledEditor.find(work);
        for (Path file : levels) {
            WwdLevel level = WwdCodec.INSTANCE.read(Files.readAllBytes(file), ReadOptions.STRICT).model();
            Migrated<TiledMap> exported = new WwdToTiled().apply(level);
            byte[] json = TiledCodec.INSTANCE.write(exported.model());
            assertEquals(List.of(), TiledMapSchema.problems(json), file.toString());
            assertEquals(level.planes().size(), exported.model().tileLayers().size(), file + ": a tile layer per plane");
            assertFalse(exported.report().mentions("tileProperties"), file + ": every tile property has a place");
            if (tiled.isPresent()) {
                TiledEditor.Export e = tiled.get().reExport(json);
                assertEquals(0, e.exitCode(), () -> file + ": Tiled could not load the map: " + e.messages());
                Decoded<TiledMap> back = TiledCodec.INSTANCE.read(e.saved().orElseThrow(), ReadOptions.STRICT);
                assertEquals(TiledComparison.normalised(exported.model()), TiledComparison.normalised(back.model()),
                        file + ": Tiled kept everything");
            }
        }
    }
}
