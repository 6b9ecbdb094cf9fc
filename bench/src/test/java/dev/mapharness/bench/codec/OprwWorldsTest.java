package dev.mapharness.bench.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bench.ByteCounter;
import dev.mapharness.compress.CompressedArrays;
import dev.mapharness.compress.Compression;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.oprw.MapInfoShape;
import dev.mapharness.oprw.OprwCodec;
import dev.mapharness.oprw.OprwLayoutRules;
import dev.mapharness.oprw.OprwMapInfo;
import dev.mapharness.oprw.OprwWorld;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The OPRW worlds of the benchmarks at the smallest side, and what their payload counts. */
class OprwWorldsTest {
    private static final int SIDE = 512;

    @ParameterizedTest
    @ValueSource(ints = {20, 24})
    void worldIsValidDeterministicAndRealistic(int version) {
        byte[] file = GeneratedWorldsTest.validAndDeterministic(OprwCodec.INSTANCE, () -> OprwBenchmark.world(version, SIDE));
        OprwWorld world = OprwCodec.INSTANCE.read(file, dev.mapharness.format.ReadOptions.STRICT).model();
        assertEquals(SIDE, world.elevation().width());
        assertEquals(SIDE / OprwBenchmark.REFINE, world.geography().width(), "the land grid is coarser than the terrain grid");
        assertEquals(SIDE * SIDE / 16, world.objects().size());
        assertTrue(world.roads().size() > 1, "a road across several land cells");
    }

    /**
     * The payload the benchmark counts equals the file with each compressed array swapped for its
     * raw bytes, computed here without the field map: each array compressed on its own by the
     * version's compression (the writer's encoders are deterministic).
     */
    @ParameterizedTest
    @ValueSource(ints = {20, 24})
    void payloadCountsEachStreamAtItsDecodedSize(int version) {
        OprwWorld world = OprwBenchmark.world(version, SIDE);
        byte[] file = OprwCodec.INSTANCE.write(world);
        Compression compression = OprwLayoutRules.compression(version);
        long expected = file.length;
        int streams = 0;
        for (byte[] raw : compressedArrays(world)) {
            expected += raw.length - compression.encode(raw).length;
            streams++;
        }
        // v20: random, grass, elevation, persistent, subdivision hints, the river; v24: primary texture for random
        assertEquals(6, streams);
        long payload = new OprwBenchmark().payloadBytes(world, file);
        assertEquals(expected, payload);
        assertTrue(payload > file.length, "the island's arrays compress");
    }

    /** The elevation decode the benchmark isolates gives the world's heights. */
    @ParameterizedTest
    @ValueSource(ints = {20, 24})
    void elevationBenchmarkDecodesTheWorldsHeights(int version) {
        OprwElevationBenchmark bench = new OprwElevationBenchmark();
        bench.version = version;
        bench.side = SIDE;
        bench.setUp();
        ByteCounter counter = new ByteCounter();
        FloatGrid decoded = bench.decode(counter);
        assertEquals(OprwBenchmark.world(version, SIDE).elevation(), decoded);
        assertEquals(4L * SIDE * SIDE, counter.bytes);
    }

    /** Independent of {@link OprwPayload}: the raw little-endian bytes of every array stored compressed. */
    private static List<byte[]> compressedArrays(OprwWorld w) {
        List<byte[]> arrays = new ArrayList<>();
        w.random().ifPresent(g -> arrays.add(shorts(g.toArray())));
        w.grass().ifPresent(g -> arrays.add(g.toArray()));
        w.primaryTexture().ifPresent(g -> arrays.add(g.toArray()));
        arrays.add(OprwElevationBenchmark.littleEndian(w.elevation().bitsUnsafe()));
        arrays.add(w.persistent().toArray());
        arrays.add(w.subdivisionHints().toArray());
        for (OprwMapInfo info : w.mapInfos()) {
            if (info.shape() == MapInfoShape.RIVER) {
                arrays.add(OprwElevationBenchmark.littleEndian(info.floatBits()));
            }
        }
        arrays.removeIf(a -> a.length < CompressedArrays.THRESHOLD);
        return arrays;
    }

    private static byte[] shorts(short[] values) {
        ByteBuffer b = ByteBuffer.allocate(2 * values.length).order(ByteOrder.LITTLE_ENDIAN);
        b.asShortBuffer().put(values);
        return b.array();
    }
}
