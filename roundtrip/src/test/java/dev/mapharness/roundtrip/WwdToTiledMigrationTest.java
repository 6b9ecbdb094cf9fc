package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.ReadOptions;
import dev.mapharness.migrate.LossReport;
import dev.mapharness.migrate.Migrated;
import dev.mapharness.migrate.WwdToTiled;
import dev.mapharness.tiled.TiledCodec;
import dev.mapharness.tiled.TiledMap;
import dev.mapharness.tiled.TiledMapSchema;
import dev.mapharness.tiled.TiledTileLayer;
import dev.mapharness.wwd.WwdLevel;
import dev.mapharness.wwd.WwdPlane;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/** WWD levels of every shape exported to Tiled: what Tiled can open, read back by our codec unchanged. */
class WwdToTiledMigrationTest {
    private static final int EXAMPLES = 100;
    private static final long SEED = 0x77D_711EDL;

    private static void exportsConformAndReadBack(Gen<WwdLevel> levels, long seed, int examples) {
        Theories.qt(seed, examples).forAll(levels).checkAssert(level -> {
            Migrated<TiledMap> r = new WwdToTiled().apply(level);
            byte[] json = TiledCodec.INSTANCE.write(r.model());
            assertEquals(List.of(), TiledMapSchema.problems(json));
            assertEquals(r.model(), TiledCodec.INSTANCE.read(json, ReadOptions.STRICT).model());
        });
    }

    @Test
    void conformingLevelsExportToConformingMapsThatReadBack() {
        exportsConformAndReadBack(WwdGens.conforming(), SEED + 1, EXAMPLES);
    }

    @Test
    void representableLevelsExportToConformingMapsThatReadBack() {
        exportsConformAndReadBack(WwdGens.representable(), SEED + 2, EXAMPLES);
    }

    @Test
    void largeLevelExports() {
        exportsConformAndReadBack(WwdGens.conforming(GridSizes.large()), SEED + 3, 1);
    }

    /** One layer per plane with the plane's cells: markers and tile ids where they belong, or a named loss. */
    @Test
    void everyCellLandsOrIsReportedLost() {
        Theories.qt(SEED + 4, EXAMPLES).forAll(WwdGens.representable()).checkAssert(level -> {
            Migrated<TiledMap> r = new WwdToTiled().apply(level);
            List<TiledTileLayer> layers = r.model().tileLayers();
            assertEquals(level.planes().size(), layers.size());
            for (int i = 0; i < layers.size(); i++) {
                int[] cells = level.planes().get(i).tiles().cellsUnsafe();
                int[] gids = layers.get(i).data().cellsUnsafe();
                int firstGid = r.model().tilesets().get(i + 1).firstGid();
                boolean dropped = false;
                for (int c = 0; c < cells.length; c++) {
                    if (WwdPlane.isInvisible(cells[c])) {
                        assertEquals(0, gids[c]);
                    } else if (WwdPlane.isFilled(cells[c])) {
                        assertEquals(1, gids[c]);
                    } else if (gids[c] == 0) {
                        dropped = true;
                    } else {
                        assertEquals(Integer.toUnsignedLong(cells[c]), gids[c] - firstGid);
                    }
                }
                String field = "planes[" + i + "].tiles";
                assertEquals(dropped, r.report().losses().stream().map(LossReport.Entry::field).anyMatch(field::equals),
                        field);
            }
            assertTrue(r.report().derived().stream().anyMatch(e -> e.message().contains("filled")));
        });
    }
}
