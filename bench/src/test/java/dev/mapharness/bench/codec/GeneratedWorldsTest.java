package dev.mapharness.bench.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Decoded;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.mm.MmCodec;
import dev.mapharness.tiled.TiledCodec;
import dev.mapharness.wmp.WmpCodec;
import dev.mapharness.wvr1.Wvr1Codec;
import dev.mapharness.wvr4.Wvr4Codec;
import dev.mapharness.wvr8.Wvr8Codec;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Every benchmark's world at its smallest size is a valid file of its format (read strictly, no
 * violations), the same bytes each time it is generated, and as large as its parameter says.
 */
class GeneratedWorldsTest {

    /** Writes the world twice from scratch, checks the bytes agree and read strictly without violations. */
    static <M extends MapModel> byte[] validAndDeterministic(MapCodec<M> codec, Supplier<M> world) {
        byte[] first = codec.write(world.get());
        byte[] second = codec.write(world.get());
        assertArrayEquals(first, second, "generating the same world twice gives the same bytes");
        Decoded<M> read = codec.read(first, ReadOptions.STRICT);
        assertEquals(java.util.List.of(), read.violations(), "a generated " + codec.format() + " file conforms");
        assertArrayEquals(first, codec.write(read.model()), "a generated file round trips byte for byte");
        return first;
    }

    @Test
    void wvr1WorldOf128() {
        byte[] file = validAndDeterministic(Wvr1Codec.INSTANCE, () -> GeneratedWorlds.wvr1(128));
        assertTrue(file.length > 4 * 128 * 128, "two 16-bit grids of 128²: " + file.length);
    }

    @Test
    void wvr4WorldOf256() {
        byte[] file = validAndDeterministic(Wvr4Codec.INSTANCE, () -> GeneratedWorlds.wvr4(256));
        assertTrue(file.length > 4 * 256 * 256, "two 16-bit grids of 256²: " + file.length);
    }

    @Test
    void wvr8WorldOf512() {
        byte[] file = validAndDeterministic(Wvr8Codec.INSTANCE, () -> GeneratedWorlds.wvr8(512));
        assertTrue(file.length > 6 * 512 * 512, "a float and a u16 grid of 512²: " + file.length);
    }

    @Test
    void mmOfAboutOneMegabyte() {
        byte[] file = validAndDeterministic(MmCodec.INSTANCE, () -> MmBenchmark.level(1));
        assertEquals(1_000_000, file.length, 100_000, "a 1 MB $$M");
    }

    @Test
    void wmpOfAboutOneMegabyte() {
        byte[] file = validAndDeterministic(WmpCodec.INSTANCE, () -> WmpBenchmark.level(1));
        assertEquals(1_000_000, file.length, 100_000, "a 1 MB WMP");
    }

    @Test
    void tiledMapOf100Tiles() {
        byte[] file = validAndDeterministic(TiledCodec.INSTANCE, () -> TiledBenchmark.map(100));
        assertEquals(100, TiledCodec.INSTANCE.read(file, ReadOptions.STRICT).model().width());
    }
}
