package dev.mapharness.corpus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.oprw.MapInfoShape;
import dev.mapharness.oprw.OprwCodec;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwObject;
import dev.mapharness.oprw.OprwWorld;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The OPRW part of the corpus: a small and a medium file of every version, each conforming, round
 * tripping byte for byte, and laid out as binarize lays a world out (what the generic
 * {@link CorpusTest} cannot see).
 */
class OprwCorpusTest {
    static IntStream versions() {
        return IntStream.rangeClosed(OprwFeature.FIRST_VERSION, OprwFeature.LAST_VERSION);
    }

    private static OprwWorld read(String name) throws IOException {
        byte[] bytes = Files.readAllBytes(CorpusFiles.root().resolve(name));
        Decoded<OprwWorld> d = OprwCodec.INSTANCE.read(bytes, ReadOptions.STRICT);
        assertEquals(List.of(), d.violations(), name);
        assertArrayEquals(bytes, OprwCodec.INSTANCE.write(d.model()), name + " round trips byte for byte");
        assertArrayEquals(bytes, OprwCodec.INSTANCE.write(d.model(), d.layout().orElseThrow()), name + " rewrites through its layout");
        assertTrue(bytes.length < 1_000_000, name + " stays under 1 MB");
        return d.model();
    }

    @ParameterizedTest
    @MethodSource("versions")
    void smallAndMediumFilesOfEveryVersion(int version) throws IOException {
        OprwWorld small = read("oprw/v" + version + "-small.wrp");
        OprwWorld medium = read("oprw/v" + version + "-medium.wrp");
        for (OprwWorld w : List.of(small, medium)) {
            assertEquals(version, w.version());
            assertEquals(OprwFeature.APP_ID.in(version), w.appId().isPresent());
            assertTrue(w.terrainWidth() > w.landWidth(), "a terrain grid finer than the land grid");
            assertTrue(!w.objects().isEmpty() && !w.roads().isEmpty() && !w.mapInfos().isEmpty(), w.summary()::toString);
            objectsLieInTheirOffsetsCells(w);
        }
        assertEquals(64, medium.landWidth());
        assertEquals(256, medium.terrainWidth());
        assertTrue(medium.objects().size() >= 200, "a few hundred objects");
        assertTrue(medium.mapInfos().stream().anyMatch(m -> m.shape() == MapInfoShape.RIVER && 4 * m.floatCount() >= 1024),
                "a river long enough to be compressed");
    }

    /** Each land cell's offset points at the first of the objects standing in it. */
    private static void objectsLieInTheirOffsetsCells(OprwWorld w) {
        int cells = w.landWidth() * w.landHeight();
        int[] offsets = w.objectOffsets().cellsUnsafe();
        float size = w.landCellSize();
        for (int c = 0; c < cells; c++) {
            int from = offsets[c] / 60;
            int to = c + 1 < cells ? offsets[c + 1] / 60 : w.objects().size();
            for (int i = from; i < to; i++) {
                OprwObject o = w.objects().get(i);
                int cell = (int) (o.transform().z() / size) * w.landWidth() + (int) (o.transform().x() / size);
                assertEquals(c, cell, "objects[" + i + "] stands in land cell " + cell + " but lies in cell " + c + "'s range");
            }
        }
    }

    @Test
    void theOprwCorpusStaysSmall() throws IOException {
        long total = 0;
        for (String name : CorpusFiles.mapFiles()) {
            if (name.startsWith("oprw/")) {
                total += Files.size(CorpusFiles.root().resolve(name));
            }
        }
        assertTrue(total > 0 && total < 8_000_000, total + " bytes of OPRW corpus");
    }
}
