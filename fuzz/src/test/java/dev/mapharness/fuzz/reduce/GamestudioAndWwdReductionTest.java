package dev.mapharness.fuzz.reduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Format;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.wmp.WmpBlock;
import dev.mapharness.wmp.WmpCodec;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wwd.WwdCodec;
import dev.mapharness.wwd.WwdLevel;
import dev.mapharness.wwd.WwdPlane;
import dev.mapharness.wwd.WwdTileProperty;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The model pass on WWD and WMP levels: failures planted on one tile property and on one block's texture. */
class GamestudioAndWwdReductionTest {
    private static boolean hasDoubleInside4From40(WwdLevel level) {
        return level.tileProperties().stream().anyMatch(p -> p instanceof WwdTileProperty.Double d
                && d.inside() == 4 && d.rect().top() == 40);
    }

    @Test
    void aWwdLevelShrinksToTheOneTilePropertyThatFails() {
        byte[] input = Planted.corpus("wwd/medium.wwd");
        Planted.Counted predicate = new Planted.Counted(Planted.decodedModel(WwdCodec.INSTANCE,
                GamestudioAndWwdReductionTest::hasDoubleInside4From40));

        Reduction r = new Reducer(Planted.fileTarget(Format.WWD), predicate, ReduceLimits.attempts(5000), line -> { })
                .reduce(input);

        WwdLevel level = WwdCodec.INSTANCE.read(r.bytes(), ReadOptions.LENIENT).model();
        System.out.println("WWD medium: " + r);
        assertTrue(hasDoubleInside4From40(level));
        assertEquals(1, level.tileProperties().size(), level.tileProperties().toString());
        int objects = 0;
        for (WwdPlane plane : level.planes()) {
            objects += plane.objects().size();
            assertEquals(1, plane.tilesWide() * plane.tilesHigh(), "plane tiles: " + plane.tiles());
        }
        assertEquals(0, objects);
        assertTrue(level.planes().size() <= 1, "planes: " + level.planes().size());
        assertTrue(level.header().name().value().isEmpty(), "the level name does not matter: " + level.header().name());
        assertTrue(r.bytes().length < input.length / 100, input.length + " → " + r.bytes().length);
        assertTrue(r.attempts() < 2500, "attempts: " + r.attempts());
    }

    private static boolean hasStoneBlock(WmpLevel level) {
        RawString stone = RawString.of("stone_02");
        return level.blocks().stream().anyMatch(b -> b.faces().stream().anyMatch(f -> f.texture().equals(stone)));
    }

    @Test
    void aWmpLevelShrinksToOneBlockWithTheTextureThatFails() {
        byte[] input = Planted.corpus("wmp/medium.wmp");
        Planted.Counted predicate = new Planted.Counted(Planted.decodedModel(WmpCodec.INSTANCE,
                GamestudioAndWwdReductionTest::hasStoneBlock));

        Reduction r = new Reducer(Planted.fileTarget(Format.WMP_TEXT), predicate, ReduceLimits.attempts(5000), line -> { })
                .reduce(input);

        WmpLevel level = WmpCodec.INSTANCE.read(r.bytes(), ReadOptions.LENIENT).model();
        System.out.println("WMP medium: " + r + "\n" + new String(r.bytes(), StandardCharsets.ISO_8859_1));
        assertTrue(hasStoneBlock(level));
        assertEquals(1, level.items().size(), level.items().toString());
        WmpBlock block = level.blocks().get(0);
        assertEquals(1, block.faces().size(), block.toString());
        assertTrue(r.bytes().length < 200, input.length + " → " + r.bytes().length);
        assertTrue(r.attempts() < 2500, "attempts: " + r.attempts());
    }
}
