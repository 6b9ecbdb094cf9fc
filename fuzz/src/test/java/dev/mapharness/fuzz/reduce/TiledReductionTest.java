package dev.mapharness.fuzz.reduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Format;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.migrate.WwdToTiled;
import dev.mapharness.tiled.TiledCodec;
import dev.mapharness.tiled.TiledMap;
import dev.mapharness.tiled.TiledTileLayer;
import dev.mapharness.wwd.WwdCodec;
import dev.mapharness.wwd.WwdLevel;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** A Tiled map states its size apart from its layers' grids: a crop must keep the two equal. */
class TiledReductionTest {
    private static boolean hasTile(TiledMap map, int gid) {
        return map.tileLayers().stream().anyMatch(l -> Arrays.stream(l.data().cellsUnsafe()).anyMatch(c -> c == gid));
    }

    @Test
    void theMapSizeFollowsItsCroppedLayers() {
        WwdLevel level = WwdCodec.INSTANCE.read(Planted.corpus("wwd/small.wwd"), ReadOptions.LENIENT).model();
        TiledMap map = new WwdToTiled().apply(level).model();
        byte[] input = TiledCodec.INSTANCE.write(map);
        TiledTileLayer largest = map.tileLayers().stream().filter(l -> l.width() == map.width() && l.height() == map.height())
                .findFirst().orElseThrow();
        // a tile somewhere past the top left corner, so the crop has to choose its halves
        int[] cells = largest.data().cellsUnsafe();
        int gid = cells[cells.length - 1] != 0 ? cells[cells.length - 1]
                : Arrays.stream(cells).filter(c -> c != 0).reduce((a, b) -> b).orElseThrow();
        assertTrue(map.width() > 1 && map.height() > 1, map.summary().toString());

        Reduction r = new Reducer(Planted.fileTarget(Format.TILED),
                Planted.decodedModel(TiledCodec.INSTANCE, m -> hasTile(m, gid)), ReduceLimits.attempts(5000), line -> { })
                .reduce(input);

        TiledMap reduced = TiledCodec.INSTANCE.read(r.bytes(), ReadOptions.LENIENT).model();
        System.out.println("Tiled from WWD small: " + r);
        assertTrue(hasTile(reduced, gid));
        assertFalse(reduced.tileLayers().isEmpty());
        for (TiledTileLayer layer : reduced.tileLayers()) {
            assertEquals(1, layer.width() * layer.height(), "layer " + layer.name() + ": " + layer.data());
        }
        assertEquals(1, reduced.width(), "the map is as wide as its layers");
        assertEquals(1, reduced.height(), "the map is as high as its layers");
        assertTrue(r.bytes().length < input.length / 4, input.length + " → " + r.bytes().length);
    }
}
