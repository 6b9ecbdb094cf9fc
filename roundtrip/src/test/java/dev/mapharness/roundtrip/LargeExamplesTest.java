package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.Codecs;
import dev.mapharness.tiled.TiledTileLayer;
import dev.mapharness.wmp.WmpGroup;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wmp.WmpMemberKind;
import dev.mapharness.wwd.WwdPlane;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * The large examples really are large. Properties run one large example each, and QuickTheories'
 * first draw of every primitive is a fixed edge value whatever the seed: a generator that leaves
 * size to chance gives a small level there every time.
 */
class LargeExamplesTest {
    private static <T> void first(Gen<T> gen, java.util.function.Consumer<T> check) {
        Theories.qtFew(1, 1).forAll(gen).checkAssert(check);
    }

    @Test
    void wmpLevelsHaveHundredsOfBlocksAndGroupsChainedThousandsDeep() {
        for (Gen<WmpLevel> gen : java.util.List.of(WmpGens.conformingLarge(), WmpGens.representableLarge())) {
            first(gen, level -> {
                assertTrue(level.blocks().size() >= 200, "blocks: " + level.blocks().size());
                long nested = level.groups().stream().filter(LargeExamplesTest::holdsAGroup).count();
                assertTrue(nested >= 1999, "groups holding a sub-group: " + nested + " of " + level.groups().size());
            });
        }
    }

    private static boolean holdsAGroup(WmpGroup g) {
        return g.memberLists().stream().anyMatch(m -> m.kind() == WmpMemberKind.GROUP);
    }

    @Test
    void mmLevelsHaveHundredsOfItems() {
        first(MmGens.conformingLarge(), level -> assertTrue(level.items().size() >= 400, "items: " + level.items().size()));
        first(MmGens.representableLarge(), level -> assertTrue(level.items().size() >= 400, "items: " + level.items().size()));
    }

    @Test
    void tiledMapsHoldALargeTileLayerWithTiles() {
        first(TiledGens.mapsWithTiles(GridSizes.large()), map -> {
            TiledTileLayer layer = map.tileLayers().get(0);
            assertTrue(layer.data().size() >= 1_000_000, "cells: " + layer.data().size());
            assertTrue(Arrays.stream(layer.data().cellsUnsafe()).anyMatch(gid -> gid != 0), "some cells hold tiles");
        });
    }

    @Test
    void theLargeConformingWwdLevelIsCompressedAndInflatesToMegabytes() {
        first(WwdGens.conforming(GridSizes.large()).map(WwdGens::compressed), level -> {
            assertTrue(level.compressed());
            long cells = level.planes().stream().mapToLong(p -> p.tiles().size()).sum();
            assertTrue(cells * 4 >= 4_000_000, "tile bytes: " + cells * 4);
            int written = Codecs.write(level).length;
            assertTrue(written * 4L < cells * 4, "a small zlib stream: " + written + " bytes for " + cells * 4);
        });
    }
}
