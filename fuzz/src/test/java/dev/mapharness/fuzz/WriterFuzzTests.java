package dev.mapharness.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.driver.FuzzedDataProviderImpl;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.mapharness.fuzz.build.FuzzedTiledMaps;
import dev.mapharness.tiled.TiledMap;
import dev.mapharness.tiled.TiledTileLayer;
import dev.mapharness.tiled.TiledTileset;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The structured writer targets ({@code WriterTargets}) as Jazzer {@code @FuzzTest}s; see {@link FuzzTestNames}. */
class WriterFuzzTests {

    private static void run(String target, FuzzedDataProvider data) {
        FuzzTestNames.run(target, data);
    }

    @FuzzTest
    void wvr1Write(FuzzedDataProvider data) {
        run("1wvr-write", data);
    }

    @FuzzTest
    void wvr4Write(FuzzedDataProvider data) {
        run("4wvr-write", data);
    }

    @FuzzTest
    void wvr8Write(FuzzedDataProvider data) {
        run("8wvr-write", data);
    }

    @FuzzTest
    void oprwWrite(FuzzedDataProvider data) {
        run("oprw-write", data);
    }

    @FuzzTest
    void wwdWrite(FuzzedDataProvider data) {
        run("wwd-write", data);
    }

    @FuzzTest
    void wmpWrite(FuzzedDataProvider data) {
        run("wmp-write", data);
    }

    @FuzzTest
    void wmpbWrite(FuzzedDataProvider data) {
        run("wmpb-write", data);
    }

    @FuzzTest
    void mmWrite(FuzzedDataProvider data) {
        run("mm-write", data);
    }

    @FuzzTest
    void tiledWrite(FuzzedDataProvider data) {
        run("tiled-write", data);
    }

    /**
     * The Tiled builder reaches what its target is for: full tilesets whose last gids are 65535 and
     * 65536 in a tile layer, and maps the model refuses (a flipped or unheld gid).
     */
    @Test
    void theTiledBuilderReachesTheEdgeGidsAndRefusedMaps() {
        Random random = new Random(20261121L);
        boolean edgeGid = false;
        boolean refused = false;
        for (int i = 0; i < 4000 && !(edgeGid && refused); i++) {
            byte[] input = new byte[random.nextInt(64, 8192)];
            random.nextBytes(input);
            Optional<TiledMap> map;
            try (FuzzedDataProviderImpl data = FuzzedDataProviderImpl.withJavaData(input)) {
                map = FuzzedTiledMaps.build(data);
            }
            refused |= map.isEmpty();
            edgeGid |= map.filter(WriterFuzzTests::holdsAnEdgeGid).isPresent();
        }
        assertTrue(edgeGid, "no built map held gid 65535 or 65536 of a full tileset");
        assertTrue(refused, "no built map was refused");
    }

    /**
     * A map holds one full tileset at most: each costs the oracle about 35 MB, and two or three came from
     * inputs of little over 2 KiB, whose allocation budget is 84 MB (the kept
     * {@code tiled-write/findings/crash-42c88dd869ceb40f-full-tilesets} built three).
     */
    @Test
    void theTiledBuilderMakesOneFullTilesetAtMost() {
        Random random = new Random(20261129L);
        int withFull = 0;
        for (int i = 0; i < 3000; i++) {
            byte[] input = new byte[random.nextInt(2048, 4096)];
            random.nextBytes(input);
            Optional<TiledMap> map;
            try (FuzzedDataProviderImpl data = FuzzedDataProviderImpl.withJavaData(input)) {
                map = FuzzedTiledMaps.build(data);
            }
            long full = map.map(m -> m.tilesets().stream().filter(t -> t.tileCount() == TiledTileset.MAX_TILE_COUNT)
                    .count()).orElse(0L);
            assertTrue(full <= 1, "input " + i + " built " + full + " full tilesets");
            withFull += full > 0 ? 1 : 0;
        }
        assertTrue(withFull > 0, "no built map held a full tileset");
    }

    private static boolean holdsAnEdgeGid(TiledMap map) {
        boolean full = map.tilesets().stream().anyMatch(t -> t.tileCount() == TiledTileset.MAX_TILE_COUNT);
        return full && map.tileLayers().stream().map(TiledTileLayer::data)
                .anyMatch(g -> java.util.Arrays.stream(g.toArray()).anyMatch(v -> v == 65535 || v == 65536));
    }
}
