package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.tiled.TiledCodec;
import dev.mapharness.tiled.TiledMap;
import dev.mapharness.tiled.TiledMapSchema;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Tiled maps read back as themselves, our encoding is stable, and every map we write conforms to the
 * schema of Tiled's format. (The codec's encoding is not unique: Tiled saves the same map with other
 * white space and key order.)
 */
class TiledRoundTripTest {
    private static final int EXAMPLES = 150;
    private static final long SEED = 0x71_1ED0L;

    @Test
    void mapsReadBackStrictlyWithNoViolations() {
        Theories.qt(SEED + 1, EXAMPLES).forAll(TiledGens.maps()).checkAssert(m -> {
            Decoded<TiledMap> d = TiledCodec.INSTANCE.read(TiledCodec.INSTANCE.write(m), ReadOptions.STRICT);
            assertEquals(List.of(), d.violations());
            assertEquals(m, d.model());
        });
    }

    @Test
    void largeLayersReadBack() {
        Theories.qtFew(SEED + 2, 1).forAll(TiledGens.mapsWithTiles(GridSizes.large())).checkAssert(m ->
                assertEquals(m, TiledCodec.INSTANCE.read(TiledCodec.INSTANCE.write(m), ReadOptions.LENIENT).model()));
    }

    @Test
    void writtenBytesRewriteToThemselves() {
        Theories.qt(SEED + 3, EXAMPLES).forAll(TiledGens.maps()).checkAssert(m -> {
            byte[] b = TiledCodec.INSTANCE.write(m);
            assertArrayEquals(b, TiledCodec.INSTANCE.write(TiledCodec.INSTANCE.read(b, ReadOptions.LENIENT).model()));
        });
    }

    @Test
    void writtenMapsConformToTheSchema() {
        Theories.qt(SEED + 4, EXAMPLES).forAll(TiledGens.maps()).checkAssert(m ->
                assertEquals(List.of(), TiledMapSchema.problems(TiledCodec.INSTANCE.write(m))));
    }
}
