package dev.mapharness.bench.codec;

import dev.mapharness.bench.ByteCounter;
import dev.mapharness.bytes.ByteInput;
import dev.mapharness.compress.CompressedArrays;
import dev.mapharness.compress.Compression;
import dev.mapharness.corpus.ScaledWorlds;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.oprw.OprwLayoutRules;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The compressed elevation grid of an OPRW world decoded the way the reader does it
 * ({@code CompressedArrays.readInts}, {@code FloatGrid.wrapBits}), LZSS in version 20 and LZO in 24,
 * against {@code System.arraycopy} of the decoded bytes. The stream is the one the writer makes of
 * the generated island's heights; it is decoded on its own, without the rest of the file, so that
 * setting up a 4096² grid does not have to compress every other terrain array too.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx3g"})
@State(Scope.Benchmark)
public class OprwElevationBenchmark {
    @Param({"20", "24"})
    public int version;

    @Param({"512", "1024", "2048", "4096"})
    public int side;

    private Compression compression;
    private byte[] stream;
    private int cells;
    private long payload;
    private byte[] copySource;
    private byte[] copy;

    @Setup
    public void setUp() {
        compression = OprwLayoutRules.compression(version);
        FloatGrid elevation = ScaledWorlds.oprw(side * 31L + version, version, side / OprwBenchmark.REFINE,
                OprwBenchmark.REFINE, 0, 0, 0).elevation();
        cells = elevation.size();
        stream = compression.encode(littleEndian(elevation.bitsUnsafe()));
        payload = 4L * cells;
        copySource = new byte[Math.toIntExact(payload)];
        copy = new byte[copySource.length];
    }

    static byte[] littleEndian(int[] values) {
        ByteBuffer bytes = ByteBuffer.allocate(4 * values.length).order(ByteOrder.LITTLE_ENDIAN);
        bytes.asIntBuffer().put(values);
        return bytes.array();
    }

    @Benchmark
    public FloatGrid decode(ByteCounter bytes) {
        bytes.add(payload);
        ByteInput in = ByteInput.of(stream);
        return FloatGrid.wrapBits(side, side, CompressedArrays.readInts(in, compression, cells, "elevation"));
    }

    @Benchmark
    public void arraycopyBaseline(ByteCounter bytes, Blackhole hole) {
        bytes.add(payload);
        System.arraycopy(copySource, 0, copy, 0, copy.length);
        hole.consume(copy);
    }
}
