package dev.mapharness.bench.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.bench.ByteCounter;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.wvr8.Wvr8Codec;
import org.junit.jupiter.api.Test;

/** The isolated 8WVR elevation decode reads the same grid, from the same bytes, as the whole reader. */
class Wvr8ElevationTest {
    @Test
    void decodesTheElevationTheReaderReads() {
        Wvr8ElevationBenchmark bench = new Wvr8ElevationBenchmark();
        bench.side = 512;
        bench.setUp();
        ByteCounter counter = new ByteCounter();
        FloatGrid decoded = bench.decode(counter);
        byte[] file = Wvr8Codec.INSTANCE.write(GeneratedWorlds.wvr8(512));
        assertEquals(Wvr8Codec.INSTANCE.read(file, ReadOptions.STRICT).model().elevation(), decoded);
        assertEquals(4L * 512 * 512, counter.bytes, "the payload is the grid's bytes");
        assertEquals(4L * 512 * 512, Wvr8ElevationBenchmark.elevationEntry(file).end()
                - Wvr8ElevationBenchmark.elevationEntry(file).start());
    }
}
